export { ValueCard } from './ValueCard';
export type { ValueCardProps } from './ValueCard';
