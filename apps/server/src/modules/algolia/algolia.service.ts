import type { StorefrontLimit } from '../../http/storefront-limit';
import type { CallOrigin } from '../events/index';
import type { IndexRegistry, SearchService, ShopIndex } from '../search/index';
import { facetHitsJson } from './algolia-facet-search';
import { queryWords } from './algolia-highlight';
import {
  decodeFacetQuery,
  decodeSingleQuery,
  parseIndexName,
  type AlgoliaCredentials,
  type AlgoliaQuery,
} from './algolia-params';
import { AlgoliaProtocolError } from './algolia-protocol.error';
import { AlgoliaQueryMemo } from './algolia-query-memo';
import { replicaSort } from './algolia-search-plan';
import type { AlgoliaShopViews } from './algolia-shop-views';
import { toWhere } from './algolia-filters';

/** A page of the shop's query suggestions (the analytics module's, docs/product/analytics.md). */
export type SuggestionsSource = (
  shopKey: string,
  params: {
    query: string;
    page: number;
    hitsPerPage: number;
    highlightPreTag: string;
    highlightPostTag: string;
  },
) => Promise<{
  hits: unknown[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
}>;

export interface AlgoliaServiceDependencies {
  registry: Pick<IndexRegistry, 'get'>;
  search: Pick<SearchService, 'protocolSearch'>;
  views: Pick<AlgoliaShopViews, 'of'>;
  /** The storefront budget of a client address: each query of a multi-query is one unit. */
  limit: StorefrontLimit;
  /** The query-suggestions index; unset: it answers no hits. */
  suggestions?: () => SuggestionsSource | undefined;
}

/** Who asks: the client's address and agent, and the `x-algolia-usertoken` header. */
export interface AlgoliaCaller extends CallOrigin {
  credentials: AlgoliaCredentials;
  userToken: string | undefined;
}

const INVALID_KEY = 'Invalid Application-ID or API key';

/** The shop an API key names: its public key and its live index. */
interface CalledShop {
  key: string;
  entry: ShopIndex;
}

/**
 * The Algolia-compatible search protocol (docs/product/algolia-protocol.md): decoded queries
 * answered from the shop's live index through `SearchService.protocolSearch`, so with the same
 * cache, campaigns, banners and event log as the native search. Answers JSON text.
 */
export class AlgoliaService {
  private readonly memo = new AlgoliaQueryMemo();

  constructor(private readonly deps: AlgoliaServiceDependencies) {}

  /** `POST /1/indexes/*\/queries`: `{ results: [...] }`, one result a query, in order. */
  async queries(body: unknown, caller: AlgoliaCaller): Promise<string> {
    const shop = this.shopOf(caller);
    const queries = this.memo.decodedOf(body);
    // One unit a query (the call's first counted in shopOf): 50 queries in one call cost 50 of
    // the budget, as 50 calls would (docs/product/algolia-protocol.md#search).
    if (queries.length > 1) this.deps.limit(caller.clientIp, queries.length - 1);
    const results: string[] = [];
    // In order, one after another: each is answered from memory, most of them from the cache.
    for (const q of queries) results.push(await this.answer(shop, q, caller));
    return `{"results":[${results.join(',')}]}`;
  }

  /** `POST /1/indexes/{index}/query`: the one result. */
  async query(indexName: string, body: unknown, caller: AlgoliaCaller): Promise<string> {
    const shop = this.shopOf(caller);
    return this.answer(shop, decodeSingleQuery(indexName, body), caller);
  }

  /** `POST /1/indexes/{index}/facets/{facet}/query`: the facet values matching `facetQuery`. */
  async facetQuery(
    indexName: string,
    facet: string,
    body: unknown,
    caller: AlgoliaCaller,
  ): Promise<string> {
    const shop = this.shopOf(caller);
    return this.answer(shop, decodeFacetQuery(indexName, facet, body), caller);
  }

  /**
   * The shop the API key names, once the call is counted. The application id may be anything
   * but empty; the key must be a served shop's public key (403 otherwise, as Algolia answers).
   */
  private shopOf(caller: AlgoliaCaller): CalledShop {
    this.deps.limit(caller.clientIp);
    const { applicationId, apiKey } = caller.credentials;
    if (applicationId === undefined || apiKey === undefined)
      throw new AlgoliaProtocolError(403, INVALID_KEY);
    const entry = this.deps.registry.get(apiKey);
    if (!entry) throw new AlgoliaProtocolError(403, INVALID_KEY);
    if (!entry.published) throw new AlgoliaProtocolError(403, 'This shop is not published');
    return { key: apiKey, entry };
  }

  private async answer(shop: CalledShop, q: AlgoliaQuery, caller: AlgoliaCaller): Promise<string> {
    const started = performance.now();
    const name = parseIndexName(q.indexName);
    // One key, one shop: an index of another shop is as unknown as one that does not exist.
    if (name.shopKey !== shop.key)
      throw new AlgoliaProtocolError(404, `Index ${q.indexName} does not exist`);
    if (name.suggestions) return this.suggestions(shop.key, q, started);
    const { entry } = shop;
    const { index } = entry;
    // A replica of a sort the shop cannot sort by is an unknown index, for facet searches too.
    replicaSort(name.sort, index.schema);
    if (q.type === 'facet') {
      const where = toWhere(q, index.schema.facets);
      const query = { q: q.query, ...(where === undefined ? {} : { where }) };
      const style = {
        preTag: q.highlightPreTag,
        postTag: q.highlightPostTag,
        ellipsis: q.snippetEllipsisText,
        words: queryWords(q.facetQuery),
      };
      return facetHitsJson(
        index,
        query,
        q.facetName ?? '',
        q.facetQuery,
        q.maxFacetHits,
        style,
        started,
      );
    }
    const known = this.deps.views.of(entry);
    const view = known instanceof Promise ? await known : known;
    const plan = this.memo.planOf(q, entry, view, caller.userToken);
    const answer = await this.deps.search.protocolSearch(
      entry,
      this.memo.searchOf(q, plan),
      caller,
    );
    const took = Math.max(0, Math.round(performance.now() - started));
    const queryId =
      q.clickAnalytics && answer.queryId !== undefined ? `,"queryID":"${answer.queryId}"` : '';
    return `${answer.unclosed}${this.memo.echoOf(q)},"processingTimeMS":${took}${queryId}}`;
  }

  /** The query-suggestions index (`<shopKey>:query_suggestions`), never logged as a search. */
  private async suggestions(shopKey: string, q: AlgoliaQuery, started: number): Promise<string> {
    const source = this.deps.suggestions?.();
    const page = source
      ? await source(shopKey, {
          query: q.query,
          page: q.page,
          hitsPerPage: q.hitsPerPage,
          highlightPreTag: q.highlightPreTag,
          highlightPostTag: q.highlightPostTag,
        })
      : { hits: [], nbHits: 0, page: q.page, nbPages: 0, hitsPerPage: q.hitsPerPage };
    const took = Math.max(0, Math.round(performance.now() - started));
    return JSON.stringify({
      ...page,
      exhaustiveNbHits: true,
      query: q.query,
      params: q.params,
      index: q.indexName,
      processingTimeMS: took,
    });
  }
}
