export {
  CALCULATOR_TOOLS,
  readScenario,
  writeScenario,
  type CalculatorTool,
  type ChoiceParam,
  type NumberParam,
  type ScenarioParam,
  type ScenarioSpec,
  type ScenarioValues,
} from './scenario';
export { MAX_CALCULATOR_AMOUNT, MAX_CALCULATOR_RATE, SCENARIO_SPECS } from './specs';
