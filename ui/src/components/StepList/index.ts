export { StepList } from './StepList';
export type { StepListProps, StepListStep } from './StepList';
