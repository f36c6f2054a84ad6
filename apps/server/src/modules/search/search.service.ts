import type { SearchRequest, SearchResponse } from '@trova/contracts';
import type { FilterValue, SearchQuery, SortBy } from '@trova/engine';
import { AppError } from '../../errors/error-catalogue';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { CallOrigin, EventsService } from '../events/events.service';
import type { PreviewTokenService } from '../layer/preview-token.service';
import type { IndexRegistry, ShopIndex } from './index-registry';
import { SearchCache, type SearchCacheStats } from './search-cache';
import { firstObjectIds, searchFilterKeys, searchSortKey } from './search-log-fields';
import { toResponse } from './search-response.mapper';
import {
  newQueryId,
  resultCountOf,
  serializeSearchResponse,
  withQueryId,
  type SearchResponseJson,
} from './search-response.serializer';

/** Sort keys storefronts send (the layout's defaults use `selling_price`) → sortable fields. */
const SORT_FIELDS: Readonly<Record<string, string>> = { price: 'price', selling_price: 'price' };

/** Filter groups → engine filters: values of one facet are ORed, facets ANDed. */
export function toEngineFilters(groups: SearchRequest['filters']): Record<string, FilterValue> {
  const values = new Map<string, Set<string>>();
  const ranges: Record<string, { min?: number; max?: number }> = {};
  for (const group of groups) {
    for (const filter of group) {
      for (const [facet, value] of Object.entries(filter)) {
        if (typeof value === 'string') {
          values.set(facet, (values.get(facet) ?? new Set()).add(value));
        } else {
          ranges[facet] = {
            ...(value.from === undefined ? {} : { min: value.from }),
            ...(value.to === undefined ? {} : { max: value.to }),
          };
        }
      }
    }
  }
  return { ...Object.fromEntries([...values].map(([facet, set]) => [facet, [...set]])), ...ranges };
}

function toSort(sort: SearchRequest['sort']): SortBy[] {
  return sort.flatMap((entry) =>
    Object.entries(entry).flatMap(([key, order]) => {
      const field = SORT_FIELDS[key];
      return field ? [{ field, order: order.toLowerCase() as 'asc' | 'desc' }] : [];
    }),
  );
}

/**
 * What the engine runs for a request. customer_group_id and currency are not part of it: products
 * carry one price, in their own currency (docs/decisions.md). Explain is honoured only for a
 * preview (docs/product/search-api.md#explain): it costs a full ranking pass.
 */
function toEngineQuery(request: SearchRequest, preview: boolean): SearchQuery {
  return {
    q: request.q,
    filters: toEngineFilters(request.filters),
    sort: toSort(request.sort),
    offset: request.offset,
    limit: request.limit,
    highlight: request.highlight === '1',
    ...(preview && request.explain === '1' ? { explain: true } : {}),
  };
}

function noResults(): SearchResponse {
  return { results: [], results_count: 0, stats: {} };
}

export interface SearchServiceDependencies {
  registry: IndexRegistry;
  /** Storefront traffic repeats itself; only storefront answers go through it. */
  cache?: SearchCache;
  previewTokens: Pick<PreviewTokenService, 'verify'>;
  /** Storefront calls a client address may make (docs/product/search-api.md#rate-limits). */
  limit: StorefrontLimit;
  /** The event log, where every answered storefront and preview search is recorded. */
  events?: Pick<EventsService, 'recordSearch'>;
}

/** The public search API: any storefront may call it with the shop's public key. */
export class SearchService {
  private readonly cache: SearchCache;

  constructor(private readonly deps: SearchServiceDependencies) {
    this.cache = deps.cache ?? new SearchCache(0);
  }

  /**
   * `GET shops/{shopKey}/search`. Storefronts: a published shop only (`shop-not-published`
   * otherwise), answered from the cache when the same search already ran on this index, and
   * logged as a search event either way: billing counts the human search intents of the log
   * (docs/product/analytics.md#billing-count). With `preview`: see `previewSearch`.
   * Answers the JSON as sent.
   * @example await search.search(shopKey, { q: 'sneaker', filters: [], sort: [], offset: 0, limit: 12, customer_group_id: 'default', currency: 'EUR', highlight: '0', explain: '0' });
   */
  search(
    shopKey: string,
    request: SearchRequest,
    origin: CallOrigin = { clientIp: '', userAgent: '' },
  ): SearchResponseJson | Promise<SearchResponseJson> {
    const { clientIp } = origin;
    this.deps.limit(clientIp);
    if (request.preview !== undefined) {
      return this.previewSearch(shopKey, request, request.preview, origin);
    }
    const entry = this.deps.registry.get(shopKey);
    if (!entry) throw new AppError('shop-not-found');
    // Storefronts see a shop once its owner publishes it (docs/product/search-api.md#errors).
    if (!entry.published) throw new AppError('shop-not-published');
    const { index, resultFields } = entry;
    const query = toEngineQuery(request, false);
    const json = this.cache.answer(
      index,
      query,
      () => serializeSearchResponse(toResponse(index.search(query), resultFields)),
      resultFields.join('\u0000'),
    );
    return this.recorded(entry, request, origin, json, false);
  }

  /**
   * Gives the answer its own queryID and logs the search under it. After the cache on purpose:
   * identical searches share one cached answer, never one queryID.
   */
  private recorded(
    shop: Pick<ShopIndex, 'shopId' | 'excludedIps'>,
    request: SearchRequest,
    origin: CallOrigin,
    json: SearchResponseJson,
    preview: boolean,
  ): SearchResponseJson {
    const queryId = newQueryId();
    this.deps.events?.recordSearch({
      ...origin,
      shop,
      queryId,
      query: request.q,
      resultCount: resultCountOf(json),
      filters: searchFilterKeys(request.filters),
      sort: searchSortKey(request.sort),
      // A later page's products are not at positions 1…12 (docs/product/analytics.md#searches).
      objectIds: request.offset === 0 ? firstObjectIds(json) : null,
      preview,
      ...(request.userToken === undefined ? {} : { userToken: request.userToken }),
      ...(request.device === undefined ? {} : { device: request.device }),
    });
    return withQueryId(json, queryId);
  }

  /**
   * The console's preview through the public call (docs/product/preview.md#preview-tokens): a
   * token issued for this shop key answers it published or not, with `explain` when asked, and
   * the search is logged flagged `preview`, so never billed. Never read from nor written to the answer cache, so no preview
   * answer can reach a storefront. A shop without an index yet answers no products.
   */
  private async previewSearch(
    shopKey: string,
    request: SearchRequest,
    token: string,
    origin: CallOrigin,
  ): Promise<SearchResponseJson> {
    await this.deps.previewTokens.verify(token, shopKey);
    const entry = this.deps.registry.get(shopKey);
    if (!entry) return serializeSearchResponse(noResults());
    const result = entry.index.search(toEngineQuery(request, true));
    const json = serializeSearchResponse(toResponse(result, entry.resultFields));
    return this.recorded(entry, request, origin, json, true);
  }

  /**
   * The same search for the console's own tools (the product picker), not counted: only
   * storefront searches are billed. Callers check the shop belongs to the caller first. A shop
   * without an index yet (no products, or the first build still running) answers no products.
   */
  ownerSearch(shopKey: string, request: SearchRequest): SearchResponse {
    const entry = this.deps.registry.get(shopKey);
    if (!entry) return noResults();
    const query = { ...toEngineQuery(request, false), highlight: false };
    return toResponse(entry.index.search(query), entry.resultFields);
  }

  /** Hits and misses of the public search's answer cache since start. */
  cacheStats(): SearchCacheStats {
    return this.cache.stats();
  }
}
