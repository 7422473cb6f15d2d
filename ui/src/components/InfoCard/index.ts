export { InfoCard } from './InfoCard';
export type { InfoCardProps } from './InfoCard';
