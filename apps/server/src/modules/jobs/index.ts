/**
 * The jobs module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/jobs/` imports only what this file exports.
 */
export { createJobsModule } from './jobs.module';
export type { JobsModule } from './jobs.module';
export { JOBS, jobLanes, shopSyncJob } from './job-catalog';
export type { Jobs, ServerJob } from './job-catalog';
export { JobClaimsRepository } from './job-claims.repository';
export { defineJob, jobCatalog } from './job-definition';
export type { JobHandler } from './job-definition';
export { JobFailure } from './job-failure';
export { JobQueue } from './job-queue';
export { JOB_RUNNER_DEFAULTS, JobRunner, leaseTimings } from './job-runner';
export type { JobRunnerOptions } from './job-runner';
export { JobsRepository } from './jobs.repository';
export type { JobRow } from './jobs.repository';
export { PassLocksRepository } from './pass-locks.repository';
export { PeriodicRun } from './periodic-run';
export { PeriodicScheduler } from './periodic-scheduler';
export type { PeriodicSchedulerDependencies } from './periodic-scheduler';
export { RetentionPass } from './retention-pass';
