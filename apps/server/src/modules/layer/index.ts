/**
 * The layer module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/layer/` imports only what this file exports.
 */
export { LayerConfigurationService } from './layer-configuration.service';
export { releasedLayerVersion } from './layer-release';
export { LayerSuggestions } from './layer-suggestions';
export { layerRoutes } from './layer.routes';
export { LayerService } from './layer.service';
export { PreviewTokenService } from './preview-token.service';
export type { LayerIndexes } from './layer-configuration.service';
export { createLayerModule } from './layer.module';
export type { LayerModule } from './layer.module';
