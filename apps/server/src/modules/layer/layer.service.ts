import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LAYER_VERSION, type LayerVersion, type LoaderResponse } from '@trova/contracts';
import { z } from 'zod';
import { requireCaller, type Caller } from '../auth/caller';
import type { ConfigurationService } from '../configuration/configuration.service';
import { ownedShopByKey } from '../shops/shop-access';
import type { ShopsRepository } from '../shops/shops.repository';

/** The layer's own package.json: its version is the one release this server ships. */
const LAYER_PACKAGE = path.resolve(import.meta.dirname, '../../../../layer/package.json');

/** Same rule as the layer's asset folders: 'latest' or x.y.z. */
const VERSION_PATTERN = /^(latest|\d+\.\d+\.\d+)$/;

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

function readReleasedVersion(): string {
  const manifest = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+$/) });
  return manifest.parse(JSON.parse(fs.readFileSync(LAYER_PACKAGE, 'utf8'))).version;
}

/** `GET versions` and `GET shops/{shopKey}/loader`: what the console needs to embed the layer. */
export class LayerService {
  private released: string | undefined;

  constructor(
    private readonly shops: ShopsRepository,
    private readonly configuration: Pick<ConfigurationService, 'read'>,
    /** The layer's base URL for a request origin, as /config.json announces it. */
    private readonly layerUrl: (requestOrigin: string) => string,
  ) {}

  versions(caller: Caller | undefined): LayerVersion[] {
    requireCaller(caller);
    this.released ??= readReleasedVersion();
    return layerVersions(this.released);
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
    const version = pinned && VERSION_PATTERN.test(pinned) ? pinned : DEFAULT_LAYER_VERSION;
    const base = this.layerUrl(requestOrigin).replace(/\/+$/, '');
    return { path: `${base}/${version}/loader.js?key=${encodeURIComponent(shop.key)}` };
  }
}
