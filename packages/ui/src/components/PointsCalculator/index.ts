export { PointsCalculator } from './PointsCalculator';
export type { PointsCalculatorProps, PointsCopy } from './PointsCalculator';
