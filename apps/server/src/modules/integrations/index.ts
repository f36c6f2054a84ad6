/**
 * The integrations module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/integrations/` imports only what this file exports.
 */
export { integrationsRoutes } from './integrations.routes';
export { IntegrationsService } from './integrations.service';
