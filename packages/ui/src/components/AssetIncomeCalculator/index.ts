export { AssetIncomeCalculator } from './AssetIncomeCalculator';
export type { AssetIncomeCalculatorProps, AssetIncomeCopy } from './AssetIncomeCalculator';
