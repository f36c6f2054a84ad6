import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { prestaShopDate } from '../../prestashop-dates';
import type { FakeProduct, FakeShop } from './prestashop-fake.model';
import { PrestaShopFakeCatalogue } from './prestashop-fake.catalogue';
import { PRESTASHOP_SHOP, prestaShopFixtureProducts } from './prestashop.fixtures';

/** The fixture shop's webservice key (32 characters, as PrestaShop generates them). */
export const PRESTASHOP_FAKE_KEY = 'MONTAGNAVIVA0TEST0KEY00000000001';
/** Every resource the fake serves: a key allowed all of them reads everything. */
export const PRESTASHOP_FAKE_RESOURCES = [
  'products',
  'combinations',
  'stock_availables',
  'categories',
  'languages',
  'manufacturers',
  'product_options',
  'product_option_values',
  'currencies',
] as const;

/** One call Trova made, as the fake saw it. */
export interface PrestaShopFakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

export interface PrestaShopFakeOptions {
  shop?: FakeShop;
  /** The products served: the fixtures by default, or a generated list (bench). */
  products?: FakeProduct[];
  /** Keys and the resources each may GET; default the fixture key with every resource. */
  keys?: Record<string, readonly string[]>;
  /** Valid keys not associated with this shop: PrestaShop answers 403 (code 132) to them. */
  keysWithoutShop?: readonly string[];
  /** The webservice switched off in the back office: every call answers 503 (code 22). */
  disabled?: boolean;
  /** The shop's time zone, in which `date_upd` is written; default Europe/Rome. */
  timeZone?: string;
  /** A fixed port (browser tests name it in the test-only allowance); default an ephemeral one. */
  port?: number;
  /** The fake's clock (epoch seconds) for changes; default the real one. */
  now?: () => number;
}

/**
 * A loopback PrestaShop webservice (test support for unit, e2e and `bench:ingest`): `GET /api/`
 * and the list resources Trova reads, in JSON (`output_format=JSON`), with the documented
 * `display`, `filter[…]`, `sort`, `limit`, `date=1` and `price[…]` parameters. The key is the
 * Basic user; a wrong key answers 401, a resource the key may not read 401 with code 26, as
 * PrestaShop does. 429 or 509 (hosts' "bandwidth exceeded") can be injected with Retry-After.
 */
export interface PrestaShopFake {
  /** The shop's address (credentials' `storeUrl`); the webservice is under `/api/`. */
  readonly url: string;
  readonly port: number;
  readonly requests: PrestaShopFakeRequest[];
  readonly catalogue: PrestaShopFakeCatalogue;
  /** The next `times` calls (default 1) answer `status`, with `Retry-After` when given. */
  failNext(status: number, options?: { retryAfter?: string; times?: number }): void;
  /**
   * A proxy, cache or module rewriting the JSON list answers (null removes it): tests of
   * answers the webservice itself never gives (`limit` ignored, a stray `[]` or `{}`).
   */
  tamper(rewrite: PrestaShopFakeTamper | null): void;
  /** Changes a product and stamps its `date_upd` with the fake's clock. */
  updateProduct(id: number, change: Partial<FakeProduct>): void;
  /** Adds a product, stamped like an update. */
  addProduct(product: FakeProduct): void;
  /** Deletes a product: PrestaShop keeps no trace, so no `date_upd` tells of it. */
  deleteProduct(id: number): void;
  close(): Promise<void>;
}

/** Rewrites the body of one JSON list answer of `resource` ("products"). */
export type PrestaShopFakeTamper = (seen: {
  resource: string;
  query: URLSearchParams;
  body: unknown;
}) => unknown;

/**
 * Starts the fake on 127.0.0.1, on an ephemeral port unless `port` names one.
 * @example const fake = await startPrestaShopFake(); createPrestaShopClient({ platform: 'prestashop', storeUrl: fake.url, webserviceKey: PRESTASHOP_FAKE_KEY }, http, { languageIso: 'it' });
 */
export async function startPrestaShopFake(
  options: PrestaShopFakeOptions = {},
): Promise<PrestaShopFake> {
  const shop = options.shop ?? PRESTASHOP_SHOP;
  const keys = options.keys ?? { [PRESTASHOP_FAKE_KEY]: PRESTASHOP_FAKE_RESOURCES };
  const timeZone = options.timeZone ?? 'Europe/Rome';
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const catalogue = new PrestaShopFakeCatalogue(
    shop,
    options.products ?? prestaShopFixtureProducts(),
  );
  const requests: PrestaShopFakeRequest[] = [];
  const failures: { status: number; retryAfter: string | undefined }[] = [];
  let tamper: PrestaShopFakeTamper | null = null;

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const authorization = req.headers.authorization;
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization,
    });
    const json = url.searchParams.get('output_format') === 'JSON';
    const failure = failures.shift();
    if (failure) {
      const headers = failure.retryAfter ? { 'retry-after': failure.retryAfter } : {};
      res.writeHead(failure.status, { 'content-type': 'text/html', ...headers });
      res.end(failure.status === 509 ? 'Bandwidth Limit Exceeded' : 'Too Many Requests');
      return;
    }
    const error = (status: number, code: number, message: string): void => {
      const headers: Record<string, string> =
        status === 401 ? { 'www-authenticate': 'Basic realm="Webservice"' } : {};
      if (json) {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify({ errors: [{ code, message }] }));
      } else {
        res.writeHead(status, { 'content-type': 'text/xml', ...headers });
        res.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<prestashop><errors><error><code><![CDATA[${code}]]></code><message><![CDATA[${message}]]></message></error></errors></prestashop>`,
        );
      }
    };
    if (!url.pathname.startsWith('/api/')) return error(404, 0, 'not the webservice');
    if (options.disabled) return error(503, 22, 'The PrestaShop webservice is disabled');
    const key = basicUser(authorization);
    if (key === null) return error(401, 16, 'Please enter the authentication key as the login');
    if (key.length !== 32) return error(401, 18, 'Invalid authentication key format');
    const allowed = keys[key];
    if (options.keysWithoutShop?.includes(key)) {
      return error(403, 132, 'No permission for this key on this shop');
    }
    if (!allowed) return error(401, 20, 'Authentication key is not active');
    const resource = url.pathname.slice('/api/'.length).replace(/\/$/, '');
    if (resource === '') {
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(rootXml(shop.name, allowed, `${fakeUrl()}/api/`));
      return;
    }
    if (!(PRESTASHOP_FAKE_RESOURCES as readonly string[]).includes(resource)) {
      return error(400, 27, `Resource of type "${resource}" does not exists`);
    }
    if (!allowed.includes(resource)) {
      return error(
        401,
        26,
        `Resource of type "${resource}" is not allowed with this authentication key`,
      );
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return error(
        405,
        25,
        `Method ${req.method ?? ''} is not allowed for the resource ${resource}`,
      );
    }
    if (!json) return error(400, 0, 'this fake answers output_format=JSON only');
    const answer = catalogue.list(resource, url.searchParams);
    if ('error' in answer) return error(400, answer.code, answer.error);
    res.writeHead(200, { 'content-type': 'application/json' });
    // An empty list is `[]`, not `{ "products": [] }`: the webservice's JSON writer does that.
    const body = answer.rows.length === 0 ? [] : { [resource]: answer.rows };
    res.end(JSON.stringify(tamper ? tamper({ resource, query: url.searchParams, body }) : body));
  };

  const server = http.createServer(handle);
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const fakeUrl = (): string => `http://127.0.0.1:${port}`;
  const stamp = (): string => prestaShopDate(now(), timeZone);

  return {
    url: fakeUrl(),
    port,
    requests,
    catalogue,
    tamper(rewrite) {
      tamper = rewrite;
    },
    failNext(status, { retryAfter, times = 1 } = {}) {
      for (let i = 0; i < times; i++) failures.push({ status, retryAfter });
    },
    updateProduct(id, change) {
      catalogue.update(id, { ...change, dateUpd: stamp() });
    },
    addProduct(product) {
      catalogue.add({ ...product, dateUpd: stamp() });
    },
    deleteProduct(id) {
      catalogue.remove(id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function basicUser(header: string | undefined): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? decoded : decoded.slice(0, colon);
}

/** `GET /api/`: the resources the key may use, each with its methods, and the shop's name. */
function rootXml(shopName: string, allowed: readonly string[], base: string): string {
  const resources = allowed
    .map(
      (name) =>
        `<${name} xlink:href="${base}${name}" get="true" put="false" post="false" patch="false" delete="false" head="true"><description xlink:href="${base}${name}" get="true" put="false" post="false" patch="false" delete="false" head="true">${name}</description></${name}>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<prestashop xmlns:xlink="http://www.w3.org/1999/xlink">\n<api shopName="${shopName.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">\n${resources}\n</api>\n</prestashop>\n`;
}
