import { LRUCache } from 'lru-cache';
import type { SearchBanner } from '@trova/contracts';
import type { SearchResult } from '@trova/engine';
import type { ProtocolSearch, ShopIndex } from '../search/index';
import { decodeQueriesBody, parseIndexName, type AlgoliaQuery } from './algolia-params';
import { planSearch, replicaSort, type SearchPlan } from './algolia-search-plan';
import { resultPieces } from './algolia-response.mapper';
import type { ShopView } from './algolia-shop-views';

/**
 * Characters of body text whose decoded queries are kept (with the decoded queries, a few times
 * that in memory), and the longest body kept: a multi-query of a few queries.
 */
const MEMO_CHARACTERS = 4 * 1024 * 1024;
const MEMO_BODY_LENGTH = 16 * 1024;

/**
 * What the Algolia service keeps between requests besides the answer cache: decoded bodies and
 * each decoded query's plan, so a repeated multi-query skips decoding and planning.
 */
export class AlgoliaQueryMemo {
  private readonly decoded = new LRUCache<string, readonly AlgoliaQuery[]>({
    maxSize: MEMO_CHARACTERS,
    sizeCalculation: (_queries, body) => body.length,
  });
  private readonly plans = new WeakMap<
    AlgoliaQuery,
    { entry: ShopIndex; view: ShopView; header: string | undefined; plan: SearchPlan }
  >();
  private readonly searches = new WeakMap<SearchPlan, ProtocolSearch>();
  private readonly echoes = new WeakMap<AlgoliaQuery, string>();

  /**
   * The decoded queries of a body. Storefronts send the same multi-queries again and again (the
   * answer cache's premise), so a body's text, up to `MEMO_BODY_LENGTH`, keeps its decoded
   * queries, which nothing changes afterwards; each query object then keeps its plan.
   */
  decodedOf(body: unknown): readonly AlgoliaQuery[] {
    if (typeof body !== 'string' || body.length > MEMO_BODY_LENGTH) return decodeQueriesBody(body);
    let queries = this.decoded.get(body);
    if (queries === undefined) {
      queries = decodeQueriesBody(body);
      this.decoded.set(body, queries);
    }
    return queries;
  }

  /** The query's plan on this index and view, kept per decoded query (`decodedOf`). */
  planOf(
    q: AlgoliaQuery,
    entry: ShopIndex,
    view: ShopView,
    header: string | undefined,
  ): SearchPlan {
    const kept = this.plans.get(q);
    if (
      kept !== undefined &&
      kept.entry === entry &&
      kept.view === view &&
      kept.header === header
    ) {
      return kept.plan;
    }
    const name = parseIndexName(q.indexName);
    const plan = planSearch(
      q,
      entry.index.schema,
      replicaSort(name.sort, entry.index.schema),
      view.id,
      view.facetOrdering,
      header,
    );
    this.plans.set(q, { entry, view, header, plan });
    return plan;
  }

  /**
   * The protocol search of a planned query, written once per plan (kept as long as the plan is):
   * a repeated query allocates no closure nor object of its own on its way to the answer cache.
   */
  searchOf(q: AlgoliaQuery, plan: SearchPlan): ProtocolSearch {
    const kept = this.searches.get(plan);
    if (kept !== undefined) return kept;
    const search: ProtocolSearch = {
      query: plan.query,
      facts: { q: q.query, filters: plan.facts.filters },
      view: plan.viewKey,
      write: (result: SearchResult, banners: SearchBanner[] | undefined) =>
        resultPieces(result, plan.view, banners),
      // analytics:false (InstantSearch's counts of a refined OR facet) is answered, never logged.
      log: q.analytics
        ? {
            filters: plan.facts.keys,
            sort: plan.sort,
            userToken: plan.userToken,
            device: 'desktop',
          }
        : null,
      queryId: q.clickAnalytics,
    };
    this.searches.set(plan, search);
    return search;
  }

  /**
   * `,"query":…,"params":…,"index":…`: what every answer to the query echoes of it, written once
   * per decoded query (`decodedOf`), which nothing changes afterwards.
   */
  echoOf(q: AlgoliaQuery): string {
    let echo = this.echoes.get(q);
    if (echo === undefined) {
      echo =
        `,"query":${JSON.stringify(q.query)},"params":${JSON.stringify(q.params)},` +
        `"index":${JSON.stringify(q.indexName)}`;
      this.echoes.set(q, echo);
    }
    return echo;
  }
}
