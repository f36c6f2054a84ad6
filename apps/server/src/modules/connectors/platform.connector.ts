import type {
  CredentialPlatform,
  PlatformConnect,
  PlatformCredentials,
  RegisteredShop,
} from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.schema';
import { epochSeconds, type Clock } from '../../clock';
import { randomToken } from '../../kernel/secrets';
import type { ConnectedShop, Connector } from './connector';
import { insertNewShop, type NewShopStore } from './new-shop';
import type { ShopPlatformRow, ShopPlatformsRepository } from './shop-platforms.repository';
import type { ShopLimit } from './shop-limit';

/** Takes back a shop just created whose link could not be stored (the shops repository). */
export interface ShopUndoStore {
  delete(
    customerId: string,
    shopId: string,
    inTransaction: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean>;
}

export interface PlatformConnectorDependencies {
  shops: NewShopStore & ShopUndoStore;
  links: ShopPlatformsRepository;
  /** The customer's shop limit, checked as the shop is inserted. */
  shopLimit: ShopLimit;
  /** Queues a `shop.sync` job of the shop: for a platform shop, a full import. */
  queueSync: (shopId: string) => Promise<void>;
  /** Removes the webhooks Trova registered at the store (sync builds the platform's client). */
  removeWebhooks: (link: ShopPlatformRow) => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: Clock;
}

/**
 * WooCommerce, PrestaShop, Magento 2 and Storeden: Trova reads the catalogue from the store's own
 * API with credentials the owner pasted (docs/product/catalogue.md, "Platforms"). The caller has
 * checked the credentials against the store; this stores them and queues the import.
 */
export class PlatformConnector implements Connector {
  readonly connect = 'credentials';
  readonly source = 'platform-api';
  readonly schedule = 'on-change';
  readonly editableWidgets = ['language_iso'] as const;

  constructor(
    readonly platform: CredentialPlatform,
    private readonly deps: PlatformConnectorDependencies,
  ) {}

  /**
   * The customer's new shop, linked to its store, its first import queued. A WooCommerce link gets
   * the secret its webhooks will be signed with.
   * @example const { id, key } = await connector.connectShop(customerId, { shopUrl, languageIso: 'it', credentials });
   */
  async connectShop(customerId: string, input: PlatformConnect): Promise<RegisteredShop> {
    const shop = await insertNewShop(this.deps.shops, this.deps.now, this.deps.shopLimit, {
      customerId,
      platform: this.platform,
      url: input.shopUrl,
      languageIso: input.languageIso,
      platformVersion: input.platformVersion ?? null,
    });
    try {
      await this.deps.links.insert({
        shopId: shop.id,
        platform: this.platform,
        credentials: input.credentials,
        webhookSecret: this.platform === 'woocommerce' ? randomToken(24) : null,
        now: epochSeconds(this.deps.now),
      });
      await this.deps.queueSync(shop.id);
    } catch (error) {
      // A shop without its link or its import would be taken for a feed shop and fail oddly:
      // the owner gets the error and no shop, and may connect again.
      await this.deps.shops.delete(customerId, shop.id, () => Promise.resolve()).catch(() => false);
      throw error;
    }
    return { status: 'OK', ...shop };
  }

  /**
   * Checked credentials replace the stored ones, and an import runs with them (a retry). A shop of
   * the platform registered through the push API has no link yet: the credentials create it, which
   * moves the shop from pushes to API sync (docs/decisions.md, "Push shop given credentials").
   */
  async replaceCredentials(shop: ConnectedShop, credentials: PlatformCredentials): Promise<void> {
    if (await this.deps.links.find(shop.id)) {
      await this.deps.links.setCredentials(shop.id, credentials);
    } else {
      await this.deps.links.insert({
        shopId: shop.id,
        platform: this.platform,
        credentials,
        webhookSecret: this.platform === 'woocommerce' ? randomToken(24) : null,
        now: epochSeconds(this.deps.now),
      });
    }
    await this.deps.queueSync(shop.id);
  }

  /**
   * Removes the webhooks at the store as far as it still answers (a store that is gone or refuses
   * the old key must not keep the owner from deleting the shop), then the link.
   */
  async disconnect(shop: ConnectedShop): Promise<void> {
    const link = await this.deps.links.find(shop.id);
    if (!link) return;
    await this.deps.removeWebhooks(link).catch((error: unknown) => {
      this.deps.log.warn({ err: error, shopId: shop.id }, 'platform webhooks not removed');
    });
    await this.deps.links.remove(shop.id);
  }

  /** A changed language changes the names PrestaShop gives: the catalogue is read again. */
  async dataChanged(shop: ConnectedShop): Promise<void> {
    await this.deps.queueSync(shop.id);
  }
}
