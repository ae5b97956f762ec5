export { Calculator, INTEREST_RATE_RANGE, LOAN_TERM_RANGE } from './Calculator';
export type { CalculatorCopy, CalculatorFigures, CalculatorProps } from './Calculator';
export type { ScheduleCopy } from './CalculatorInsights';
export { ANNOUNCE_DELAY_MS } from '../CalculatorParts/CalculatorParts';
export type { Explanations as CalculatorExplanations, ToolScenario } from '../CalculatorParts/CalculatorParts';
