export { Calculator, ANNOUNCE_DELAY_MS, INTEREST_RATE_RANGE, LOAN_TERM_RANGE } from './Calculator';
export type { CalculatorCopy, CalculatorExplanations, CalculatorProps } from './Calculator';
