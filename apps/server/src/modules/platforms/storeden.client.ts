import {
  catalogueProductSchema,
  type CatalogueProductInput,
  type StoredenCredentials,
} from '@trova/contracts';
import type { PlatformChanges, PlatformClient, PlatformStoreInfo } from './platform-client';
import { PlatformError } from './platform-error';
import type { PlatformHttp } from './platform-http';
import { isPublished, mapStoredenProduct, type StoredenCatalogueContext } from './storeden.mapper';
import type {
  StoredenBrand,
  StoredenCategory,
  StoredenListItem,
  StoredenProduct,
  StoredenStoreInfo,
} from './storeden.types';
import {
  STOREDEN_LIST_NODES,
  brandIndex,
  categoryIndex,
  isCompleteRow,
  mapLimit,
  storedenBodyError,
  storedenRows,
  storedenTimestamp,
} from './storeden-values';

/** Storeden's API host: every shop's API lives here, not at the store's own address. */
export const STOREDEN_API_BASE = 'https://connect.storeden.com';

export interface StoredenClientOptions {
  /** The Connect API's origin; tests point it at the loopback fake. */
  apiBase?: string;
  /** Products per list page; default 100. */
  pageSize?: number;
  /** Product detail calls at once; default 4 (PlatformHttp keeps 4 sockets per origin). */
  concurrency?: number;
  /** How long category and brand names are reused before being read again; default 10 min. */
  contextTtlMs?: number;
  /** Told of each product dropped because it failed the catalogue schema. */
  onInvalid?: (id: string) => void;
}

/**
 * A `PlatformClient` over Storeden's Connect API v1.1 (docs/product/catalogue.md, "Storeden"):
 * `key` and `exchange` headers on every call; the full import lists the products page by page
 * (`products/paginated_list.json`) and reads each published one (`products/product.json`), since
 * only the detail carries stock and variants; changes are found by polling the one-call listing
 * (`products/list.json?nodes=update_at`). Storeden has no webhooks; deletions are repaired by the
 * daily reconciliation. Its 509 "Limit Exceeded" (100.000 calls a day) is backed off by
 * PlatformHttp like a 429.
 *
 * @example
 * const client = createStoredenClient(credentials, new PlatformHttp({ platform: 'Storeden' }));
 * for await (const page of client.products()) writer.stage(page);
 */
export function createStoredenClient(
  credentials: StoredenCredentials,
  http: PlatformHttp,
  options: StoredenClientOptions = {},
): PlatformClient {
  const api = `${(options.apiBase ?? STOREDEN_API_BASE).replace(/\/+$/, '')}/v1.1`;
  const pageSize = options.pageSize ?? 100;
  const concurrency = options.concurrency ?? 4;
  const ttl = options.contextTtlMs ?? 10 * 60_000;
  const headers = { key: credentials.apiKey, exchange: credentials.exchange };
  let cached: { at: number; context: Promise<StoredenCatalogueContext> } | undefined;

  const get = async <T>(path: string, query: Record<string, string>, signal?: AbortSignal) => {
    const url = `${api}/${path}?${new URLSearchParams(query).toString()}`;
    const response = await http.request({ url, headers, signal, accept: [404] });
    if (response.status === 404) return { body: null };
    const body = response.json<T>();
    const error = storedenBodyError(body);
    if (error === 'not-found') return { body: null };
    if (error) throw error;
    return { body };
  };
  const required = async <T>(path: string, query: Record<string, string>, signal?: AbortSignal) => {
    const { body } = await get<T>(path, query, signal);
    if (body === null) return get404(path);
    return body;
  };

  const storeInfo = (signal?: AbortSignal) =>
    required<StoredenStoreInfo>('store/info.json', {}, signal);

  const context = (signal?: AbortSignal): Promise<StoredenCatalogueContext> => {
    if (cached && Date.now() - cached.at < ttl) return cached.context;
    const loading = (async () => {
      const [info, categories, brands] = await Promise.all([
        storeInfo(signal),
        required<unknown>('categories/list.json', {}, signal),
        required<unknown>('brands/list.json', {}, signal),
      ]);
      return {
        storeUrl: credentials.storeUrl,
        currency: currencyOf(info),
        categories: categoryIndex(
          storedenRows<StoredenCategory>(categories, 'categories/list.json'),
        ),
        brands: brandIndex(storedenRows<StoredenBrand>(brands, 'brands/list.json')),
      };
    })();
    cached = { at: Date.now(), context: loading };
    loading.catch(() => (cached = undefined));
    return loading;
  };

  /** Reads the products' details; what is missing, hidden or invalid comes back as gone. */
  const details = async (ids: readonly string[], signal?: AbortSignal) => {
    const changes: PlatformChanges = { upserts: [], gone: [] };
    if (ids.length === 0) return changes;
    const shop = await context(signal);
    const read = await mapLimit(ids, concurrency, async (id) => {
      if (!/^\d+$/.test(id)) return { id, product: null };
      const { body } = await get<StoredenProduct>('products/product.json', { uid: id }, signal);
      return { id, product: productOrNull(body) };
    });
    for (const { id, product } of read) {
      const mapped = product ? validated(mapStoredenProduct(product, shop), options) : null;
      if (mapped) changes.upserts.push(mapped);
      else changes.gone.push(id);
    }
    return changes;
  };

  return {
    async check(signal) {
      const info = await storeInfo(signal);
      // Proves the key may read products, not just the store.
      await required<unknown>('products/paginated_list.json', { page: '1', limit: '1' }, signal);
      const result: PlatformStoreInfo = {
        name: info.store_name?.trim() || null,
        currency: currencyOf(info),
        productCount: null,
      };
      return result;
    },

    async *products(signal) {
      // Invariant: the walk reads every page or throws — the import sweeps what it did not read.
      let previousFirst: string | undefined;
      for (let page = 1; ; page++) {
        if (page > STOREDEN_MAX_PAGES)
          throw invalidWalk(`goes on past ${STOREDEN_MAX_PAGES} pages`);
        const body = await required<unknown>(
          'products/paginated_list.json',
          { page: String(page), limit: String(pageSize), nodes: STOREDEN_LIST_NODES },
          signal,
        );
        const rows = storedenRows<StoredenProduct>(body, 'products/paginated_list.json');
        const first = rows[0] ? String(rows[0].uid) : undefined;
        // An empty page is the end (an empty shop on page 1). Storeden documents no repeat of
        // the last page, so a page starting where the previous one did means `page` was
        // ignored: failing keeps the live catalogue instead of sweeping what was never read.
        if (first === undefined) return;
        if (first === previousFirst) throw invalidWalk(`page ${page} repeats page ${page - 1}`);
        previousFirst = first;
        const shown = rows.filter((row) => isPublished(row.status));
        const shop = await context(signal);
        // Rows that carry everything map as they are; the rest are read one by one.
        const complete = shown.filter(isCompleteRow);
        const { upserts } = await details(
          shown.filter((row) => !isCompleteRow(row)).map((row) => String(row.uid)),
          signal,
        );
        for (const row of complete) {
          const mapped = validated(mapStoredenProduct(row, shop), options);
          if (mapped) upserts.push(mapped);
        }
        if (upserts.length > 0) yield upserts;
        if (rows.length < pageSize) return;
      }
    },

    async *changedSince(since, signal) {
      const body = await required<unknown>('products/list.json', { nodes: 'update_at' }, signal);
      const changed = storedenRows<StoredenListItem>(body, 'products/list.json').filter((row) => {
        const at = storedenTimestamp(row.update_at);
        // No readable timestamp: left to the daily reconciliation rather than re-read each poll.
        return at !== null && at >= since;
      });
      const hidden = changed.filter((row) => !isPublished(row.status)).map((r) => String(r.uid));
      if (hidden.length > 0) yield { upserts: [], gone: hidden };
      const shown = changed.filter((row) => isPublished(row.status)).map((r) => String(r.uid));
      for (let start = 0; start < shown.length; start += pageSize) {
        yield await details(shown.slice(start, start + pageSize), signal);
      }
    },

    fetchByIds: (ids, signal) => details(ids, signal),
  };
}

/** 10,000 pages of 100 is a million products: past it Storeden is not paging. */
export const STOREDEN_MAX_PAGES = 10_000;

function invalidWalk(detail: string): PlatformError {
  return new PlatformError('platform-answer-invalid', `Storeden's product list ${detail}`);
}

/** A 404 on an endpoint that always exists: Storeden's API is not where the client looked. */
function get404(path: string): never {
  throw new PlatformError('platform-api-not-found', `Storeden's API has no ${path} here`);
}

function currencyOf(info: StoredenStoreInfo): string | null {
  const currency = info.currency?.trim().toUpperCase();
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : null;
}

/** A detail answer that is a product (error bodies are already turned away by `get`). */
function productOrNull(body: StoredenProduct | null): StoredenProduct | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  return body.uid === undefined ? null : body;
}

function validated(
  product: CatalogueProductInput | null,
  options: StoredenClientOptions,
): CatalogueProductInput | null {
  if (!product) return null;
  if (catalogueProductSchema.safeParse(product).success) return product;
  options.onInvalid?.(product.id);
  return null;
}
