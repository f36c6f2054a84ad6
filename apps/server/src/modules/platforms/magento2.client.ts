import {
  catalogueProductSchema,
  type CatalogueProductInput,
  type Magento2Credentials,
} from '@trova/contracts';
import { MagentoApi, searchCriteria, shownFilters, type MagentoFilter } from './magento2-api';
import { checkMagentoStore } from './magento2-check';
import { MagentoStock } from './magento2-stock';
import { loadMagentoStore } from './magento2-store';
import { magentoDateTime, magentoSearchPage } from './magento2-values';
import { isShownInStore, mapMagentoProduct } from './magento2.mapper';
import type { MagentoProduct } from './magento2.types';
import type { PlatformChanges, PlatformClient } from './platform-client';
import { PlatformError } from './platform-error';
import type { PlatformHttp } from './platform-http';

export interface Magento2ClientOptions {
  /** Products per page; Magento 2.4.7 refuses pages over its configured maximum (300 by default). */
  pageSize?: number;
  /** The clock special-price dates are compared with. */
  now?: () => Date;
}

/** How long the store view's settings, categories and option labels are reused. */
const STORE_TTL_MS = 15 * 60_000;
/** Configurable children read at once (one call per configurable product). */
const CHILD_CONCURRENCY = 4;

/** 10,000 pages of 100 is a million products: past it Magento is not paging. */
export const MAGENTO_MAX_PAGES = 10_000;

/**
 * A PlatformClient over Magento 2's REST API with an integration's access token, reading one store
 * view. Pages stop on `total_count`: Magento answers a page past the end with the last page again.
 * Changes are found by polling `updated_at`; ids are Magento entity ids.
 * @example
 * const client = createMagento2Client({ platform: 'magento-2', storeUrl, accessToken, storeView: 'default' }, http);
 * for await (const page of client.products()) stage(page);
 */
export function createMagento2Client(
  credentials: Magento2Credentials,
  http: PlatformHttp,
  options: Magento2ClientOptions = {},
): PlatformClient {
  const api = new MagentoApi(credentials, http);
  const pageSize = options.pageSize ?? 100;
  const stock = new MagentoStock(api);
  let store: ReturnType<typeof loadMagentoStore> | undefined;
  let loadedAt = 0;
  const context = (signal?: AbortSignal): ReturnType<typeof loadMagentoStore> => {
    // A client kept for polling re-reads categories and labels now and then: owners rename them.
    if (!store || Date.now() - loadedAt > STORE_TTL_MS) {
      loadedAt = Date.now();
      store = loadMagentoStore(api, signal, options.now);
      // A failed load (an outage) is not cached: the next call tries again.
      store.catch(() => (store = undefined));
    }
    return store;
  };

  /** Maps a page: shown products become upserts, the others are gone. */
  const mapPage = async (
    items: MagentoProduct[],
    signal?: AbortSignal,
  ): Promise<PlatformChanges> => {
    const ctx = await context(signal);
    const shown = items.filter((item) => isShownInStore(item, ctx));
    const configurables = shown.filter((item) => item.type_id === 'configurable');
    await ctx.attributes.ensureFor(configurables, signal);
    const children = await childrenOf(configurables, signal);
    const availability = await stock.lookup([...shown, ...[...children.values()].flat()], signal);
    const upserts: CatalogueProductInput[] = [];
    const gone = items.filter((item) => !shown.includes(item)).map((item) => String(item.id));
    for (const product of shown) {
      const mapped = mapMagentoProduct(product, children.get(product.id) ?? [], availability, ctx);
      // An unmappable product (no name…) is left out rather than failing the page.
      if (catalogueProductSchema.safeParse(mapped).success) upserts.push(mapped);
      else gone.push(String(product.id));
    }
    return { upserts, gone };
  };

  const childrenOf = async (
    configurables: MagentoProduct[],
    signal?: AbortSignal,
  ): Promise<Map<number, MagentoProduct[]>> => {
    const found = new Map<number, MagentoProduct[]>();
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let product = configurables[next++]; product; product = configurables[next++]) {
        const path = `/V1/configurable-products/${encodeURIComponent(product.sku)}/children`;
        found.set(product.id, await api.get<MagentoProduct[]>(path, { signal }));
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(CHILD_CONCURRENCY, configurables.length) }, worker),
    );
    return found;
  };

  /**
   * Every page of a search, stopping on `total_count`, each product once. Past the end Magento
   * repeats the last page, so a page with no fresh id ends the walk; the walk never asks past
   * `ceil(total_count / pageSize) + 1` pages of the first answer (nor `MAGENTO_MAX_PAGES`): a
   * store still giving fresh products there fails rather than looping.
   */
  async function* pages(
    groups: MagentoFilter[][],
    signal?: AbortSignal,
  ): AsyncGenerator<MagentoProduct[]> {
    const seen = new Set<number>();
    let bound = MAGENTO_MAX_PAGES;
    for (let page = 1; ; page++) {
      if (page > bound) {
        throw new PlatformError(
          'platform-answer-invalid',
          `Magento 2 kept answering new products past page ${bound} of its own total`,
        );
      }
      const query = searchCriteria({ groups, pageSize, currentPage: page, sortBy: 'entity_id' });
      const found = magentoSearchPage<MagentoProduct>(
        await api.get<unknown>('/V1/products', { query, signal }),
      );
      if (page === 1) {
        bound = Math.min(MAGENTO_MAX_PAGES, Math.ceil(found.total_count / pageSize) + 1);
      }
      const fresh = found.items.filter((item) => !seen.has(item.id));
      if (page > 1 && fresh.length === 0) return;
      for (const item of fresh) seen.add(item.id);
      if (fresh.length > 0) yield fresh;
      if (found.items.length === 0 || page * pageSize >= found.total_count) return;
    }
  }

  return {
    check: (signal) => checkMagentoStore(api, signal),

    async *products(signal) {
      const ctx = await context(signal);
      for await (const items of pages(shownFilters(ctx.websiteId), signal)) {
        const { upserts } = await mapPage(items, signal);
        if (upserts.length > 0) yield upserts;
      }
    },

    async *changedSince(since, signal) {
      const groups = [
        [{ field: 'updated_at', value: magentoDateTime(since), condition: 'gt' as const }],
      ];
      for await (const items of pages(groups, signal)) yield await mapPage(items, signal);
    },

    async fetchByIds(ids, signal) {
      const wanted = [...new Set(ids)];
      const numeric = wanted.filter((id) => /^\d+$/.test(id));
      const result: PlatformChanges = {
        upserts: [],
        gone: wanted.filter((id) => !/^\d+$/.test(id)),
      };
      for (let start = 0; start < numeric.length; start += pageSize) {
        const chunk = numeric.slice(start, start + pageSize);
        const groups = [[{ field: 'entity_id', value: chunk.join(','), condition: 'in' as const }]];
        const returned = new Set<string>();
        for await (const items of pages(groups, signal)) {
          for (const item of items) returned.add(String(item.id));
          const changes = await mapPage(items, signal);
          result.upserts.push(...changes.upserts);
          result.gone.push(...changes.gone);
        }
        // Deleted products are simply not returned.
        result.gone.push(...chunk.filter((id) => !returned.has(id)));
      }
      return result;
    },
  };
}
