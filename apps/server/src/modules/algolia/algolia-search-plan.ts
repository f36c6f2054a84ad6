import { userTokenSchema } from '@trova/contracts';
import type { FacetField, SearchQuery, SortBy } from '@trova/engine';
import { toWhere } from './algolia-filters';
import type { HitOptions } from './algolia-hit.mapper';
import { queryWords } from './algolia-highlight';
import { filterFacts, type FilterFacts } from './algolia-log-fields';
import { engineWindow, type AlgoliaQuery } from './algolia-params';
import { AlgoliaProtocolError } from './algolia-protocol.error';
import { engineFilters } from './algolia-simple-filters';
import { askedFacets, type ResultView } from './algolia-response.mapper';

/** Words a snippet keeps when `attributesToSnippet` names none (`description` = `description:10`). */
const SNIPPET_WORDS = 10;
/**
 * Category values counted for `<category>.lvlN`: the engine counts a category's paths of every
 * depth together, so a level's values come from a longer list than `maxValuesPerFacet`.
 */
const CATEGORY_VALUES = 250;

/**
 * Searchable attributes highlighted only when a query names them: long texts, which storefronts
 * show as `_snippetResult` (docs/product/algolia-protocol.md#response). A whole highlighted copy of
 * each would double what every answer carries and the answer cache holds.
 */
const SNIPPETED: ReadonlySet<string> = new Set(['description']);

/** Sort keys of replicas and the index field each sorts by (docs/product/algolia-protocol.md#sort-replicas). */
const SORT_ALIASES: ReadonlyMap<string, string> = new Map([['selling_price', 'price']]);

/**
 * The fields the engine highlights: those the hit mapper reads (`_highlightResult` and
 * `_snippetResult`), every one for `*`, none without words. Matching the words of fields no answer
 * shows would only be thrown away.
 */
function engineHighlight(
  words: boolean,
  highlighted: readonly string[],
  snippet: HitOptions['snippet'],
): SearchQuery['highlight'] {
  if (!words || (highlighted.length === 0 && snippet.length === 0)) return false;
  const names = new Set([...highlighted, ...snippet.map((entry) => entry.name)]);
  return names.has('*') ? true : [...names];
}

/** The index's part a query is planned against. */
export interface PlanIndex {
  facets: readonly Pick<FacetField, 'name' | 'type'>[];
  sortable: readonly { name: string }[];
  /** Attributes highlighted when a query names none (Algolia: the searchable ones; `SNIPPETED` aside). */
  searchable: readonly { name: string }[];
}

/** One query of a multi-query, ready for the search service. */
export interface SearchPlan {
  query: SearchQuery;
  view: ResultView;
  /** The answer cache's key part for the mapping (`ResultView` minus what the query holds). */
  viewKey: string;
  facts: FilterFacts;
  /** The logged sort, `selling_price:asc`; null for relevance. */
  sort: string | null;
  userToken: string | undefined;
}

/**
 * The engine sort of a replica name's sort, or an error the client reads as an unknown index.
 * @example replicaSort({ key: 'selling_price', order: 'asc' }, index) // [{ field: 'price', order: 'asc' }]
 */
export function replicaSort(
  sort: { key: string; order: 'asc' | 'desc' } | undefined,
  index: Pick<PlanIndex, 'sortable'>,
): SortBy[] {
  if (sort === undefined) return [];
  const field = SORT_ALIASES.get(sort.key) ?? sort.key;
  if (!index.sortable.some((sortable) => sortable.name === field)) {
    throw new AlgoliaProtocolError(404, 'Index does not exist');
  }
  return [{ field, order: sort.order }];
}

function snippets(names: readonly string[] | undefined): HitOptions['snippet'] {
  return (names ?? []).map((entry) => {
    const colon = entry.lastIndexOf(':');
    const words = colon > 0 ? Number(entry.slice(colon + 1)) : NaN;
    return Number.isInteger(words) && words > 0
      ? { name: entry.slice(0, colon), words: Math.min(words, 100) }
      : { name: entry, words: SNIPPET_WORDS };
  });
}

/** The query's userToken when it is one the event log can keep; another is dropped, never refused. */
function userTokenOf(q: AlgoliaQuery, header: string | undefined): string | undefined {
  const token = q.userToken ?? header;
  return token !== undefined && userTokenSchema.safeParse(token).success ? token : undefined;
}

/**
 * A decoded query as an engine query and the mapping of its answer: the page as offset and limit
 * (`engineWindow`: a page past the deepest offset answers no hits, with the counts), the filters as `where`, the
 * replica's sort, the facets to count, highlights when there are words and attributes to mark.
 * @example planSearch(q, index, [], 7, undefined).query.limit // q.hitsPerPage
 */
export function planSearch(
  q: AlgoliaQuery,
  index: PlanIndex,
  sort: SortBy[],
  shopViewId: number,
  facetOrdering: string,
  userTokenHeader: string | undefined,
): SearchPlan {
  const { page, hitsPerPage } = q;
  const window = engineWindow(q);
  const where = toWhere(q, index.facets);
  const facets = askedFacets(q.facets, index.facets);
  const categories = new Set(index.facets.filter((f) => f.type === 'category').map((f) => f.name));
  const leveled = facets.asked.some((facet) => facet.depth !== undefined);
  const words = queryWords(q.query);
  const highlightNames =
    q.attributesToHighlight ??
    index.searchable.filter((field) => !SNIPPETED.has(field.name)).map((field) => field.name);
  const snippet = snippets(q.attributesToSnippet);
  const retrieve =
    q.attributesToRetrieve === undefined || q.attributesToRetrieve.includes('*')
      ? undefined
      : new Set(q.attributesToRetrieve);
  const query: SearchQuery = {
    q: q.query,
    ...engineFilters(where, index.facets, facets.engine),
    sort,
    offset: window.offset,
    limit: window.limit,
    facets: facets.engine,
    maxValuesPerFacet: leveled
      ? Math.max(CATEGORY_VALUES, q.maxValuesPerFacet)
      : q.maxValuesPerFacet,
    highlight: engineHighlight(words.length > 0, highlightNames, snippet),
    ...(q.getRankingInfo ? { explain: true } : {}),
  };
  const style = {
    preTag: q.highlightPreTag,
    postTag: q.highlightPostTag,
    ellipsis: q.snippetEllipsisText,
    words,
  };
  const hits: HitOptions = {
    retrieve,
    highlight: highlightNames,
    snippet,
    style,
    categories,
    rankingInfo: q.getRankingInfo,
  };
  const view: ResultView = {
    hits,
    page,
    hitsPerPage,
    asked: facets.asked,
    maxValuesPerFacet: q.maxValuesPerFacet,
    facetOrdering,
  };
  const viewKey = JSON.stringify([
    shopViewId,
    page,
    hitsPerPage,
    q.facets,
    q.maxValuesPerFacet,
    q.attributesToRetrieve ?? null,
    highlightNames,
    q.attributesToSnippet ?? null,
    q.highlightPreTag,
    q.highlightPostTag,
    q.snippetEllipsisText,
  ]);
  const first = sort[0];
  return {
    query,
    view,
    viewKey,
    facts: filterFacts(where),
    sort:
      first === undefined
        ? null
        : `${first.field === 'price' ? 'selling_price' : first.field}:${first.order ?? 'asc'}`,
    userToken: userTokenOf(q, userTokenHeader),
  };
}
