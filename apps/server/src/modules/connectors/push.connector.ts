import type { CustomShopRegistration, PushPlatform, RegisteredShop } from '@trova/contracts';
import type { Clock } from '../../clock';
import type { Connector } from './connector';
import { insertNewShop, type NewShopStore } from './new-shop';
import type { ShopLimit } from './shop-limit';

export interface PushConnectorDependencies {
  shops: NewShopStore;
  /** The customer's shop limit, checked as the shop is inserted. */
  shopLimit: ShopLimit;
  now: Clock;
}

/**
 * Platforms whose catalogue arrives through the push API (docs/product/catalogue.md): the Custom
 * Integration, and the CMS plugins that call the same API with the customer's API key as products
 * change. Nothing is scheduled and nothing needs stopping: a deleted shop's pushes answer 404.
 */
export class PushConnector implements Connector {
  readonly connect = 'api-key';
  readonly source = 'push';
  readonly schedule = 'on-change';
  readonly editableWidgets = ['language_iso'] as const;

  constructor(
    readonly platform: PushPlatform,
    private readonly deps: PushConnectorDependencies,
  ) {}

  /**
   * `POST integrations/custom`: a shop waiting for its first products, with its public search key.
   * @example const { id, key } = await push.connectShop(customerId, { shopUrl, languageIso: 'it', platform: 'woocommerce' });
   */
  async connectShop(customerId: string, input: CustomShopRegistration): Promise<RegisteredShop> {
    const shop = await insertNewShop(this.deps.shops, this.deps.now, this.deps.shopLimit, {
      customerId,
      platform: this.platform,
      url: input.shopUrl,
      languageIso: input.languageIso,
      platformVersion: input.platformVersion ?? null,
    });
    return { status: 'OK', ...shop };
  }

  disconnect(): Promise<void> {
    return Promise.resolve();
  }

  dataChanged(): Promise<void> {
    return Promise.resolve();
  }
}
