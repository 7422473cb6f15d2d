export { createJobs, type Jobs, type JobHandler, type JobsOptions } from './jobs';
export type { Job, JobToSchedule } from './jobRepository';
