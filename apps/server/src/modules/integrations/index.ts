/**
 * The integrations module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/integrations/` imports only what this file exports.
 */
export { createIntegrationsModule } from './integrations.module';
export type { IntegrationsModule } from './integrations.module';
export type { IntegrationsService } from './integrations.service';
