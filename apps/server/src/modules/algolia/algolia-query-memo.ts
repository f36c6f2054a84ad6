import { LRUCache } from 'lru-cache';
import type { ShopIndex } from '../search/index';
import { decodeQueriesBody, parseIndexName, type AlgoliaQuery } from './algolia-params';
import { planSearch, replicaSort, type SearchPlan } from './algolia-search-plan';
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
}
