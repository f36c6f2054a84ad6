import {
  WooFakeError,
  paginate,
  productJson,
  type WooFakeCatalogue,
  type WooFakePage,
} from './woocommerce-fake-store';
import { pingWooWebhook, webhookJson, type WooFakeWebhook } from './woocommerce-fake-webhooks';

/** The fake's webhooks, the pings it sent and the next id. */
export interface WooFakeHooks {
  webhooks: WooFakeWebhook[];
  pings: { webhookId: number; status: number }[];
  nextId: number;
}

export interface WooFakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What the API routes serve: the catalogue, the webhooks, the store's currency and taxes. */
export interface WooFakeApi {
  catalogue: WooFakeCatalogue;
  hooks: WooFakeHooks;
  currency: string;
  tax: WooFakeTax;
}

/** The store's tax setup (WooCommerce → Settings → Tax, and General's base location). */
export interface WooFakeTax {
  /** `woocommerce_calc_taxes`; default false, as a fresh WooCommerce. */
  enabled: boolean;
  /** `woocommerce_prices_include_tax`. */
  pricesIncludeTax: boolean;
  /** `woocommerce_tax_display_shop` is `incl`. */
  displayIncludingTax: boolean;
  /** `woocommerce_default_country`, "IT" or "US:CA". */
  baseCountry: string;
  rates: readonly Record<string, unknown>[];
}

/**
 * The authenticated routes under `/wp-json/wc/v3/` the client uses: products (with the list
 * headers `X-WP-Total` and `X-WP-TotalPages`), variations, categories, the current currency and
 * webhooks. Unknown routes answer WordPress's `rest_no_route`.
 */
export async function routeWooFakeApi(
  api: WooFakeApi,
  method: string,
  route: string,
  query: URLSearchParams,
  rawBody: string,
): Promise<WooFakeAnswer> {
  const paged = <T>(page: WooFakePage<T>, map: (item: T) => unknown = (item) => item) => ({
    status: 200,
    body: page.items.map(map),
    headers: { 'x-wp-total': String(page.total), 'x-wp-totalpages': String(page.totalPages) },
  });
  const variations = /^products\/(\d+)\/variations$/.exec(route);
  if (method === 'GET') {
    if (route === 'products') return paged(api.catalogue.list(query), productJson);
    if (route === 'products/categories') return paged(api.catalogue.categoryPage(query));
    if (variations) return paged(api.catalogue.variations(Number(variations[1]), query));
    if (route === 'settings/tax') {
      const yes = (value: boolean) => (value ? 'yes' : 'no');
      return {
        status: 200,
        body: [
          { id: 'woocommerce_calc_taxes', value: yes(api.tax.enabled) },
          { id: 'woocommerce_prices_include_tax', value: yes(api.tax.pricesIncludeTax) },
          {
            id: 'woocommerce_tax_display_shop',
            value: api.tax.displayIncludingTax ? 'incl' : 'excl',
          },
        ],
      };
    }
    if (route === 'settings/general') {
      return {
        status: 200,
        body: [{ id: 'woocommerce_default_country', value: api.tax.baseCountry }],
      };
    }
    if (route === 'taxes') return paged(paginate(api.tax.rates, query));
    if (route === 'data/currencies/current') {
      return { status: 200, body: { code: api.currency, name: api.currency, symbol: '' } };
    }
  }
  const hooked = await routeWooFakeWebhooks(api.hooks, method, route, query, rawBody);
  if (hooked) return hooked;
  throw new WooFakeError(
    404,
    'rest_no_route',
    'No route was found matching the URL and request method.',
  );
}

const TOPICS = new Set([
  'product.created',
  'product.updated',
  'product.deleted',
  'product.restored',
  'order.created',
  'order.updated',
]);
const STATUSES = new Set(['active', 'paused', 'disabled']);

/**
 * `/webhooks` of the REST API v3: list (paged), create (pinging the address as WooCommerce does
 * after a REST creation), update and delete (only with `force=true`: webhooks have no trash).
 * Null when the route is not a webhook route.
 */
export async function routeWooFakeWebhooks(
  hooks: WooFakeHooks,
  method: string,
  route: string,
  query: URLSearchParams,
  rawBody: string,
): Promise<WooFakeAnswer | null> {
  if (route === 'webhooks' && method === 'GET') {
    const status = query.get('status') ?? 'all';
    const page = paginate(
      hooks.webhooks.filter((hook) => status === 'all' || hook.status === status),
      query,
    );
    return {
      status: 200,
      body: page.items.map(webhookJson),
      headers: { 'x-wp-total': String(page.total), 'x-wp-totalpages': String(page.totalPages) },
    };
  }
  if (route === 'webhooks' && method === 'POST') {
    const body = parse(rawBody);
    const topic = text(body.topic, '');
    const deliveryUrl = text(body.delivery_url, '');
    if (!TOPICS.has(topic))
      throw new WooFakeError(400, 'rest_invalid_param', 'Invalid parameter(s): topic');
    if (!/^https?:\/\//.test(deliveryUrl)) {
      throw new WooFakeError(
        400,
        'woocommerce_rest_webhook_invalid_delivery_url',
        'Webhook delivery URL must be a valid URL starting with http:// or https://',
      );
    }
    const webhook: WooFakeWebhook = {
      id: hooks.nextId++,
      name: text(body.name, topic),
      status: readStatus(body.status) ?? 'active',
      topic,
      delivery_url: deliveryUrl,
      secret: text(body.secret, 'wc-generated-secret'),
      failure_count: 0,
    };
    hooks.webhooks.push(webhook);
    if (webhook.status === 'active') {
      hooks.pings.push({ webhookId: webhook.id, status: await pingWooWebhook(webhook) });
    }
    return { status: 201, body: webhookJson(webhook) };
  }
  const one = /^webhooks\/(\d+)$/.exec(route);
  if (!one) return null;
  const index = hooks.webhooks.findIndex((hook) => hook.id === Number(one[1]));
  const webhook = hooks.webhooks[index];
  if (method === 'DELETE' && query.get('force') !== 'true') {
    throw new WooFakeError(
      501,
      'woocommerce_rest_trash_not_supported',
      'Webhooks do not support trashing.',
    );
  }
  if (!webhook)
    throw new WooFakeError(404, 'woocommerce_rest_webhook_invalid_id', 'ID is invalid.');
  if (method === 'GET') return { status: 200, body: webhookJson(webhook) };
  if (method === 'PUT') {
    const body = parse(rawBody);
    const status = readStatus(body.status);
    if (status) {
      // Re-activation clears the failure count, so the next failures start again from zero.
      if (status === 'active' && webhook.status !== 'active') webhook.failure_count = 0;
      webhook.status = status;
    }
    if (typeof body.secret === 'string') webhook.secret = body.secret;
    if (typeof body.delivery_url === 'string') webhook.delivery_url = body.delivery_url;
    return { status: 200, body: webhookJson(webhook) };
  }
  if (method === 'DELETE') {
    hooks.webhooks.splice(index, 1);
    return { status: 200, body: webhookJson(webhook) };
  }
  return null;
}

function readStatus(value: unknown): WooFakeWebhook['status'] | undefined {
  return typeof value === 'string' && STATUSES.has(value)
    ? (value as WooFakeWebhook['status'])
    : undefined;
}

function parse(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}
