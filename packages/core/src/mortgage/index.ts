export { parseAmount, readAmount } from './parseAmount';
export { formatUsd } from './formatUsd';
export { monthlyPayment } from './monthlyPayment';
export {
  calculateMortgage,
  DEFAULT_CALCULATOR_INPUTS,
  type CalculatorInputs,
  type MortgageBreakdown,
} from './calculateMortgage';
export { amortizationSchedule, type AmortizationRow, type LoanTerms } from './amortizationSchedule';
export { pmiTimeline, type PmiTimeline, type PmiTimelineInput } from './pmiTimeline';
export { affordability, type Affordability, type AffordabilityInput } from './affordability';
export { refinanceBreakEven, type RefinanceBreakEven, type RefinanceInput } from './refinanceBreakEven';
export { dscr, DSCR_MINIMUM, type Dscr, type DscrInput } from './dscr';
export { assetBasedIncome } from './assetBasedIncome';
export { MAX_AMOUNT, MAX_RATE_PERCENT, MAX_TERM_YEARS } from './limits';
export { annualPercentageRate, type AprInput, type PaymentGroup } from './annualPercentageRate';
export {
  loanCostDisclosure,
  type ClosedEndLoan,
  type LoanCostDisclosure,
  type MortgageInsurance,
} from './loanCostDisclosure';
