export { StarRating, formatRating } from './StarRating';
export type { StarRatingProps } from './StarRating';
export { formatDutchNumber } from './formatNumber';
export type { DutchNumberOptions } from './formatNumber';
