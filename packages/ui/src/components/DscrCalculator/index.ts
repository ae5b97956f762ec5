export { DscrCalculator } from './DscrCalculator';
export type { DscrCalculatorProps, DscrCopy } from './DscrCalculator';
