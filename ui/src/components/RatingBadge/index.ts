export { RatingBadge, reviewCountText } from './RatingBadge';
export type { RatingBadgeProps } from './RatingBadge';
