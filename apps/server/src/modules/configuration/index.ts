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
export { ConfigurationService } from './configuration.service';
