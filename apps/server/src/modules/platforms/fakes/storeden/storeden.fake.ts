import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  StoredenBrand,
  StoredenCategory,
  StoredenProduct,
  StoredenStoreInfo,
} from '../../storeden.types';
import {
  STOREDEN_FIXTURE_BRANDS,
  STOREDEN_FIXTURE_CATEGORIES,
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  STOREDEN_FIXTURE_PRODUCTS,
  STOREDEN_FIXTURE_STORE,
} from './storeden.fixtures';

/** One call Trova made, as the fake saw it. */
export interface StoredenFakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  key: string | undefined;
  exchange: string | undefined;
}

export interface StoredenFakeOptions {
  products?: StoredenProduct[];
  categories?: StoredenCategory[];
  brands?: StoredenBrand[];
  store?: StoredenStoreInfo;
  key?: string;
  exchange?: string;
  /**
   * List nodes the fake will not serve, to mimic a Storeden whose lists give only the documented
   * nodes (`slug`, `sku`, `stock_count` are not among them); default none.
   */
  withholdNodes?: readonly string[];
  /** A fixed port (browser tests name it in `TROVA_PLATFORM_TEST_TARGETS`); default any free one. */
  port?: number;
  /** The clock of `upsertProduct` (epoch seconds); default the real one. */
  now?: () => number;
}

/**
 * A loopback Storeden Connect API (test support, also used by e2e and `bench:ingest`): only the
 * endpoints Trova calls, under `/v1.1`, with `key`/`exchange` header auth (wrong pair → 401 in
 * Storeden's `{ error, message }` shape), injectable failures (429/509 with Retry-After, 403,
 * 5xx), a request log, and products that can be changed or deleted between polls.
 */
export interface StoredenFake {
  /** The API origin to pass as the client's `apiBase`. */
  readonly url: string;
  readonly port: number;
  readonly requests: StoredenFakeRequest[];
  /**
   * The next `times` calls (default 1) answer `status`, with `Retry-After` when given; with
   * `inBody` the HTTP status is 200 and only the `{ error, message }` body says it.
   */
  failNext(
    status: number,
    options?: { retryAfter?: string; times?: number; inBody?: boolean },
  ): void;
  /**
   * A proxy or a changed API rewriting the 200 answers' bodies (null removes it): tests of
   * answers the documented API never gives (an unknown envelope, `page` ignored).
   */
  tamper(rewrite: StoredenFakeTamper | null): void;
  /** Adds or replaces a product, stamping `update_at` with the fake's clock. */
  upsertProduct(product: StoredenProduct): void;
  /** Deletes a product: it leaves the lists and its detail answers 404. */
  deleteProduct(uid: number): void;
  product(uid: number): StoredenProduct | undefined;
  close(): Promise<void>;
}

/** Rewrites one 200 answer's body of `path` (e.g. `/v1.1/products/paginated_list.json`). */
export type StoredenFakeTamper = (seen: {
  path: string;
  query: Record<string, string>;
  body: unknown;
}) => unknown;

const LIST_FIELDS = ['uid', 'code', 'price', 'final_price', 'status'] as const;

/**
 * Starts the fake on 127.0.0.1 and an ephemeral port.
 * @example const fake = await startStoredenFake(); createStoredenClient(creds, http, { apiBase: fake.url });
 */
export async function startStoredenFake(options: StoredenFakeOptions = {}): Promise<StoredenFake> {
  const key = options.key ?? STOREDEN_FIXTURE_KEY;
  const exchange = options.exchange ?? STOREDEN_FIXTURE_EXCHANGE;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const products = new Map<number, StoredenProduct>();
  for (const product of options.products ?? STOREDEN_FIXTURE_PRODUCTS) {
    products.set(Number(product.uid), product);
  }
  // The list order, rebuilt only after a change: pages are slices of it, cheap at 20k products.
  let order: StoredenProduct[] | null = null;
  const ordered = (): StoredenProduct[] => (order ??= [...products.values()]);
  const requests: StoredenFakeRequest[] = [];
  const failures: { status: number; retryAfter: string | undefined; inBody: boolean }[] = [];

  let tamper: StoredenFakeTamper | null = null;
  // The call being answered (answers are written synchronously within `route`).
  let seen: { path: string; query: Record<string, string> } | null = null;
  const answer = (res: ServerResponse, status: number, body: unknown): void => {
    const sent = tamper && seen && status === 200 ? tamper({ ...seen, body }) : body;
    const text = JSON.stringify(sent);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };
  const error = (res: ServerResponse, status: number, message: string): void =>
    answer(res, status, { error: status, message });

  const route = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    seen = { path: url.pathname, query };
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query,
      key: header('key'),
      exchange: header('exchange'),
    });
    const failure = failures.shift();
    if (failure) {
      if (failure.retryAfter !== undefined) res.setHeader('retry-after', failure.retryAfter);
      const message = failure.status === 509 ? 'Limit Exceeded' : 'Failure';
      if (failure.inBody) return answer(res, 200, { error: failure.status, message });
      return error(res, failure.status, message);
    }
    if (header('key') !== key || header('exchange') !== exchange) {
      return error(res, 401, 'Unauthorized: key and exchange do not match an installed app');
    }
    if (req.method !== 'GET') return error(res, 405, 'Method not allowed');
    const withheld = new Set(options.withholdNodes ?? []);
    const nodes = (query.nodes ?? '')
      .split(',')
      .map((node) => node.trim())
      .filter((node) => node && !withheld.has(node));
    const row = (product: StoredenProduct) => pick(product, [...LIST_FIELDS, ...nodes]);
    switch (url.pathname) {
      case '/v1.1/store/info.json':
        return answer(res, 200, options.store ?? STOREDEN_FIXTURE_STORE);
      case '/v1.1/categories/list.json':
        return answer(res, 200, options.categories ?? STOREDEN_FIXTURE_CATEGORIES);
      case '/v1.1/brands/list.json':
        return answer(res, 200, options.brands ?? STOREDEN_FIXTURE_BRANDS);
      case '/v1.1/products/list.json':
        return answer(res, 200, ordered().map(row));
      case '/v1.1/products/paginated_list.json': {
        const page = Math.max(1, Number(query.page) || 1);
        const limit = Math.max(1, Number(query.limit) || 20);
        return answer(
          res,
          200,
          ordered()
            .slice((page - 1) * limit, page * limit)
            .map(row),
        );
      }
      case '/v1.1/products/product.json': {
        const product = products.get(Number(query.uid));
        return product ? answer(res, 200, product) : error(res, 404, 'Product not found');
      }
      default:
        return error(res, 404, 'Not found');
    }
  };

  const server = http.createServer(route);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    tamper(rewrite) {
      tamper = rewrite;
    },
    failNext(status, { retryAfter, times = 1, inBody = false } = {}) {
      for (let i = 0; i < times; i++) failures.push({ status, retryAfter, inBody });
    },
    upsertProduct(product) {
      products.set(Number(product.uid), { ...product, update_at: now() });
      order = null;
    },
    deleteProduct(uid) {
      products.delete(uid);
      order = null;
    },
    product: (uid) => products.get(uid),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * List nodes whose value is not a same-named product field: Storeden names them after the list
 * (`categoryUID`, `ean`, `unlimited`) while the detail nests or renames them.
 */
const NODE_VALUES: Record<string, (product: StoredenProduct) => unknown> = {
  categoryUID: (product) => product.categoryUID ?? product.categories,
  ean: (product) =>
    product.ean ?? (product.data?.ean13 || product.data?.ean8 || product.data?.isbn),
  unlimited: (product) => product.unlimited ?? product.data?.unlimited,
};

function pick(product: StoredenProduct, fields: readonly string[]): Record<string, unknown> {
  const record = product as unknown as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const value = NODE_VALUES[field]?.(product) ?? record[field];
    if (value !== undefined && value !== '') row[field] = value;
  }
  return row;
}
