import type { SearchHit } from '@trova/contracts';
import { EngineError, type SearchQuery } from '@trova/engine';
import type { ShopIndex } from '../search/index';
import { toResponse } from '../search/index';
import type { HistoryRanks } from './history-ranking';
import type { RecommenderQuery } from './recommender-query';

type Shop = Pick<ShopIndex, 'index' | 'resultFields'>;

function run(shop: Shop, query: SearchQuery): SearchHit[] {
  try {
    return toResponse(
      shop.index.search({ ...query, facets: [], highlight: false }),
      shop.resultFields,
    ).results;
  } catch (error) {
    // A stored query the index can no longer run (a sort field gone) shows nothing, never a 500.
    if (error instanceof EngineError) return [];
    throw error;
  }
}

/**
 * The chosen products of a manual recommendation still in the index, in the chosen order, shaped
 * like search hits. They are pinned over an empty search (pins keep their slots and skip products
 * the index lacks), then only the chosen ones are kept.
 * @example manualProducts(shop, ['sku-2', 'gone', 'sku-1'], 20).map((hit) => hit.header.externalId) // ['sku-2', 'sku-1']
 */
export function manualProducts(shop: Shop, ids: readonly string[], size: number): SearchHit[] {
  const chosen = [...new Set(ids)].filter((id) => shop.index.has(id)).slice(0, size);
  if (chosen.length === 0) return [];
  const pins = chosen.map((id, position) => ({ id, position }));
  const hits = run(shop, { q: '', limit: chosen.length, merchandising: { pins } });
  const wanted = new Set(chosen);
  return hits.filter((hit) => wanted.has(hit.header.externalId));
}

/**
 * The products of a stored or filled-in query: filters on facets the shop no longer has are left
 * out (the rest still narrows), `exclude` (the viewed product) never shows. With `ranks` (a history
 * sort) the products shoppers clicked or saw most come first, most first, then the others by
 * relevance.
 */
export function queryProducts(
  shop: Shop,
  query: RecommenderQuery,
  size: number,
  options: { exclude?: string | undefined; ranks?: HistoryRanks | undefined } = {},
): SearchHit[] {
  const facets = new Set(shop.index.schema.facets.map((facet) => facet.name));
  const sortable = new Set(shop.index.schema.sortable.map((field) => field.name));
  const filters = Object.fromEntries(
    Object.entries(query.filters).filter(([facet]) => facets.has(facet)),
  );
  const { ranks } = options;
  const boost = ranks ? [...ranks.keys()] : [];
  const hits = run(shop, {
    q: query.q,
    filters,
    sort: ranks ? [] : query.sort.filter((sort) => sortable.has(sort.field)),
    limit: boost.length + size,
    merchandising: {
      // The ranked products that match come first (boost), so `limit` holds them all.
      boost,
      remove: options.exclude === undefined ? [] : [options.exclude],
      applyWhenSorted: true,
    },
  });
  const ordered = ranks
    ? hits
        .map((hit, index) => ({ hit, index, count: ranks.get(hit.header.externalId) ?? 0 }))
        .sort((a, b) => b.count - a.count || a.index - b.index)
        .map((entry) => entry.hit)
    : hits;
  return ordered.slice(0, size);
}
