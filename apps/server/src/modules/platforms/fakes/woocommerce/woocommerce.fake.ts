import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWooFakeAuth, type WooFakeKey } from './woocommerce-fake-auth';
import { WooFakeCatalogue, WooFakeError, productJson } from './woocommerce-fake-store';
import { authorizeWooFake } from './woocommerce-fake-authorize';
import { routeWooFakeApi, type WooFakeHooks, type WooFakeTax } from './woocommerce-fake-routes';
import { deliverWooWebhook, type WooFakeDelivery } from './woocommerce-fake-webhooks';
import type {
  WooCommerceFake,
  WooCommerceFakeOptions,
  WooFakeRequest,
  WooFakeTamper,
} from './woocommerce-fake.types';
import {
  WOO_FIXTURE_CATEGORIES,
  WOO_FIXTURE_PRODUCTS,
  type WooFakeProduct,
} from './woocommerce.fixtures';

export type {
  WooCommerceFake,
  WooCommerceFakeOptions,
  WooFakeRequest,
} from './woocommerce-fake.types';

/**
 * Starts the fake on 127.0.0.1 at a free port.
 * @example const fake = await startWooCommerceFake(); // fake.url, fake.consumerKey, fake.consumerSecret
 */
export async function startWooCommerceFake(
  options: WooCommerceFakeOptions = {},
): Promise<WooCommerceFake> {
  const now = options.now ?? Date.now;
  const catalogue = new WooFakeCatalogue(
    options.products ?? structuredClone(WOO_FIXTURE_PRODUCTS),
    options.categories ?? WOO_FIXTURE_CATEGORIES,
  );
  const key: WooFakeKey = {
    consumerKey: 'ck_fake0000000000000000000000000000000001',
    consumerSecret: 'cs_fake0000000000000000000000000000000001',
    permissions: 'read_write',
    ...options.key,
  };
  const nonces = new Set<string>();
  const throttles: { status: number; retryAfter: number }[] = [];
  const gatewayFailures: number[] = [];
  let capable = true;
  let tamper: WooFakeTamper | null = null;
  const hooks: WooFakeHooks = { webhooks: [], pings: [], nextId: 1 };
  const tax: WooFakeTax = {
    enabled: false,
    pricesIncludeTax: false,
    displayIncludingTax: false,
    baseCountry: 'IT',
    rates: [],
    ...options.tax,
  };
  const api = { catalogue, hooks, currency: options.currency ?? 'EUR', tax };
  const deliveries: WooFakeDelivery[] = [];
  let home = '';

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      const failure =
        error instanceof WooFakeError ? error : new WooFakeError(500, 'internal', String(error));
      send(response, failure.status, {
        code: failure.code,
        message: failure.message,
        data: { status: failure.status },
      });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', home);
    const method = request.method ?? 'GET';
    const entry: WooFakeRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization ?? null,
      oauthConsumerKey: url.searchParams.get('oauth_consumer_key'),
      status: 0,
    };
    fake.requests.push(entry);
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      entry.status = status;
      send(response, status, body, headers);
    };
    const body = await readBody(request);
    // The app authentication endpoint, as if the shop manager approved the app at once.
    if (url.pathname === '/wc-auth/v1/authorize' && method === 'GET') {
      const authorized = await authorizeWooFake(url.searchParams, key);
      entry.status = authorized.status;
      response
        .writeHead(authorized.status, authorized.location ? { location: authorized.location } : {})
        .end(authorized.text ?? '');
      return;
    }
    if (url.pathname === '/wp-json/' || url.pathname === '/wp-json') {
      const index = {
        name: options.storeName ?? 'Rifugio Outdoor',
        description: 'Attrezzatura da montagna',
        url: home,
        home,
        namespaces: ['wp/v2', 'wc/v3'],
      };
      const fields = url.searchParams.get('_fields')?.split(',');
      return answer(
        200,
        fields
          ? Object.fromEntries(Object.entries(index).filter(([name]) => fields.includes(name)))
          : index,
      );
    }
    if (!url.pathname.startsWith('/wp-json/wc/v3/')) {
      if (url.pathname.startsWith('/wp-json/'))
        return answer(
          404,
          restError(
            404,
            'rest_no_route',
            'No route was found matching the URL and request method.',
          ),
        );
      entry.status = 404;
      response
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<html><body>Pagina non trovata</body></html>');
      return;
    }
    // Throttling sits in front of WordPress (a host's limiter), so it answers before auth.
    const throttle = throttles.shift();
    if (throttle)
      return answer(
        throttle.status,
        { message: 'Too Many Requests' },
        { 'retry-after': String(throttle.retryAfter) },
      );
    const auth = checkWooFakeAuth(method, home, url.pathname, url.searchParams, key, nonces, now());
    if (!auth.ok) return answer(auth.status, restError(auth.status, auth.code, auth.message));
    // A gateway giving up after WordPress authenticated the call: the nonce is spent.
    const gateway = gatewayFailures.shift();
    if (gateway) return answer(gateway, { message: 'Gateway Timeout' });
    if (!capable)
      return answer(
        403,
        restError(403, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.'),
      );
    const route = url.pathname.slice('/wp-json/wc/v3/'.length).replace(/\/$/, '');
    try {
      const routed = await routeWooFakeApi(api, method, route, url.searchParams, body);
      const seen = { headers: {}, ...routed, route, query: url.searchParams };
      const sent = tamper ? tamper(seen) : seen;
      return answer(sent.status, sent.body, sent.headers);
    } catch (error) {
      if (!(error instanceof WooFakeError)) throw error;
      return answer(error.status, restError(error.status, error.code, error.message));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  home = `http://127.0.0.1:${port}`;
  const touched = (product: WooFakeProduct): WooFakeProduct => ({
    ...product,
    date_modified_gmt: new Date(now()).toISOString().slice(0, 19),
  });

  const fake: WooCommerceFake = {
    url: home,
    port,
    consumerKey: key.consumerKey,
    consumerSecret: key.consumerSecret,
    requests: [],
    deliveries,
    pings: hooks.pings,
    webhooks: hooks.webhooks,
    throttle: (times, retryAfter = 1, status = 429) => {
      for (let index = 0; index < times; index++) throttles.push({ status, retryAfter });
    },
    failAfterAuth: (times, status = 504) => {
      for (let index = 0; index < times; index++) gatewayFailures.push(status);
    },
    setKey: (patch) => Object.assign(key, patch),
    tamper: (rewrite) => {
      tamper = rewrite;
    },
    setCapable: (value) => {
      capable = value;
    },
    upsert: (product) => catalogue.put(touched(product)),
    trash: (id) => {
      const product = catalogue.get(id);
      if (product) catalogue.put(touched({ ...product, status: 'trash' }));
    },
    product: (id) => catalogue.get(id),
    deliver: async (topic, productId) => {
      const product = catalogue.get(productId);
      const payload =
        topic.endsWith('.deleted') || !product ? { id: productId } : productJson(product);
      const sent: WooFakeDelivery[] = [];
      for (const webhook of hooks.webhooks.filter(
        (item) => item.topic === topic && item.status === 'active',
      )) {
        sent.push(await deliverWooWebhook(webhook, payload, `${home}/`));
      }
      deliveries.push(...sent);
      return sent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function restError(status: number, code: string, message: string): unknown {
  return { code, message, data: { status } };
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
