import type { Plan } from '@trova/contracts';
import type { RegisterCall } from '../../http/register-call';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { ModuleContext } from '../../kernel/module-context';
import { createPort } from '../../kernel/port';
import type { ConfigurationModule } from '../configuration/index';
import type { ShopsModule } from '../shops/index';
import type { SystemRepository } from '../system/index';
import { LayerConfigurationService, type LayerIndexes } from './layer-configuration.service';
import { LayerSuggestions } from './layer-suggestions';
import { layerRoutes } from './layer.routes';
import { LayerService } from './layer.service';
import { PreviewTokenService } from './preview-token.service';

export interface LayerModuleDependencies extends ModuleContext {
  shops: Pick<ShopsModule, 'repositories'>;
  configuration: Pick<ConfigurationModule, 'services'>;
  system: SystemRepository;
  /** The storefront calls' budget a client address. */
  limit: StorefrontLimit;
  /** The customer's plans (billing); an inactive plan is not served. */
  plans: (customerId: string) => Plan[] | Promise<Plan[]>;
  /** The layer address `/config.json` announces, for a request's origin. */
  layerUrl: (origin: string) => string;
}

export type LayerModule = ReturnType<typeof createLayerModule>;

/**
 * The layer module: the storefront layer's configuration, the loader and versions, preview
 * tokens. It subscribes to nothing; search connects `ports.indexes` (the icebreaker's
 * suggestions) and the Visual Machine `ports.inLayerRecommendations`.
 * @example const layer = createLayerModule({ db, events, log, now, shops, configuration, system, limit, plans, layerUrl });
 */
export function createLayerModule(deps: LayerModuleDependencies) {
  const { now, shops, system } = deps;
  const configuration = deps.configuration.services.configuration;
  const ports = {
    indexes: createPort<LayerIndexes>('layer → search indexes'),
    inLayerRecommendations: createPort<(shopId: string) => Promise<boolean>>(
      'layer → Visual Machine recommendations',
    ),
  };
  const previewTokens = new PreviewTokenService(system, now);
  const layer = new LayerService(
    shops.repositories.shops,
    configuration,
    deps.layerUrl,
    previewTokens,
  );
  const layerConfiguration = new LayerConfigurationService({
    shops: shops.repositories.shops,
    configuration,
    registry: { get: (shopKey) => ports.indexes.get()?.get(shopKey) },
    suggestions: new LayerSuggestions(),
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
