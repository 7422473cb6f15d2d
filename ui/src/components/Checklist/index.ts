export { Checklist } from './Checklist';
export type { ChecklistProps } from './Checklist';
