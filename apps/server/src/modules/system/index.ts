/**
 * The system module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/system/` imports only what this file exports.
 */
export type { NodeReadiness } from './node-readiness';
export { SystemRepository } from './system.repository';
export { SystemService } from './system.service';
export { createSystemModule } from './system.module';
export type { SystemModule } from './system.module';
