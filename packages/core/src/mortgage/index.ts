export { parseAmount, readAmount } from './parseAmount';
export { readNumberInput, type NumberInput, type NumberIssue, type NumberLimits } from './readNumberInput';
export { formatUsd } from './formatUsd';
export { monthlyPayment } from './monthlyPayment';
export {
  calculateMortgage,
  DEFAULT_CALCULATOR_INPUTS,
  type CalculatorInputs,
  type MortgageBreakdown,
} from './calculateMortgage';
export { amortizationSchedule, type AmortizationRow, type LoanTerms, type ScheduleInput } from './amortizationSchedule';
export { amortizationByYear, type AmortizationYear } from './amortizationByYear';
export { extraPaymentSavings, payoffTotals, type ExtraPaymentSavings, type PayoffTotals } from './extraPaymentSavings';
export { addMonths, type YearMonth } from './addMonths';
export { pmiTimeline, type PmiTimeline, type PmiTimelineInput } from './pmiTimeline';
export { estimatePmi, PMI_LOAN_TO_VALUE_LIMIT, type PmiEstimate, type PmiEstimateInput } from './estimatePmi';
export { affordability, type Affordability, type AffordabilityInput } from './affordability';
export {
  affordabilityRange,
  AFFORDABILITY_LIMITS,
  type AffordabilityAtLimit,
  type AffordabilityLimitKey,
} from './affordabilityRange';
export { refinanceBreakEven, type RefinanceBreakEven, type RefinanceInput } from './refinanceBreakEven';
export { cashOutLimit, CASH_OUT_MAX_LOAN_TO_VALUE, type CashOutInput, type CashOutLimit } from './cashOutLimit';
export { dscr, DSCR_MINIMUM, DSCR_TARGET, type Dscr, type DscrInput } from './dscr';
export { rentForRatio } from './rentForRatio';
export { assetBasedIncome } from './assetBasedIncome';
export {
  qualifyingAssets,
  ASSET_TYPES,
  ASSET_USAGE,
  type AssetType,
  type AssetUsage,
  type QualifyingAssets,
  type QualifyingAssetsInput,
} from './qualifyingAssets';
export { MAX_AMOUNT, MAX_RATE_PERCENT, MAX_TERM_YEARS } from './limits';
export { annualPercentageRate, type AprInput, type PaymentGroup } from './annualPercentageRate';
export {
  loanCostDisclosure,
  type ClosedEndLoan,
  type LoanCostDisclosure,
  type MortgageInsurance,
} from './loanCostDisclosure';
export {
  deedStamps,
  FLORIDA_CLOSING_RATES,
  mortgageTaxes,
  recordingFee,
  simultaneousLoanPolicyPremium,
  titlePremium,
  type DeedStamps,
  type DeedStampsInput,
  type MortgageTaxes,
  type PremiumBand,
  type TitlePremiumInput,
} from './floridaClosing';
export {
  CLOSING_SECTIONS,
  ESCROW_CUSHION_MONTHS,
  FLORIDA_CLOSING_CUSTOMS,
  FLORIDA_COUNTIES,
  purchaseCashToClose,
  RECORDED_PAGES,
  TAX_PRORATION_DISCOUNT,
  type ClosingLine,
  type ClosingLineKey,
  type ClosingPayer,
  type ClosingSection,
  type ClosingSectionKey,
  type FloridaCounty,
  type PurchaseCashToClose,
  type PurchaseClosingInput,
} from './floridaCashToClose';
export {
  BUYDOWNS,
  cashAsSmallerLoan,
  discountPoints,
  temporaryBuydown,
  type BuydownKind,
  type BuydownYear,
  type DiscountPoints,
  type DiscountPointsInput,
  type TemporaryBuydown,
} from './pointsAndBuydowns';
