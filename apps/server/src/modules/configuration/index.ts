/**
 * The configuration module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/configuration/` imports only what this file exports.
 */
export {
  ConfigurationCorruptError,
  EMPTY_CONFIGURATION,
  decodeConfiguration,
} from './configuration-document';
export type { ShopConfiguration } from './configuration-document';
export { ConfigurationRepository } from './configuration.repository';
export { ConfigurationEditsService } from './configuration-edits.service';
export { ConfigurationUploadsService } from './configuration-uploads.service';
export { configurationRoutes } from './configuration.routes';
export { configurationViews } from './configuration-views';
export { ConfigurationService } from './configuration.service';
export {
  AVAILABILITY_FIELD,
  DEFAULT_ENGINE_SCHEMA,
  engineSchemaFor,
  facetTypeOf,
  searchSettingsOf,
} from './engine-schema';
export { createConfigurationModule } from './configuration.module';
export type { ConfigurationModule } from './configuration.module';
