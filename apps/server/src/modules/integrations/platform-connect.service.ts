import type {
  CredentialPlatform,
  PlatformCheckResponse,
  PlatformConnect,
  PlatformCredentials,
  RegisteredShop,
  StatusResponse,
} from '@trova/contracts';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import type { PlatformConnector } from '../connectors/index';
import { isPlatformError, type PlatformClient } from '../platforms/index';

/** What connecting a platform shop needs of the modules around it. */
export interface PlatformConnectDependencies {
  connector(platform: CredentialPlatform): PlatformConnector;
  /** The customer's shop, or nothing for another customer's. */
  ownedShop(
    customerId: string,
    shopId: string,
  ): Promise<{ id: string; cms_type: string; language_iso: string } | undefined>;
  /** The platform's client for pasted credentials (the SSRF guard on, plus the test allowance). */
  client(
    credentials: PlatformCredentials,
    languageIso: string,
  ): Pick<PlatformClient, 'check'> & { close?: () => void };
  /** Counts one call of the customer that reaches a store (throws `too-many-requests`). */
  limit(customerId: string): Promise<void>;
  /** Whether the shop reads its catalogue from its store's API (it has a `shop_platforms` link). */
  linked(shopId: string): Promise<boolean>;
  /** Queues the shop's full import (`shop.sync`). */
  queueSync(shopId: string): Promise<void>;
}

/**
 * The wizard's credential platforms (docs/product/catalogue.md, "Platforms"): credentials are
 * checked against the store before anything is stored, and a failed check names the platform
 * error (`platform-credentials-invalid`, …) and writes nothing.
 */
export class PlatformConnectService {
  constructor(private readonly deps: PlatformConnectDependencies) {}

  /**
   * `POST integrations/platforms/check`: the store the credentials reach.
   * @example (await platforms.check(caller, { platform: 'woocommerce', storeUrl, consumerKey, consumerSecret })).storeName
   */
  async check(
    caller: Caller | undefined,
    credentials: PlatformCredentials,
    languageIso = 'en',
  ): Promise<PlatformCheckResponse> {
    const { customerId } = requireCaller(caller);
    await this.deps.limit(customerId);
    return this.probe(credentials, languageIso);
  }

  /**
   * `POST integrations/platforms`: checks the credentials, then creates the shop, its link and
   * queues the first import (within the customer's shop limit).
   * @example const { id, key } = await platforms.connect(caller, { shopUrl, languageIso: 'it', credentials });
   */
  async connect(caller: Caller | undefined, input: PlatformConnect): Promise<RegisteredShop> {
    const { customerId } = requireCaller(caller);
    await this.deps.limit(customerId);
    await this.probe(input.credentials, input.languageIso);
    return this.deps.connector(input.credentials.platform).connectShop(customerId, input);
  }

  /**
   * `PUT integrations/platforms/{id}`: new credentials for the caller's shop of the same platform,
   * checked, stored, and an import queued (how an owner fixes a failed first sync).
   * @example await platforms.replaceCredentials(caller, shopId, { platform: 'prestashop', storeUrl, webserviceKey });
   */
  async replaceCredentials(
    caller: Caller | undefined,
    shopId: string,
    credentials: PlatformCredentials,
  ): Promise<PlatformCheckResponse> {
    const { customerId } = requireCaller(caller);
    const shop = await this.deps.ownedShop(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    if (shop.cms_type !== credentials.platform) throw new AppError('platform-mismatch');
    await this.deps.limit(customerId);
    const checked = await this.probe(credentials, shop.language_iso);
    await this.deps.connector(credentials.platform).replaceCredentials(shop, credentials);
    return checked;
  }

  /**
   * `POST integrations/platforms/{id}/sync`: the caller's platform shop imported again with the
   * credentials it has, after a failure the store has since fixed (an outage, a permission).
   * @example await platforms.retrySync(caller, shopId); // { status: 'OK' }, the import queued
   */
  async retrySync(caller: Caller | undefined, shopId: string): Promise<StatusResponse> {
    const { customerId } = requireCaller(caller);
    const shop = await this.deps.ownedShop(customerId, shopId);
    if (!shop) throw new AppError('shop-not-found');
    if (!(await this.deps.linked(shop.id))) {
      throw new AppError('platform-mismatch', "the shop is not read from its store's API");
    }
    await this.deps.limit(customerId);
    await this.deps.queueSync(shop.id);
    return { status: 'OK' };
  }

  /** The store the credentials reach; the client's sockets are closed whatever the answer. */
  private async probe(
    credentials: PlatformCredentials,
    languageIso: string,
  ): Promise<PlatformCheckResponse> {
    const client = this.deps.client(credentials, languageIso);
    try {
      const store = await client.check();
      return { storeName: store.name, currency: store.currency, productCount: store.productCount };
    } catch (error) {
      if (isPlatformError(error)) throw new AppError(error.code, error.message);
      throw error;
    } finally {
      client.close?.();
    }
  }
}
