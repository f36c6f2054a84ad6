import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  deliverWebhook,
  json,
  jsonQuery,
  readText,
  signedCallbackQuery,
} from './shopify-fake-http';
import { answerGraphql, productLines, type FakeShopifyState } from './shopify-graphql.fake';
import { shopifyFixtures, type FakeShopifyProduct } from './shopify.fixtures';

/** One request Trova made to the fake. */
export interface FakeShopifyRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** `X-Shopify-Access-Token`, when sent. */
  accessToken: string | undefined;
  /** The GraphQL operation's name (`TrovaBulkRun`, …), for GraphQL calls. */
  operation: string | undefined;
}

export interface ShopifyFakeOptions {
  products?: FakeShopifyProduct[];
  shop?: string;
  clientId?: string;
  clientSecret?: string;
  accessToken?: string;
  /** A fixed port (browser tests name it in `TROVA_PLATFORM_TEST_TARGETS`); default any free one. */
  port?: number;
  /** Polls of the bulk export that answer RUNNING before it completes; default 1. */
  bulkPolls?: number;
  /** Line order of the bulk export's file; default `grouped`. */
  exportOrder?: FakeShopifyState['exportOrder'];
}

export type ShopifyFake = Awaited<ReturnType<typeof startShopifyFake>>;

/**
 * A loopback stand-in for one Shopify shop and Shopify's OAuth, implementing only what Trova uses
 * (shopify.dev: OAuth authorization code grant, GraphQL Admin API bulk operations, nodes, products,
 * webhook subscriptions, and webhook delivery with `X-Shopify-Hmac-Sha256`). Throttling (HTTP 429
 * or GraphQL THROTTLED), bad tokens and refused permissions can be injected; every request is logged.
 * @example const fake = await startShopifyFake(); const client = createShopifyClient({ host: fake.shop, accessToken: fake.accessToken, apiOrigin: fake.origin }, http);
 */
export async function startShopifyFake(options: ShopifyFakeOptions = {}) {
  const shop = options.shop ?? 'bottega-alpina.myshopify.com';
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  let accessToken = options.accessToken ?? 'shpat_fake_token';
  let counter = 1000;
  const state: FakeShopifyState = {
    name: 'Bottega Alpina',
    currency: 'EUR',
    origin: () => origin,
    storefront: 'https://bottega-alpina.example',
    products: options.products ?? shopifyFixtures(),
    webhooks: new Map(),
    bulk: null,
    bulkPolls: options.bulkPolls ?? 1,
    exportOrder: options.exportOrder ?? 'grouped',
    countLimit: 10_000,
    nextId: () => ++counter,
  };
  const requests: FakeShopifyRequest[] = [];
  const failures: { status: number; retryAfter?: string }[] = [];
  let throttles = 0;
  const codes = new Set<string>();

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const body = await readText(request);
    const token = request.headers['x-shopify-access-token'];
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(body ? jsonQuery(body) : '')?.[1];
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      accessToken: typeof token === 'string' ? token : undefined,
      operation,
    });
    if (url.pathname === '/admin/oauth/authorize') return authorize(url, response);
    if (url.pathname === '/admin/oauth/access_token') return exchange(body, response);
    if (/^\/bulk\/\d+\.jsonl$/.test(url.pathname)) return serveExport(response);
    if (!/^\/admin\/api\/[\d-]+\/graphql\.json$/.test(url.pathname)) {
      return json(response, 404, { errors: 'Not Found' });
    }
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> = failure.retryAfter
        ? { 'retry-after': failure.retryAfter }
        : {};
      return json(response, failure.status, { errors: 'injected' }, headers);
    }
    if (token !== accessToken) {
      return json(response, 401, { errors: '[API] Invalid API key or access token' });
    }
    if (throttles > 0) {
      throttles--;
      const throttleStatus = { maximumAvailable: 1000, currentlyAvailable: 10, restoreRate: 50 };
      return json(response, 200, {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
        extensions: { cost: { requestedQueryCost: 110, actualQueryCost: null, throttleStatus } },
      });
    }
    const parsed = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
    const version = url.pathname.split('/')[3] ?? '';
    const data = answerGraphql(state, parsed.query, parsed.variables ?? {}, version);
    if (data === null) return json(response, 200, { errors: [{ message: 'unknown document' }] });
    return json(response, 200, { data });
  }

  /** Shopify's grant screen, already accepted: back to the app with a signed query. */
  function authorize(url: URL, response: ServerResponse): void {
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== clientId || !redirect) {
      return json(response, 400, { error: 'invalid_request' });
    }
    const code = randomBytes(8).toString('hex');
    codes.add(code);
    const target = new URL(redirect);
    for (const [key, value] of Object.entries(
      callbackQuery(url.searchParams.get('state') ?? '', code),
    )) {
      target.searchParams.set(key, value);
    }
    response.writeHead(302, { location: target.toString() }).end();
  }

  /** The callback's query Shopify sends: code, host, shop, state, timestamp and their hmac. */
  const callbackQuery = (stateValue: string, code: string, at?: number) =>
    signedCallbackQuery({ shop, secret: clientSecret, state: stateValue, code, at });

  function exchange(body: string, response: ServerResponse): void {
    const input = JSON.parse(body || '{}') as {
      client_id?: string;
      client_secret?: string;
      code?: string;
    };
    const valid =
      input.client_id === clientId &&
      input.client_secret === clientSecret &&
      codes.delete(input.code ?? '');
    if (!valid) return json(response, 400, { error: 'invalid_request' });
    return json(response, 200, {
      access_token: accessToken,
      scope: 'read_products,read_inventory',
    });
  }

  /** The bulk export's JSONL, written product by product with back-pressure. */
  async function serveExport(response: ServerResponse): Promise<void> {
    response.writeHead(200, { 'content-type': 'application/jsonl' });
    const write = async (text: string) => {
      if (!response.write(text)) await new Promise((resolve) => response.once('drain', resolve));
    };
    const grouped = state.exportOrder === 'grouped';
    for (const product of state.products) {
      const lines = productLines(product, state);
      await write(grouped ? lines.product + lines.children : lines.product);
    }
    if (!grouped) {
      for (const product of state.products) await write(productLines(product, state).children);
    }
    response.end();
  }

  /**
   * Delivers a webhook as Shopify does, to the subscription of that topic (or `extra.url`).
   * `tamper` changes the body after signing; `webhookId` repeats a delivery.
   */
  function deliver(
    topic: string,
    payload: unknown,
    extra: { url?: string; webhookId?: string; tamper?: boolean } = {},
  ): Promise<{ status: number; text: string }> {
    const enumTopic = topic.toUpperCase().replace('/', '_');
    const hook = [...state.webhooks.values()].find((entry) => entry.topic === enumTopic);
    const target = extra.url ?? hook?.callbackUrl;
    if (!target) throw new Error(`no subscription for ${topic}`);
    return deliverWebhook({ target, topic, payload, shop, secret: clientSecret, ...extra });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    shop,
    clientId,
    clientSecret,
    get accessToken() {
      return accessToken;
    },
    state,
    requests,
    /** Answers the next `times` GraphQL calls with this HTTP status (429, 401, 403, 503 …). */
    failNext(status: number, times = 1, retryAfter?: string) {
      for (let i = 0; i < times; i++)
        failures.push({ status, ...(retryAfter ? { retryAfter } : {}) });
    },
    /** Answers the next `times` GraphQL calls with Shopify's THROTTLED error. */
    throttleNext(times = 1) {
      throttles += times;
    },
    /** Revokes the token (the app was uninstalled): every call answers 401. */
    revokeToken() {
      accessToken = `revoked-${randomBytes(4).toString('hex')}`;
    },
    callbackQuery,
    deliver,
    /** The REST-shaped payload Shopify sends with products/create and products/update. */
    productPayload: (product: FakeShopifyProduct) => ({
      id: product.id,
      admin_graphql_api_id: `gid://shopify/Product/${product.id}`,
      title: product.title,
      status: product.status.toLowerCase(),
      updated_at: product.updatedAt,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
