import type { RegisteredShop } from '@trova/contracts';
import { epochSeconds } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { ConnectedShop, Connector } from './connector';
import { insertNewShop, type NewShopStore } from './new-shop';
import type { PlatformConnectorDependencies } from './platform.connector';

/** Whose a shop is: the port `ShopsRepository` implements (shops sits above connectors). */
export interface ShopOwnerStore {
  /** The shop when it belongs to the customer; nothing for another customer's. */
  findOwned(customerId: string, shopId: string): Promise<{ id: string; key: string } | undefined>;
}

export type ShopifyConnectorDependencies = PlatformConnectorDependencies & {
  shops: NewShopStore & ShopOwnerStore;
};

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

  constructor(private readonly deps: ShopifyConnectorDependencies) {}

  /**
   * The customer's new shop linked to the store by the install's token, its first import queued
   * (the import registers the webhooks). A store already linked to one of the customer's shops
   * (the app re-installed after an uninstall, or to grant permissions again) keeps that shop: the
   * new token replaces the old one and a full import is queued, whose success clears the failure.
   * Another customer's store is refused: one store, one Trova shop, since webhooks find the shop
   * by the store's host.
   * @throws AppError `shopify-store-connected`, `shop-limit-reached`
   * @example await connector.connectShop(customerId, { host: 'bottega.myshopify.com', accessToken, languageIso: 'it' });
   */
  async connectShop(customerId: string, grant: ShopifyGrant): Promise<RegisteredShop> {
    const credentials = { platform: 'shopify', host: grant.host, accessToken: grant.accessToken };
    const linked = await this.deps.links.findByStoreKey('shopify', grant.host);
    if (linked) {
      const owned = await this.deps.shops.findOwned(customerId, linked.shop_id);
      if (!owned) throw new AppError('shopify-store-connected');
      await this.deps.links.setCredentials(owned.id, credentials);
      await this.deps.queueSync(owned.id);
      return { status: 'OK', id: owned.id, key: owned.key };
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
      credentials,
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
