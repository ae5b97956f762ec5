export { AffordabilityCalculator } from './AffordabilityCalculator';
export type { AffordabilityCalculatorProps, AffordabilityCopy, AffordabilityFigures } from './AffordabilityCalculator';
