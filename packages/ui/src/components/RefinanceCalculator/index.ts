export { RefinanceCalculator } from './RefinanceCalculator';
export type { RefinanceCalculatorProps, RefinanceCopy } from './RefinanceCalculator';
