import {
  API_PREFIX,
  type RegisteredShop,
  type ShopifyConnectQuery,
  type ShopifyConnectResponse,
} from '@trova/contracts';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../../kernel/caller';
import { randomToken } from '../../kernel/secrets';
import type { ShopifyGrant } from '../connectors/index';
import { isPlatformError, verifyShopifyOAuthQuery, type PlatformHttp } from '../platforms/index';
import { shopifyAuthorisationUrl, shopifyHost } from './shopify-authorisation';
import type { ShopifyOAuthStatesRepository } from './shopify-oauth-states.repository';
import { isBrowserOfState } from './shopify-state-cookie';

/** The Shopify app as the operator registered it (docs/deploy.md, "Shopify app"). */
export interface ShopifyAppSettings {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** Public origin of this server: the callback and the console live there. */
  baseUrl: () => string;
  /** Test only: replaces `https://{shop}` (authorisation page and token exchange) with a fake. */
  apiOrigin?: string | undefined;
}

export interface ShopifyInstallDependencies {
  states: ShopifyOAuthStatesRepository;
  /** Creates the shop and its link, and queues its first import. */
  connector: { connectShop(customerId: string, grant: ShopifyGrant): Promise<RegisteredShop> };
  app: ShopifyAppSettings;
  /** For the code-for-token exchange, under the SSRF guard. */
  http: PlatformHttp;
  now: Clock;
}

/** How long an install may take between the wizard and Shopify's callback. */
export const SHOPIFY_STATE_TTL_SECONDS = 600;
/** The catalogue's language when the wizard named none. */
const DEFAULT_LANGUAGE = 'it';

/**
 * The Shopify app install (OAuth authorisation code grant, shopify.dev "Authorization code grant"):
 * the wizard asks for the store's authorisation page, Shopify sends the owner back to the callback
 * with a code, and the code becomes the store's offline token. Every failure of the callback ends
 * in the wizard with an error code, never on a bare error page.
 */
export class ShopifyInstallService {
  constructor(private readonly deps: ShopifyInstallDependencies) {}

  /** The public origin the callback and the console live at. */
  baseUrl(): string {
    return this.deps.app.baseUrl();
  }

  /**
   * `POST integrations/shp?shop=`: a one-time state bound to the caller, and the store admin's
   * authorisation page for our app carrying it. The route binds the state to the browser too
   * (shopify-state-cookie.ts).
   * @throws AppError `shopify-not-configured` (the operator registered no app), `shopify-domain-invalid`
   * @example (await install.start(caller, { shop: 'bottega' })).redirectUrl // 'https://bottega.myshopify.com/admin/oauth/authorize?…'
   */
  async start(
    caller: Caller | undefined,
    query: ShopifyConnectQuery,
  ): Promise<ShopifyConnectResponse & { state: string }> {
    const { customerId } = requireCaller(caller);
    const { clientId, clientSecret, baseUrl } = this.deps.app;
    if (!clientId || !clientSecret) throw new AppError('shopify-not-configured');
    const host = shopifyHost(query.shop);
    if (!host) throw new AppError('shopify-domain-invalid');
    const state = randomToken(24);
    const now = epochSeconds(this.deps.now);
    await this.deps.states.insert(
      {
        state,
        customer_id: customerId,
        host,
        language_iso: query.languageIso ?? DEFAULT_LANGUAGE,
        expires_at: now + SHOPIFY_STATE_TTL_SECONDS,
      },
      now,
    );
    const callback = `${baseUrl()}${API_PREFIX}/integrations/shp/callback`;
    const origin = this.deps.app.apiOrigin ?? `https://${host}`;
    return { redirectUrl: shopifyAuthorisationUrl(origin, clientId, callback, state), state };
  }

  /**
   * `GET integrations/shp/callback`: checks Shopify's signature, the state (once, in time, for the
   * same store, in the browser that started the install: `cookieHeader`), exchanges the code for
   * the store's token and connects the shop. Returns where the browser goes: the wizard's shop
   * step with the new shop, or with an error code.
   * @example const location = await install.callback(request.query, request.headers.cookie); // '…/wizard/shop?shop=…'
   */
  async callback(
    query: Record<string, string | undefined>,
    cookieHeader: string | undefined,
  ): Promise<string> {
    const wizard = `${this.deps.app.baseUrl()}/wizard/shop`;
    try {
      const shop = await this.connect(query, cookieHeader);
      return `${wizard}?shop=${encodeURIComponent(shop.id)}`;
    } catch (error) {
      const code =
        error instanceof AppError || isPlatformError(error) ? error.code : 'internal-error';
      return `${wizard}?error=${encodeURIComponent(code)}`;
    }
  }

  private async connect(
    query: Record<string, string | undefined>,
    cookieHeader: string | undefined,
  ): Promise<RegisteredShop> {
    const { clientId, clientSecret } = this.deps.app;
    if (!clientId || !clientSecret) throw new AppError('shopify-not-configured');
    if (!(await verifyShopifyOAuthQuery(query, clientSecret))) {
      throw new AppError('shopify-oauth-invalid');
    }
    // Shopify names the store by its permanent host; anything else is not a Shopify callback.
    const host = query.shop ?? '';
    if (shopifyHost(host) !== host) throw new AppError('shopify-domain-invalid');
    // Another browser than the one that started the install (a link sent to the store's owner).
    if (!isBrowserOfState(cookieHeader, query.state ?? '', this.deps.app.baseUrl())) {
      throw new AppError('shopify-oauth-invalid');
    }
    const install = query.state ? await this.deps.states.take(query.state) : undefined;
    if (!install || install.host !== host) throw new AppError('shopify-oauth-invalid');
    if (install.expires_at < epochSeconds(this.deps.now)) {
      throw new AppError('shopify-state-expired');
    }
    const accessToken = await this.exchange(host, query.code ?? '', clientId, clientSecret);
    return this.deps.connector.connectShop(install.customer_id, {
      host,
      accessToken,
      languageIso: install.language_iso,
    });
  }

  /** The authorisation code for the store's offline access token (one use, Shopify-side). */
  private async exchange(
    host: string,
    code: string,
    clientId: string,
    clientSecret: string,
  ): Promise<string> {
    const origin = this.deps.app.apiOrigin ?? `https://${host}`;
    const response = await this.deps.http.request({
      method: 'POST',
      url: `${origin}/admin/oauth/access_token`,
      body: { client_id: clientId, client_secret: clientSecret, code },
    });
    const token = response.json<{ access_token?: unknown }>().access_token;
    if (typeof token !== 'string' || !token) throw new AppError('shopify-oauth-invalid');
    return token;
  }
}
