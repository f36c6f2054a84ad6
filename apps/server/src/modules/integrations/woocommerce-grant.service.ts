import {
  API_PREFIX,
  wooCommerceCredentialsSchema,
  type RegisteredShop,
  type WooCommerceGrant,
  type WooCommerceGrantStatus,
} from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import { randomToken } from '../../kernel/secrets';
import { isPlatformError } from '../platforms/index';
import type { PlatformConnectDependencies } from './platform-connect.service';
import type { WooCommerceGrantsRepository } from './woocommerce-grants.repository';

export interface WooCommerceGrantDependencies {
  grants: WooCommerceGrantsRepository;
  /** The credential platforms' connectors and clients, as `POST integrations/platforms` uses them. */
  platforms: Pick<PlatformConnectDependencies, 'connector' | 'client'>;
  /** Public origin of this server: the callback and the console live there. */
  baseUrl: () => string;
  now: Clock;
  /** Where a failure to record an outcome goes (nobody awaits the connect behind the answer). */
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** How long the store manager may take between the wizard and the store posting the keys. */
export const WOOCOMMERCE_GRANT_TTL_SECONDS = 600;
/** Where WooCommerce posts the keys it created (WooCommerce requires https here in production). */
export const WOOCOMMERCE_GRANT_CALLBACK_PATH = `${API_PREFIX}/integrations/woocommerce/callback`;

/** What WooCommerce posts to the callback (WC_Auth::post_consumer_data); `user_id` is our nonce. */
const grantedKeysSchema = z.object({
  user_id: z.union([z.string(), z.number()]).transform(String),
  consumer_key: wooCommerceCredentialsSchema.shape.consumerKey,
  consumer_secret: wooCommerceCredentialsSchema.shape.consumerSecret,
});

/**
 * WooCommerce's app authentication endpoint (docs/product/catalogue.md, "WooCommerce"): instead of
 * pasting keys, the owner approves Trova on the store's `/wc-auth/v1/authorize` page, WooCommerce
 * posts a new key pair to the callback for the one-time nonce it was given as `user_id`, and the
 * shop is connected exactly like pasted keys: checked first, nothing written when they fail.
 */
export class WooCommerceGrantService {
  constructor(private readonly deps: WooCommerceGrantDependencies) {}

  /**
   * `POST integrations/woocommerce/grant`: a one-time nonce bound to the caller, and the store's
   * authorisation page asking for read/write keys (write: webhooks keep the catalogue in sync).
   * @example (await grant.start(caller, { storeUrl: 'https://bottega.it', languageIso: 'it' })).authorizeUrl
   */
  async start(
    caller: Caller | undefined,
    input: WooCommerceGrant,
  ): Promise<{ authorizeUrl: string }> {
    const { customerId } = requireCaller(caller);
    const nonce = randomToken(24);
    const now = epochSeconds(this.deps.now);
    const storeUrl = input.storeUrl.replace(/\/+$/, '');
    await this.deps.grants.insert(
      {
        ...{ nonce, customer_id: customerId, store_url: storeUrl, language_iso: input.languageIso },
        shop_url: input.shopUrl ?? storeUrl,
        expires_at: now + WOOCOMMERCE_GRANT_TTL_SECONDS,
      },
      now,
    );
    const base = this.deps.baseUrl();
    const query = new URLSearchParams({
      app_name: 'Trova',
      scope: 'read_write',
      user_id: nonce,
      return_url: `${base}/wizard/shop?wc=${encodeURIComponent(nonce)}`,
      callback_url: `${base}${WOOCOMMERCE_GRANT_CALLBACK_PATH}`,
    });
    return { authorizeUrl: `${storeUrl}/wc-auth/v1/authorize?${query.toString()}` };
  }

  /**
   * The store's post of the keys: claims the live grant (once, in time) and answers at once —
   * WooCommerce waits for the answer, and deletes the keys when it is not a 200 — while the keys
   * are checked and the shop connected behind it (`settled`).
   * @throws AppError `woocommerce-grant-invalid` (unknown or used nonce, unreadable body),
   * `woocommerce-grant-expired`
   * @example const { settled } = await grant.receive(request.body);
   */
  async receive(body: unknown): Promise<{ settled: Promise<void> }> {
    const keys = grantedKeysSchema.safeParse(body);
    if (!keys.success) throw new AppError('woocommerce-grant-invalid');
    const nonce = keys.data.user_id;
    const now = epochSeconds(this.deps.now);
    const grant = await this.deps.grants.claim(nonce, now);
    if (!grant) {
      const known = await this.deps.grants.find(nonce);
      if (known?.status === 'pending') {
        await this.deps.grants.settle(nonce, {
          status: 'failed',
          code: 'woocommerce-grant-expired',
        });
        throw new AppError('woocommerce-grant-expired');
      }
      throw new AppError('woocommerce-grant-invalid');
    }
    const settled = this.connect(grant, keys.data.consumer_key, keys.data.consumer_secret);
    void settled.catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'WooCommerce grant outcome not recorded');
    });
    return { settled };
  }

  /**
   * `GET integrations/woocommerce/grant/{nonce}`: the caller's grant's outcome.
   * @throws AppError `woocommerce-grant-not-found` (unknown, or another customer's)
   * @example (await grant.status(caller, nonce)).status // 'connected'
   */
  async status(caller: Caller | undefined, nonce: string): Promise<WooCommerceGrantStatus> {
    const { customerId } = requireCaller(caller);
    const grant = await this.deps.grants.find(nonce);
    if (!grant || grant.customer_id !== customerId)
      throw new AppError('woocommerce-grant-not-found');
    if (grant.status === 'connected' && grant.shop_id) {
      return { status: 'connected', shopId: grant.shop_id };
    }
    if (grant.status === 'failed')
      return { status: 'failed', code: grant.code ?? 'internal-error' };
    if (grant.status === 'pending' && grant.expires_at < epochSeconds(this.deps.now)) {
      return { status: 'failed', code: 'woocommerce-grant-expired' };
    }
    return { status: 'pending' };
  }

  private async connect(
    grant: {
      nonce: string;
      customer_id: string;
      store_url: string;
      shop_url: string;
      language_iso: string;
    },
    consumerKey: string,
    consumerSecret: string,
  ): Promise<void> {
    const credentials = {
      ...{ platform: 'woocommerce' as const, storeUrl: grant.store_url },
      ...{ consumerKey, consumerSecret },
    };
    try {
      await this.deps.platforms.client(credentials, grant.language_iso).check();
      const shop: RegisteredShop = await this.deps.platforms
        .connector('woocommerce')
        .connectShop(grant.customer_id, {
          ...{ shopUrl: grant.shop_url, languageIso: grant.language_iso, credentials },
        });
      await this.deps.grants.settle(grant.nonce, { status: 'connected', shopId: shop.id });
    } catch (error) {
      const code =
        error instanceof AppError || isPlatformError(error) ? error.code : 'internal-error';
      await this.deps.grants.settle(grant.nonce, { status: 'failed', code });
    }
  }
}
