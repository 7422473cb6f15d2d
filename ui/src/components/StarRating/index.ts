export { StarRating, formatRating } from './StarRating';
export type { StarRatingProps } from './StarRating';
