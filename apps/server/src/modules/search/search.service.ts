import type { SearchBanner, SearchRequest, SearchResponse } from '@trova/contracts';
import type { SearchQuery } from '@trova/engine';
import { epochSeconds, type Clock } from '../../clock';
import { AppError } from '../../errors/error-catalogue';
import type { StorefrontLimit } from '../../http/storefront-limit';
import type { CallOrigin, EventsService } from '../events/index';
import type { PreviewTokenService } from '../layer/index';
import type { Port } from '../../kernel/port';
import type { IndexRegistry, ShopIndex } from './index-registry';
import type { LearnedEvidenceSource } from './learned-evidence.port';
import { SearchCache, type SearchCacheStats } from './search-cache';
import {
  PROTOCOL_REQUEST,
  protocolCached,
  type ProtocolAnswer,
  type ProtocolSearch,
} from './search-protocol';
import { toEngineQuery } from './search-engine-query';
import { searchFilterKeys, searchSortKey } from './search-log-fields';
import { toResponse } from './search-response.mapper';
import type { SearchEffect, SearchRules } from './search-rules.port';
import {
  newQueryId,
  searchAnswer,
  serializeSearchResult,
  withQueryId,
  type SearchAnswer,
  type SearchResponseJson,
} from './search-response.serializer';

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
  events?: Pick<EventsService, 'recordSearch' | 'issueQueryId'>;
  /** Each shop's campaigns and banners; none apply while the port is not connected. */
  rules?: Pick<Port<SearchRules>, 'get'>;
  /** The evidence behind learned ranking, for the preview's explain; none while not connected. */
  learned?: Pick<Port<LearnedEvidenceSource>, 'get'>;
  /** Decides which campaigns are within their validity; default the system clock. */
  now?: Clock;
}

/** The engine query of a search with what the Visual Machine does to it. */
interface PlannedSearch {
  query: SearchQuery;
  banners: SearchBanner[] | undefined;
}

const NO_EFFECT: SearchEffect = {};

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
    const query = toEngineQuery(request, false, entry.index.schema.facets);
    const effect = this.effectOf(entry.shopId, request, query);
    return effect instanceof Promise
      ? effect.then((loaded) =>
          this.storefrontAnswer(entry, request, origin, planned(query, loaded)),
        )
      : this.storefrontAnswer(entry, request, origin, planned(query, effect));
  }

  /**
   * A storefront's answer. The cache key holds everything that shapes it: the engine query with
   * the campaigns' merchandising, the result fields and the banners, all decided for this search
   * now; so a campaign saved, deleted, reordered, or entering or leaving its validity gives
   * another key, and an answer computed with other campaigns is never served.
   */
  private storefrontAnswer(
    entry: ShopIndex,
    request: SearchRequest,
    origin: CallOrigin,
    { query, banners }: PlannedSearch,
  ): SearchResponseJson {
    const { index, resultFields } = entry;
    const fields = resultFields.join('\u0000');
    const answer = this.cache.answer(
      index,
      query,
      () => searchAnswer(index.search(query), resultFields, banners),
      banners === undefined ? fields : `${fields}\u0001${JSON.stringify(banners)}`,
    );
    return this.recorded(entry, request, origin, answer, false);
  }

  /** What the shop's campaigns and banners do to this search now (none without the port). */
  private effectOf(
    shopId: string,
    request: SearchRequest,
    query: SearchQuery,
  ): SearchEffect | Promise<SearchEffect> {
    const rules = this.deps.rules?.get();
    if (!rules) return NO_EFFECT;
    return rules.effectOf(shopId, request, {
      sorted: (query.sort?.length ?? 0) > 0,
      nowSeconds: epochSeconds(this.deps.now ?? Date.now),
    });
  }

  /**
   * Gives the answer its own queryID and logs the search under it. After the cache on purpose:
   * identical searches share one cached answer, never one queryID.
   */
  private recorded(
    shop: Pick<ShopIndex, 'shopId' | 'excludedIps'>,
    request: SearchRequest,
    origin: CallOrigin,
    answer: SearchAnswer,
    preview: boolean,
  ): SearchResponseJson {
    // Signed for its shop, so the events that follow it can be vouched for without a lookup.
    const queryId = this.deps.events?.issueQueryId(shop.shopId) ?? newQueryId();
    // One literal, no spreads: object spreads here cost about 1 % of an uncached search.
    this.deps.events?.recordSearch({
      clientIp: origin.clientIp,
      userAgent: origin.userAgent,
      shop,
      queryId,
      query: request.q,
      resultCount: answer.resultCount,
      filters: searchFilterKeys(request.filters),
      sort: searchSortKey(request.sort),
      // A later page's products are not at positions 1…12 (docs/product/analytics.md#searches).
      objectIds: request.offset === 0 ? answer.objectIds : null,
      preview,
      userToken: request.userToken,
      device: request.device,
    });
    return withQueryId(answer.unclosed, queryId);
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
    if (!entry) return serializeSearchResult({ hits: [], total: 0, facets: {} }, []);
    const engineQuery = toEngineQuery(request, true, entry.index.schema.facets);
    const effect = await this.effectOf(entry.shopId, request, engineQuery);
    const { query, banners } = planned(engineQuery, effect);
    // Read only when explaining: the evidence is the explain's, a plain preview needs none.
    const learned =
      query.explain === true ? await this.deps.learned?.get()?.evidenceOf(entry.shopId) : undefined;
    const result = entry.index.search(query);
    const answer = searchAnswer(result, entry.resultFields, banners, learned);
    return this.recorded(entry, request, origin, answer, true);
  }

  /**
   * The same search for the console's own tools (the product picker), not counted: only
   * storefront searches are billed. Campaigns do not apply: the picker lists the catalogue as it
   * is, so an owner can choose a product a campaign removes. Callers check the shop belongs to the caller first. A shop
   * without an index yet (no products, or the first build still running) answers no products.
   */
  ownerSearch(shopKey: string, request: SearchRequest): SearchResponse {
    const entry = this.deps.registry.get(shopKey);
    if (!entry) return noResults();
    const query = { ...toEngineQuery(request, false, entry.index.schema.facets), highlight: false };
    return toResponse(entry.index.search(query), entry.resultFields);
  }

  /**
   * A storefront search through another protocol, on the shop's live index (the caller found
   * `entry` and answers an unpublished shop as it refuses): the same answer cache (keyed by the
   * protocol's `view` too), the same campaigns and banners, and the same event log as `search`.
   * The caller counts the call against the storefront limit, once for a batch of searches.
   * @example const answer = await search.protocolSearch(entry, planned, origin);
   */
  protocolSearch(
    entry: ShopIndex,
    search: ProtocolSearch,
    origin: CallOrigin,
  ): ProtocolAnswer | Promise<ProtocolAnswer> {
    if (!entry.published) throw new AppError('shop-not-published');
    const request: SearchRequest = {
      ...PROTOCOL_REQUEST,
      q: search.facts.q,
      filters: search.facts.filters,
    };
    const effect = this.effectOf(entry.shopId, request, search.query);
    return effect instanceof Promise
      ? effect.then((loaded) =>
          this.protocolAnswer(entry, search, origin, planned(search.query, loaded)),
        )
      : this.protocolAnswer(entry, search, origin, planned(search.query, effect));
  }

  private protocolAnswer(
    entry: ShopIndex,
    search: ProtocolSearch,
    origin: CallOrigin,
    { query, banners }: PlannedSearch,
  ): ProtocolAnswer {
    const { index } = entry;
    // \u0002 starts no native view (those are result field names), so the kinds never meet.
    const view = `\u0002${search.view}${banners === undefined ? '' : `\u0001${JSON.stringify(banners)}`}`;
    const answer = this.cache.answer(
      index,
      query,
      () => protocolCached(index.search(query), search, banners),
      view,
    );
    const { log } = search;
    if (log === null) {
      const queryId = search.queryId ? this.issueQueryId(entry.shopId) : undefined;
      return { ...answer, queryId };
    }
    const queryId = this.issueQueryId(entry.shopId);
    this.deps.events?.recordSearch({
      clientIp: origin.clientIp,
      userAgent: origin.userAgent,
      shop: entry,
      queryId,
      query: search.facts.q,
      resultCount: answer.resultCount,
      filters: log.filters,
      sort: log.sort,
      objectIds: (query.offset ?? 0) === 0 ? answer.objectIds : null,
      preview: false,
      userToken: log.userToken,
      device: log.device,
    });
    return {
      unclosed: answer.unclosed,
      resultCount: answer.resultCount,
      objectIds: answer.objectIds,
      queryId,
    };
  }

  private issueQueryId(shopId: string): string {
    return this.deps.events?.issueQueryId(shopId) ?? newQueryId();
  }

  /** Hits and misses of the public search's answer cache since start. */
  cacheStats(): SearchCacheStats {
    return this.cache.stats();
  }
}

/** The engine query with the campaigns' merchandising, and the banners. */
function planned(query: SearchQuery, { merchandising, banners }: SearchEffect): PlannedSearch {
  return { query: merchandising ? { ...query, merchandising } : query, banners };
}
