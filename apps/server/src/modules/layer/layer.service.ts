import {
  DEFAULT_LAYER_VERSION,
  type LayerVersion,
  type LoaderResponse,
  type PreviewToken,
} from '@trova/contracts';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { ConfigurationService } from '../configuration/index';
import { ownedShop, ownedShopByKey } from '../../kernel/shop-access';
import type { ShopsRepository } from '../shops/index';
import { LAYER_VERSION_PATTERN, releasedLayerVersion } from './layer-release';
import type { PreviewTokenService } from './preview-token.service';

/**
 * The layer versions a shop can pin: 'latest' first, then the release of apps/layer.
 * @example layerVersions('0.1.0').map((v) => v.versionName) // ['latest', '0.1.0']
 */
export function layerVersions(released: string): LayerVersion[] {
  return [
    {
      versionName: DEFAULT_LAYER_VERSION,
      description: {
        en: `Always the newest layer (now ${released}).`,
        it: `Sempre il layer più recente (ora ${released}).`,
      },
    },
    {
      versionName: released,
      description: { en: `Layer ${released}, pinned.`, it: `Layer ${released}, fissato.` },
    },
  ];
}

/**
 * `GET versions`, `GET shops/{shopKey}/loader` and `GET shops/{id}/preview-token`: what the
 * console needs to embed and preview the layer.
 */
export class LayerService {
  constructor(
    private readonly shops: ShopsRepository,
    private readonly configuration: Pick<ConfigurationService, 'read'>,
    /** The layer's base URL for a request origin, as /config.json announces it. */
    private readonly layerUrl: (requestOrigin: string) => string,
    private readonly previewTokens: Pick<PreviewTokenService, 'issue'>,
  ) {}

  versions(caller: Caller | undefined): LayerVersion[] {
    requireCaller(caller);
    return layerVersions(releasedLayerVersion());
  }

  /**
   * `GET shops/{id}/preview-token`, for the shop's owner only: the token the console's preview
   * hands the public layer calls (docs/product/preview.md#preview-tokens). Another customer's shop
   * answers 404 like a missing one.
   * @example (await layer.previewToken(caller, shopId)).token // 'eyJhbGciOi…'
   */
  async previewToken(caller: Caller | undefined, shopId: string): Promise<PreviewToken> {
    const shop = await ownedShop(this.shops, caller, shopId);
    return this.previewTokens.issue(shop.key);
  }

  /**
   * The loader script of the shop's pinned layer version, with the shop key the loader reads.
   * @example (await layer.loader(caller, key, origin)).path // 'http://…/layer/latest/loader.js?key=…'
   */
  async loader(
    caller: Caller | undefined,
    shopKey: string,
    requestOrigin: string,
  ): Promise<LoaderResponse> {
    const shop = await ownedShopByKey(this.shops, caller, shopKey);
    const { configuration } = await this.configuration.read(shop.id);
    const pinned = configuration.setup?.config.layerVersion;
    const version = pinned && LAYER_VERSION_PATTERN.test(pinned) ? pinned : DEFAULT_LAYER_VERSION;
    const base = this.layerUrl(requestOrigin).replace(/\/+$/, '');
    return { path: `${base}/${version}/loader.js?key=${encodeURIComponent(shop.key)}` };
  }
}
