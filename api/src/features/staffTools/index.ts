export { createStaffToolsRepository } from './data/staffToolsRepository';
export { csvField, csvTable, leadsCsvTable } from './domain/csv';
export { dutchLeadsCsv } from './domain/leadsExport';
export { createStaffTools } from './domain/staffTools';
export type { StaffTools } from './domain/staffTools';
export { staffToolRoutes } from './routes/staffTools';
