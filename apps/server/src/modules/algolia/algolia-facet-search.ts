import type { SearchIndex, SearchQuery } from '@trova/engine';
import { categoryLabel } from './algolia-hit.mapper';
import { highlight, ownRanges, queryWords, type HighlightStyle } from './algolia-highlight';
import { AlgoliaProtocolError } from './algolia-protocol.error';

/** Values read to keep those of one category depth (`categories.lvlN`). */
const SCANNED_VALUES = 10_000;

/**
 * A facet search's answer (docs/product/algolia-protocol.md#facet-search): `facetHits` with each
 * value, its highlighted form in the query's tags, and its count, from the engine's
 * `searchFacetValues` (values whose words start with the facet query's words, most frequent
 * first). A facet the index cannot count
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
  const hits = index
    .searchFacetValues(query, source, facetQuery, depth === undefined ? limit : SCANNED_VALUES)
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
