import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MagentoProduct } from '../../magento2.types';
import { magentoDateTime } from '../../magento2-values';
import { FakeMagentoState, NO_ROUTE, route, type FakeAnswer } from './magento2-fake.routes';
import { magentoFixtureCatalogue, type MagentoFakeCatalogue } from './magento2.fixtures';

export const MAGENTO_FAKE_TOKEN = 'rifugio0sport0integration0token1';
/** A valid token whose integration was not granted Catalog > Products. */
export const MAGENTO_FAKE_LIMITED_TOKEN = 'rifugio0sport0limited0token00002';

export interface Magento2FakeOptions {
  /** The catalogue served; default the fixtures (`generateMagentoCatalogue(n)` for the bench). */
  catalogue?: MagentoFakeCatalogue;
  /** Multi-Source Inventory routes; false answers them 404 as a Magento without MSI does. */
  msi?: boolean;
  /** The clock changed products take their `updated_at` from (epoch ms). */
  now?: () => number;
}

/** One call Trova made: what tests assert about auth, pagination and back-off. */
export interface Magento2FakeRequest {
  method: string;
  /** The path after `/rest` (e.g. "/default/V1/products"). */
  path: string;
  query: Record<string, string>;
  authorization: string | null;
  status: number;
}

/** An answer forced on the next calls (throttling, an outage, a proxy's 403). */
export interface Magento2FakeInjection {
  status: number;
  times?: number;
  retryAfter?: string;
  body?: unknown;
  /** Only calls whose path (without the query) ends with this text, e.g. "/V1/products". */
  path?: string;
}

/** Rewrites one routed answer; `path` is after the store code (e.g. "/V1/products"). */
export type Magento2FakeTamper = (
  seen: FakeAnswer & { path: string; query: URLSearchParams },
) => FakeAnswer;

/** A loopback Magento 2 store (test support for Trova's client, e2e tests and `bench:ingest`). */
export interface Magento2Fake {
  /** The store's address (the owner's "store URL"). */
  url: string;
  port: number;
  token: string;
  limitedToken: string;
  requests: Magento2FakeRequest[];
  inject(injection: Magento2FakeInjection): void;
  /** A proxy or plugin rewriting the routed answers (null removes it), e.g. a lying total. */
  tamper(rewrite: Magento2FakeTamper | null): void;
  /** Grants a token every resource ('all') or the listed ACL resources. */
  grant(token: string, resources: readonly string[] | 'all'): void;
  /** Changes a product (top-level fields and custom attributes), its `updated_at` now. */
  update(id: number, patch: Partial<MagentoProduct>, attributes?: Record<string, unknown>): void;
  /** Adds a product, its `updated_at` now. */
  add(product: MagentoProduct): void;
  /** Deletes a product: Magento keeps no trace, so only a full read notices. */
  remove(id: number): void;
  setStock(sku: string, quantity: number, status: 0 | 1): void;
  product(id: number): MagentoProduct | undefined;
  close(): Promise<void>;
}

/**
 * Starts a fake Magento 2 REST API on 127.0.0.1 at a free port: `/rest/{store view}/V1/...` (or
 * `/rest/V1/...` for the default store view), Bearer integration tokens with per-resource grants
 * answered 401 "The consumer isn't authorized to access %resources." as Magento does, pages past
 * the end repeating the last page, a request log and injectable answers.
 * @example const fake = await startMagento2Fake(); // fake.url, fake.token
 */
export async function startMagento2Fake(options: Magento2FakeOptions = {}): Promise<Magento2Fake> {
  let origin = '';
  const state = new FakeMagentoState(
    options.catalogue ?? magentoFixtureCatalogue(),
    () => origin,
    options.msi ?? true,
  );
  const now = options.now ?? Date.now;
  const grants = new Map<string, Set<string> | 'all'>([
    [MAGENTO_FAKE_TOKEN, 'all'],
    [
      MAGENTO_FAKE_LIMITED_TOKEN,
      new Set(['Magento_Backend::store', 'Magento_Catalog::categories']),
    ],
  ]);
  const injections: (Magento2FakeInjection & { times: number })[] = [];
  const requests: Magento2FakeRequest[] = [];
  let tamper: Magento2FakeTamper | null = null;

  const answer = (
    request: IncomingMessage,
    url: URL,
  ): { answer: FakeAnswer; headers: Record<string, string> } => {
    const path = url.pathname.replace(/^\/rest/, '');
    const injected = injections.find(
      (candidate) => !candidate.path || path.endsWith(candidate.path),
    );
    if (injected) {
      injected.times -= 1;
      if (injected.times <= 0) injections.splice(injections.indexOf(injected), 1);
      const body = injected.body ?? {
        message: injected.status === 429 ? 'Too Many Requests' : 'Injected',
      };
      return {
        answer: { status: injected.status, body },
        headers: injected.retryAfter === undefined ? {} : { 'retry-after': injected.retryAfter },
      };
    }
    const segments = path.split('/').filter(Boolean);
    const first = segments[0] ?? '';
    const named = state.catalogue.views.some((view) => view.code === first) || first === 'all';
    const storeCode = named ? first : 'default';
    // An unknown store code stays in the path, where no route matches: Magento answers 404.
    const rest = `/${(named ? segments.slice(1) : segments).join('/')}`;
    const found = request.method === 'GET' ? route(state, rest, url.searchParams, storeCode) : null;
    if (!found) return { answer: NO_ROUTE, headers: {} };
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const granted = token === undefined ? undefined : grants.get(token);
    if (granted === undefined || (granted !== 'all' && !granted.has(found.resource))) {
      const body = {
        message: "The consumer isn't authorized to access %resources.",
        parameters: { resources: found.resource },
      };
      return { answer: { status: 401, body }, headers: {} };
    }
    const routed = found.answer();
    const seen = { ...routed, path: rest, query: url.searchParams };
    return { answer: tamper ? tamper(seen) : routed, headers: {} };
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', origin);
    const { answer: result, headers } = answer(request, url);
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname.replace(/^\/rest/, ''),
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization ?? null,
      status: result.status,
    });
    response.writeHead(result.status, {
      'content-type': 'application/json; charset=utf-8',
      ...headers,
    });
    response.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  const stamp = (): string => magentoDateTime(Math.floor(now() / 1000));
  return {
    url: origin,
    port,
    token: MAGENTO_FAKE_TOKEN,
    limitedToken: MAGENTO_FAKE_LIMITED_TOKEN,
    requests,
    tamper: (rewrite) => {
      tamper = rewrite;
    },
    inject: (injection) => injections.push({ ...injection, times: injection.times ?? 1 }),
    grant: (token, resources) =>
      grants.set(token, resources === 'all' ? 'all' : new Set(resources)),
    update(id, patch, attributes = {}) {
      const old = state.byId.get(id);
      if (!old) throw new Error(`no product ${id}`);
      const kept = (old.custom_attributes ?? []).filter((a) => !(a.attribute_code in attributes));
      const added = Object.entries(attributes).map(([attribute_code, value]) => ({
        attribute_code,
        value,
      }));
      state.put({ ...old, ...patch, custom_attributes: [...kept, ...added], updated_at: stamp() });
      state.sort();
    },
    add(product) {
      state.put({ ...product, updated_at: stamp() });
      state.sort();
    },
    remove(id) {
      state.remove(id);
      state.sort();
    },
    setStock: (sku, quantity, status) => state.catalogue.stock.set(sku, { quantity, status }),
    product: (id) => state.byId.get(id),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
