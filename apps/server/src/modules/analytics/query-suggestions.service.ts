import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Clock } from '../../clock';
import { epochSeconds } from '../../clock';
import type { ShopsRepository } from '../shops/index';
import {
  buildSuggestions,
  QUERY_SUGGESTIONS_RULE,
  type QuerySuggestionsRule,
} from './query-suggestions';
import {
  loaded,
  matchSuggestions,
  type LoadedSuggestion,
  type SuggestionsAnswer,
  type SuggestionsParams,
} from './query-suggestions-match';
import type { QuerySuggestionsRepository } from './query-suggestions.repository';

export type {
  SuggestionHit,
  SuggestionsAnswer,
  SuggestionsParams,
} from './query-suggestions-match';

/**
 * Products the shop's live index finds for a query; undefined when this process holds no index
 * of the shop. Search implements it (a port: analytics sits beside search, not above it).
 */
export type SuggestionHitCounter = (shopKey: string, query: string) => number | undefined;

export interface QuerySuggestionsDependencies {
  repository: Pick<QuerySuggestionsRepository, 'queryCounts' | 'replace' | 'list'>;
  shops: Pick<ShopsRepository, 'findById' | 'findPublicByKey'>;
  hits: () => SuggestionHitCounter | undefined;
  now: Clock;
  rule?: QuerySuggestionsRule;
}

/**
 * A shop's list is read again after this long, so a build made by another process shows within
 * it; a build in this process replaces it at once.
 */
const CACHE_MS = 5 * 60_000;
/** Shops whose lists are held at once; the least recently loaded goes first. */
const CACHE_SHOPS = 2_000;
/** Rolled-up queries a build reads: the cap's many times over, for variants and minimums. */
const COUNTS_READ = 20 * QUERY_SUGGESTIONS_RULE.maxSuggestions;
/** Hit counts between two turns of the event loop: a build runs in a search process. */
const HITS_PER_TURN = 25;

const DAY_SECONDS = 86_400;

/**
 * Query suggestions (docs/product/analytics.md#query-suggestions): built daily per shop from its
 * rollups by the `analytics.query-suggestions` job, served from memory to the Algolia protocol's
 * `<shopKey>:query_suggestions` index and to the layer's icebreaker.
 *
 * @example
 * await suggestions.rebuild(shopId); // 120: suggestions stored
 * (await suggestions.searchSuggestions(shopKey, { query: 'sca', page: 0, hitsPerPage: 5, highlightPreTag: '<em>', highlightPostTag: '</em>' })).hits[0]?.query // 'scarpe'
 */
export class QuerySuggestionsService {
  private readonly cache = new Map<string, { at: number; list: Promise<LoadedSuggestion[]> }>();
  private readonly rule: QuerySuggestionsRule;

  constructor(private readonly deps: QuerySuggestionsDependencies) {
    this.rule = deps.rule ?? QUERY_SUGGESTIONS_RULE;
  }

  /**
   * Builds the shop's suggestions from its last `windowDays` of rollups (today included) and
   * stores them in place of the previous build; answers how many were stored. A shop gone answers
   * 0; a shop whose index this process does not hold answers undefined. Neither stores anything:
   * a build without the index to count hits with would wrongly empty the list.
   */
  async rebuild(shopId: string): Promise<number | undefined> {
    const shop = await this.deps.shops.findById(shopId);
    if (!shop) return 0;
    if (this.deps.hits()?.(shop.key, '') === undefined) return undefined;
    const nowSeconds = epochSeconds(this.deps.now);
    const today = Math.floor(nowSeconds / DAY_SECONDS);
    const counts = await this.deps.repository.queryCounts(
      shopId,
      today - this.rule.windowDays + 1,
      today,
      COUNTS_READ,
    );
    let asked = 0;
    const hitsOf = async (query: string): Promise<number | undefined> => {
      asked += 1;
      if (asked % HITS_PER_TURN === 0) await nextTurn();
      return this.deps.hits()?.(shop.key, query);
    };
    const built = await buildSuggestions(counts, hitsOf, this.rule);
    await this.deps.repository.replace(shopId, built, nowSeconds);
    this.cache.delete(shop.key);
    return built.length;
  }

  /**
   * A page of the shop's suggestions matching `query` (see `matchSuggestions`), as the Algolia
   * protocol answers its query-suggestions index. An unknown or never built shop has none. Checks
   * neither credentials nor publication: its caller does, as for search.
   */
  async searchSuggestions(shopKey: string, params: SuggestionsParams): Promise<SuggestionsAnswer> {
    return matchSuggestions(await this.listOf(shopKey), params);
  }

  /**
   * The shop's `count` most popular suggestions, for the layer's icebreaker
   * (docs/product/layer.md#suggestions).
   */
  async popular(shopKey: string, count: number): Promise<string[]> {
    return (await this.listOf(shopKey)).slice(0, Math.max(0, count)).map((entry) => entry.query);
  }

  private listOf(shopKey: string): Promise<LoadedSuggestion[]> {
    const now = this.deps.now();
    const cached = this.cache.get(shopKey);
    if (cached && now - cached.at < CACHE_MS) return cached.list;
    this.cache.delete(shopKey);
    if (this.cache.size >= CACHE_SHOPS) {
      const oldest = this.cache.keys().next();
      if (oldest.done !== true) this.cache.delete(oldest.value);
    }
    const list = this.load(shopKey);
    this.cache.set(shopKey, { at: now, list });
    // A failed read is not kept: the next call reads again.
    list.catch(() => {
      if (this.cache.get(shopKey)?.list === list) this.cache.delete(shopKey);
    });
    return list;
  }

  private async load(shopKey: string): Promise<LoadedSuggestion[]> {
    const shop = await this.deps.shops.findPublicByKey(shopKey);
    if (!shop) return [];
    return (await this.deps.repository.list(shop.id)).map(loaded);
  }
}
