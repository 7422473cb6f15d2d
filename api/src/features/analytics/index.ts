export { createAnalyticsRepository } from './data/analyticsRepository';
export type { AnalyticsRepository } from './data/analyticsRepository';
export { createAnalytics } from './domain/analytics';
export type { Analytics } from './domain/analytics';
export { startAnalyticsHousekeeping } from './domain/housekeeping';
export type { AnalyticsHousekeeping, AnalyticsHousekeepingRun } from './domain/housekeeping';
export { visitRoutes } from './routes/visit';
export { staffAnalyticsRoutes } from './routes/staffAnalytics';
export { visitOriginOf } from './domain/visitInput';
