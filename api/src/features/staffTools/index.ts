export { createStaffToolsRepository } from './data/staffToolsRepository';
export { csvField, csvTable } from './domain/csv';
export { createStaffTools } from './domain/staffTools';
export type { StaffTools } from './domain/staffTools';
export { staffToolRoutes } from './routes/staffTools';
