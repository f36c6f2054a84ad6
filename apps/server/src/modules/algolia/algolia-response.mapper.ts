import type { SearchBanner } from '@trova/contracts';
import type { FacetField, FacetResult, SearchResult } from '@trova/engine';
import { categoryLabel, hitJson, type HitOptions } from './algolia-hit.mapper';
import { nbPagesOf } from './algolia-params';

/** A facet a query asked for, resolved against the index's facets. */
export type AskedFacet =
  /** A value or number facet, or a category facet as whole paths (`A > B`). */
  | { name: string; source: string; depth?: undefined }
  /** `<category>.lvlN`: the category facet's paths of depth N. */
  | { name: string; source: string; depth: number }
  /** `*` on a category facet: every `<category>.lvlN` the result has. */
  | { name: string; source: string; depth: 'all' };

const LEVEL = /^(.+)\.lvl(\d{1,2})$/;

/**
 * The facets a query asks for (`["*"]`: every facet of the index, category levels included) and
 * the engine facets that count them; names the index does not have are left out, never refused.
 * @example askedFacets(['brand', 'categories.lvl1'], facets).engine // ['brand', 'categories']
 */
export function askedFacets(
  names: readonly string[],
  facets: readonly Pick<FacetField, 'name' | 'type'>[],
): { asked: AskedFacet[]; engine: string[] } {
  const types = new Map(facets.map((facet) => [facet.name, facet.type]));
  const asked: AskedFacet[] = [];
  for (const name of names) {
    if (name === '*') {
      for (const facet of facets) {
        asked.push({ name: facet.name, source: facet.name });
        if (facet.type === 'category')
          asked.push({ name: facet.name, source: facet.name, depth: 'all' });
      }
      continue;
    }
    if (types.has(name)) {
      asked.push({ name, source: name });
      continue;
    }
    const level = LEVEL.exec(name);
    if (level && types.get(level[1]!) === 'category') {
      asked.push({ name, source: level[1]!, depth: Number(level[2]) });
    }
  }
  return { asked, engine: [...new Set(asked.map((facet) => facet.source))] };
}

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

/**
 * Keys kept written (`quotedValue`), over all shops, before starting again from none, and their
 * characters (values and keys written): facet values are shop data of any length.
 */
const QUOTED_MAX = 100_000;
const QUOTED_CHARACTERS = 8 * 1024 * 1024;
const quotedValues = new Map<string, string>();
const quotedLabels = new Map<string, string>();
const quotedCharacters = { values: 0, labels: 0 };

/**
 * A facet value as a JSON key, `"Donna > Scarpe":` for a category path: the same values come back
 * answer after answer, so each is written once (bounded by count and characters, emptied when full).
 */
function quotedValue(value: string, label: boolean): string {
  const kept = label ? quotedLabels : quotedValues;
  let quoted = kept.get(value);
  if (quoted === undefined) {
    quoted = `${JSON.stringify(label ? categoryLabel(value) : value)}:`;
    const side = label ? 'labels' : 'values';
    const characters = value.length + quoted.length;
    if (kept.size >= QUOTED_MAX || quotedCharacters[side] + characters > QUOTED_CHARACTERS) {
      kept.clear();
      quotedCharacters[side] = 0;
    }
    if (characters <= QUOTED_CHARACTERS) {
      kept.set(value, quoted);
      quotedCharacters[side] += characters;
    }
  }
  return quoted;
}

function counts(
  values: readonly { value: string; count: number }[],
  max: number,
  label = false,
): string {
  let out = '';
  const shown = Math.min(values.length, max);
  for (let i = 0; i < shown; i++) {
    const { value, count } = values[i]!;
    out += `${i === 0 ? '' : ','}${quotedValue(value, label)}${count}`;
  }
  return `{${out}}`;
}

function facetJson(facet: AskedFacet, result: FacetResult, max: number, out: string[]): void {
  const key = JSON.stringify(facet.name);
  if (result.type === 'number') {
    // Algolia counts each number; Trova counts ranges (facets_stats), so the key is present and empty.
    out.push(`${key}:{}`);
    return;
  }
  if (result.type !== 'category') {
    out.push(`${key}:${counts(result.values, max)}`);
    return;
  }
  if (facet.depth === undefined) {
    out.push(`${key}:${counts(result.values, max, true)}`);
    return;
  }
  const depths =
    facet.depth === 'all'
      ? [...new Set(result.values.map((value) => value.depth))].sort()
      : [facet.depth];
  for (const depth of depths) {
    const level = result.values.filter((value) => value.depth === depth);
    out.push(`${JSON.stringify(`${facet.source}.lvl${depth}`)}:${counts(level, max, true)}`);
  }
}

function statsJson(asked: readonly AskedFacet[], facets: SearchResult['facets']): string {
  const stats: string[] = [];
  for (const facet of asked) {
    const result = facets[facet.source];
    if (result?.type !== 'number' || result.min === null || result.max === null) continue;
    const { min, max, count, sum } = result;
    const avgSum = `"avg":${cents(sum / count)},"sum":${cents(sum)}`;
    stats.push(`${JSON.stringify(facet.name)}:{"min":${min},"max":${max},${avgSum}}`);
  }
  return `{${stats.join(',')}}`;
}

/**
 * The number facet is the price, in a currency: avg and sum to the cent, without the binary noise
 * of adding decimals (docs/product/algolia-protocol.md#response). A non-null min means count > 0.
 */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
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
 * One result of the multi-query, without the keys each request adds (`query`, `params`, `index`,
 * `processingTimeMS`, `queryID`) and without its closing brace: what the answer cache keeps
 * (docs/product/algolia-protocol.md#response).
 * @example resultJson({ hits: [], total: 0, facets: {} }, view, undefined) // '{"hits":[],"nbHits":0,…'
 */
export function resultJson(
  result: SearchResult,
  view: ResultView,
  banners: readonly SearchBanner[] | undefined,
): string {
  let hits = '';
  for (let i = 0; i < result.hits.length; i++) {
    hits += (i === 0 ? '' : ',') + hitJson(result.hits[i]!, view.hits);
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
  return (
    `{"hits":[${hits}],"nbHits":${result.total},"page":${view.page},` +
    `"nbPages":${nbPagesOf(result.total, view.hitsPerPage)},"hitsPerPage":${view.hitsPerPage},` +
    `"exhaustiveNbHits":true,"exhaustiveFacetsCount":true,"exhaustive":{"nbHits":true,"facetsCount":true,"typo":true},` +
    `"facets":{${facets.join(',')}},"facets_stats":${statsJson(view.asked, result.facets)},` +
    `"renderingContent":{"facetOrdering":${view.facetOrdering}${widgets}}`
  );
}
