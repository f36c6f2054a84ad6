/**
 * The sync module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/sync/` imports only what this file exports.
 */
export { createSyncModule } from './sync.module';
export type { SyncModule } from './sync.module';
export type { SyncScheduler } from './sync-scheduler';
export type { SyncOptions } from './sync.module';
