import type { RegisteredShop } from '@trova/contracts';
import { epochSeconds } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { ConnectedShop, Connector } from './connector';
import { insertNewShop } from './new-shop';
import type { PlatformConnectorDependencies } from './platform.connector';

/** What the Shopify app install hands over: the store and our app's offline token for it. */
export interface ShopifyGrant {
  /** `x.myshopify.com`: also the key Shopify's webhooks name the store by. */
  host: string;
  accessToken: string;
  languageIso: string;
}

/**
 * Shopify: the owner installs Trova's Shopify app (OAuth), Trova imports the catalogue by a bulk
 * export and Shopify notifies product changes by webhook (docs/product/catalogue.md, "Shopify").
 */
export class ShopifyConnector implements Connector {
  readonly platform = 'shopify';
  readonly connect = 'oauth';
  readonly source = 'webhook';
  readonly schedule = 'on-change';
  readonly editableWidgets = [] as const;

  constructor(private readonly deps: PlatformConnectorDependencies) {}

  /**
   * The customer's new shop linked to the store by the install's token, its first import queued
   * (the import registers the webhooks). A store connected to a shop already is refused: one
   * store, one Trova shop, since webhooks find the shop by the store's host.
   * @throws AppError `shopify-store-connected`, `shop-limit-reached`
   * @example await connector.connectShop(customerId, { host: 'bottega.myshopify.com', accessToken, languageIso: 'it' });
   */
  async connectShop(customerId: string, grant: ShopifyGrant): Promise<RegisteredShop> {
    if (await this.deps.links.findByStoreKey('shopify', grant.host)) {
      throw new AppError('shopify-store-connected');
    }
    const shop = await insertNewShop(this.deps.shops, this.deps.now, this.deps.shopLimit, {
      customerId,
      platform: 'shopify',
      url: `https://${grant.host}`,
      languageIso: grant.languageIso,
    });
    await this.deps.links.insert({
      shopId: shop.id,
      platform: 'shopify',
      credentials: { platform: 'shopify', host: grant.host, accessToken: grant.accessToken },
      storeKey: grant.host,
      now: epochSeconds(this.deps.now),
    });
    await this.deps.queueSync(shop.id);
    return { status: 'OK', ...shop };
  }

  /** Removes the webhooks as far as Shopify still answers (an uninstalled app cannot), then the link. */
  async disconnect(shop: ConnectedShop): Promise<void> {
    const link = await this.deps.links.find(shop.id);
    if (!link) return;
    await this.deps.removeWebhooks(link).catch((error: unknown) => {
      this.deps.log.warn({ err: error, shopId: shop.id }, 'Shopify webhooks not removed');
    });
    await this.deps.links.remove(shop.id);
  }

  dataChanged(): Promise<void> {
    return Promise.resolve();
  }
}
