import type { SearchBanner } from '@trova/contracts';
import type { Hit, SearchResult } from '@trova/engine';
import { facetJson, statsJson, type AskedFacet } from './algolia-facet-counts.mapper';
import {
  attributesJson,
  hitRestJson,
  sharesAttributes,
  type HitOptions,
} from './algolia-hit.mapper';
import { nbPagesOf } from './algolia-params';

export { askedFacets, type AskedFacet } from './algolia-facet-counts.mapper';

/** What of a query shapes its result's JSON besides the engine's answer. */
export interface ResultView {
  hits: HitOptions;
  page: number;
  hitsPerPage: number;
  asked: readonly AskedFacet[];
  maxValuesPerFacet: number;
  /** `renderingContent.facetOrdering`'s JSON, from the shop's layout. */
  facetOrdering: string;
}

/** Banners of the Visual Machine as `renderingContent.widgets.banners`. */
function bannersJson(banners: readonly SearchBanner[]): string {
  return JSON.stringify(
    banners.map((banner) => ({
      image: { urls: [{ url: banner.imageUrl }], title: banner.id },
      link: { url: banner.url },
      trova: {
        type: banner.type,
        position: banner.position,
        mobileImageUrl: banner.mobileImageUrl,
      },
    })),
  );
}

/**
 * One result's JSON in pieces (the search module's `PiecedJson`): `texts[0]`, then for each `i`
 * the attributes of hit `i` (`shared(i)`) and `texts[i + 1]`. With every attribute retrieved, a
 * hit's attributes are the same text in every answer that shows the product (`attributesJson`,
 * kept per document), so the answer cache holds them once, not once per answer.
 */
export interface ResultPieces {
  texts: string[];
  shared: (i: number) => string;
}

/**
 * One result of the multi-query, without the keys each request adds (`query`, `params`, `index`,
 * `processingTimeMS`, `queryID`) and without its closing brace, in pieces: what the answer cache
 * keeps (docs/product/algolia-protocol.md#response). `resultJson` is its text.
 * @example joinResult(resultPieces({ hits: [], total: 0, facets: {} }, view, undefined)) // '{"hits":[],"nbHits":0,…'
 */
export function resultPieces(
  result: SearchResult,
  view: ResultView,
  banners: readonly SearchBanner[] | undefined,
): ResultPieces {
  const options = view.hits;
  const shared = sharesAttributes(options);
  const texts: string[] = [];
  // Only what attributesJson reads: the hits' highlights and explanations are not kept alive.
  const refs: { id: string; document: Hit['document'] }[] = [];
  let text = '{"hits":[';
  for (let i = 0; i < result.hits.length; i++) {
    const hit = result.hits[i]!;
    if (i > 0) text += ',';
    if (shared) {
      texts.push(text);
      refs.push({ id: hit.id, document: hit.document });
      text = hitRestJson(hit, options);
    } else {
      text += attributesJson(hit, options) + hitRestJson(hit, options);
    }
  }
  const facets: string[] = [];
  for (const facet of view.asked) {
    const counted = result.facets[facet.source];
    if (counted) facetJson(facet, counted, view.maxValuesPerFacet, facets);
  }
  const widgets =
    banners === undefined || banners.length === 0
      ? ''
      : `,"widgets":{"banners":${bannersJson(banners)}}`;
  texts.push(
    `${text}],"nbHits":${result.total},"page":${view.page},` +
      `"nbPages":${nbPagesOf(result.total, view.hitsPerPage)},"hitsPerPage":${view.hitsPerPage},` +
      `"exhaustiveNbHits":true,"exhaustiveFacetsCount":true,"exhaustive":{"nbHits":true,"facetsCount":true,"typo":true},` +
      `"facets":{${facets.join(',')}},"facets_stats":${statsJson(view.asked, result.facets)},` +
      `"renderingContent":{"facetOrdering":${view.facetOrdering}${widgets}}`,
  );
  return { texts, shared: (i) => attributesJson(refs[i]!, options) };
}

/** The text of `resultPieces`. */
export function joinResult(pieces: ResultPieces): string {
  const { texts } = pieces;
  let out = texts[0] ?? '';
  for (let i = 1; i < texts.length; i++) out += pieces.shared(i - 1) + texts[i]!;
  return out;
}

/**
 * One result of the multi-query as text (`resultPieces` joined).
 * @example resultJson({ hits: [], total: 0, facets: {} }, view, undefined) // '{"hits":[],"nbHits":0,…'
 */
export function resultJson(
  result: SearchResult,
  view: ResultView,
  banners: readonly SearchBanner[] | undefined,
): string {
  return joinResult(resultPieces(result, view, banners));
}
