export { CashToCloseCalculator } from './CashToCloseCalculator';
export type { CashToCloseCalculatorProps, CashToCloseCopy } from './CashToCloseCalculator';
