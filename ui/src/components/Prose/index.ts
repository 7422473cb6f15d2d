export { Prose, ProseTable } from './Prose';
export type { ProseProps, ProseTableProps } from './Prose';
