import type { FacetField, FacetResult, SearchResult } from '@trova/engine';
import { categoryLabel } from './algolia-hit-attributes';

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

/**
 * Pushes one asked facet's `facets` entries onto `out`: a value facet's counts (at most `max`),
 * a number facet's empty object (its figures are in `facets_stats`), a category facet's whole
 * paths or its levels (`<category>.lvlN`) as `A > B`.
 * @example facetJson({ name: 'brand', source: 'brand' }, { type: 'string', values: [{ value: 'Nike', count: 2 }] }, 20, out) // out: ['"brand":{"Nike":2}']
 */
export function facetJson(
  facet: AskedFacet,
  result: FacetResult,
  max: number,
  out: string[],
): void {
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

/**
 * `facets_stats`: min, max, avg and sum of each asked number facet the result has values of.
 * @example statsJson(asked, { price: { type: 'number', min: 1, max: 3, count: 2, sum: 4 } }) // '{"price":{"min":1,"max":3,"avg":2,"sum":4}}'
 */
export function statsJson(asked: readonly AskedFacet[], facets: SearchResult['facets']): string {
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
