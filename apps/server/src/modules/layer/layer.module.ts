import type { Plan } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { ServerConfig } from '../../config/config';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort } from '../../kernel/port';
import type { ConfigurationModule } from '../configuration/index';
import type { ShopsModule } from '../shops/index';
import type { SystemModule } from '../system/index';
import { LayerConfigurationService, type LayerIndexes } from './layer-configuration.service';
import { LayerSuggestions, type PopularQueries } from './layer-suggestions';
import { layerRoutes } from './layer.routes';
import { LayerService } from './layer.service';
import { PreviewTokenService } from './preview-token.service';

export interface LayerModuleDependencies extends ModuleContext {
  shops: Pick<ShopsModule, 'repositories'>;
  configuration: Pick<ConfigurationModule, 'services'>;
  system: Pick<SystemModule, 'repositories'>;
  /** The storefront calls' budget a client address. */
  limit: StorefrontLimit;
  /** The customer's plans (billing); an inactive plan is not served. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
  /** Where the layer is served (`/config.json` announces the same address). */
  config: Pick<ServerConfig, 'layerUrl' | 'publicUrl'>;
}

export type LayerModule = ReturnType<typeof createLayerModule>;

/**
 * The layer module: the storefront layer's configuration, the loader and versions, preview
 * tokens. It subscribes to nothing; search connects `ports.indexes` (the icebreaker's
 * suggestions), analytics `ports.popularQueries` and the Visual Machine
 * `ports.inLayerRecommendations`.
 * @example const layer = createLayerModule({ db, events, log, now, shops, configuration, system, limit, plans, config });
 */
export function createLayerModule(deps: LayerModuleDependencies) {
  const { now, shops } = deps;
  const system = deps.system.repositories.system;
  const configuration = deps.configuration.services.configuration;
  const ports = {
    indexes: createPort<LayerIndexes>('layer → search indexes'),
    inLayerRecommendations: createPort<(shopId: string) => Promise<boolean>>(
      'layer → Visual Machine recommendations',
    ),
    /** The icebreaker's popular queries: analytics' query suggestions. */
    popularQueries: createPort<PopularQueries>('layer → analytics query suggestions'),
  };
  const previewTokens = new PreviewTokenService(system, now);
  const { layerUrl, publicUrl } = deps.config;
  // The same layer address /config.json announces.
  const layerBase = (origin: string) => layerUrl ?? `${publicUrl ?? origin}/layer`;
  const layer = new LayerService(shops.repositories.shops, configuration, layerBase, previewTokens);
  const layerConfiguration = new LayerConfigurationService({
    shops: shops.repositories.shops,
    configuration,
    registry: { get: (shopKey) => ports.indexes.get()?.get(shopKey) },
    suggestions: new LayerSuggestions(
      (shopKey, count) => ports.popularQueries.get()?.(shopKey, count) ?? Promise.resolve([]),
    ),
    previewTokens,
    plans: deps.plans,
    limit: deps.limit,
    now,
    inLayerRecommendations: (shopId) =>
      ports.inLayerRecommendations.get()?.(shopId) ?? Promise.resolve(false),
  });
  return {
    ports,
    services: { layer, layerConfiguration, previewTokens },
    routes: (register: RegisterCall) =>
      layerRoutes(register, { configuration: layerConfiguration, layer }),
  };
}
