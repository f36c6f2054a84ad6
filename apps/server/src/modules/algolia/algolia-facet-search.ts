import type { SearchIndex, SearchQuery } from '@trova/engine';
import { categoryLabel } from './algolia-hit.mapper';
import { highlight, ownRanges, queryWords, type HighlightStyle } from './algolia-highlight';
import { AlgoliaProtocolError } from './algolia-protocol.error';

/** A facet value the engine found for a facet query (`SearchIndex.searchFacetValues`). */
export interface FacetValueHit {
  value: string;
  count: number;
  highlights: [number, number][];
}

/** The engine's facet value search, where the engine has it. */
interface FacetValueSearch {
  searchFacetValues?: (
    query: SearchQuery,
    facet: string,
    facetQuery: string,
    limit: number,
  ) => FacetValueHit[];
}

/** Values counted to find the matching ones when the engine has no facet value search. */
const SCANNED_VALUES = 10_000;

/**
 * Values of `facet` under the query's text and filters whose words start with the facet query's
 * words, most frequent first, then by value: the engine's own search when it has one, else the
 * facet's counts filtered here.
 */
function facetValues(
  index: SearchIndex,
  query: SearchQuery,
  facet: string,
  facetQuery: string,
  limit: number,
): FacetValueHit[] {
  const searchable: FacetValueSearch = index;
  if (searchable.searchFacetValues !== undefined) {
    return searchable.searchFacetValues(query, facet, facetQuery, limit);
  }
  const words = queryWords(facetQuery);
  const counted = index.search({
    ...query,
    offset: 0,
    limit: 0,
    facets: [facet],
    maxValuesPerFacet: SCANNED_VALUES,
    highlight: false,
  }).facets[facet];
  if (counted === undefined || counted.type === 'number') return [];
  const found: FacetValueHit[] = [];
  for (const { value, count } of counted.values) {
    const ranges = ownRanges(value, words);
    const matchedAll = words.every((word) => queryWords(value).some((own) => own.startsWith(word)));
    if (words.length > 0 && (ranges.length === 0 || !matchedAll)) continue;
    found.push({ value, count, highlights: ranges });
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * A facet search's answer (docs/product/algolia-protocol.md#facet-search): `facetHits` with each
 * value, its highlighted form in the query's tags, and its count. A facet the index cannot count
 * (not a value or category facet) is a 400, as Algolia refuses a facet not declared searchable.
 * @example facetHitsJson(index, { q: '' }, 'brand', 'ni', 10, style, 1) // '{"facetHits":[{"value":"Nike","highlighted":"<em>Ni</em>ke","count":3}],…}'
 */
export function facetHitsJson(
  index: SearchIndex,
  query: SearchQuery,
  facet: string,
  facetQuery: string,
  limit: number,
  style: HighlightStyle,
  startedMs: number,
): string {
  const level = /^(.+)\.lvl(\d{1,2})$/.exec(facet);
  const source = level ? level[1]! : facet;
  const type = index.schema.facets.find((field) => field.name === source)?.type;
  if (type === undefined || type === 'number') {
    throw new AlgoliaProtocolError(
      400,
      `Cannot search in \`${facet}\` attribute, you need to add it to the facets of the index.`,
    );
  }
  const depth = level ? Number(level[2]) : undefined;
  const words = queryWords(facetQuery);
  const hits = facetValues(
    index,
    query,
    source,
    facetQuery,
    depth === undefined ? limit : SCANNED_VALUES,
  )
    .filter((hit) => depth === undefined || hit.value.split('/').length - 1 === depth)
    .slice(0, limit)
    .map((hit) => {
      const value = type === 'category' ? categoryLabel(hit.value) : hit.value;
      const ranges = type === 'category' ? ownRanges(value, words) : hit.highlights;
      return {
        value,
        highlighted: highlight(value, ranges, { ...style, words }).value,
        count: hit.count,
      };
    });
  const took = Math.max(0, Math.round(performance.now() - startedMs));
  return JSON.stringify({ facetHits: hits, exhaustiveFacetsCount: true, processingTimeMS: took });
}
