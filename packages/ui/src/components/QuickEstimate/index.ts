export { QUICK_TERMS, QuickEstimate } from './QuickEstimate';
export type { QuickEstimateCopy, QuickEstimateProps } from './QuickEstimate';
