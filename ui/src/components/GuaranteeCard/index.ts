export { GuaranteeCard } from './GuaranteeCard';
export type { GuaranteeCardProps } from './GuaranteeCard';
