/**
 * The admin module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/admin/` imports only what this file exports.
 */
export { createAdminModule } from './admin.module';
export type { AdminModule } from './admin.module';
