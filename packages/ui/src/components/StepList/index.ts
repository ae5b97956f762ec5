export { StepList } from './StepList';
export type { StepListProps, Step } from './StepList';
