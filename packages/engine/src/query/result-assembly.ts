import { merchandisingRule, TIER } from '../ranking/merchandising.rule.js';
import { learnedScore } from '../ranking/learned.rule.js';
import { decidingRule, ruleValues } from '../ranking/ranking-chain.js';
import type { RankingContext } from '../ranking/rule.js';
import { highlightRanges, matchedTerms, type MatchedTerms } from './highlight.js';
import type { Pin } from './merchandising.js';
import type { Slot } from './query-analyzer.js';
import type { Ordering } from './ranking.stage.js';
import type { SearchState } from './search.js';
import type { Hit, HitExplanation, Placement, SearchQuery } from './types.js';

type Entry = { doc: number; pinned: true } | { doc: number; pinned: false; index: number };

/**
 * Interleaves pins at their positions with the ranked list. A pin past the end of the list is
 * appended, so a short result list never loses a pin.
 */
function merge(best: number[], o: Ordering, pins: readonly Pin[], need: number): Entry[] {
  const out: Entry[] = [];
  let r = 0;
  let p = 0;
  while (out.length < need && (r < best.length || p < pins.length)) {
    if (p < pins.length && (pins[p]!.position <= out.length || r >= best.length)) {
      out.push({ doc: pins[p++]!.doc, pinned: true });
    } else {
      const index = best[r++]!;
      out.push({ doc: o.ranked[index]!, pinned: false, index });
    }
  }
  return out;
}

function sortValuesDiffer(o: Ordering, a: number, b: number): boolean {
  return o.sort.some(({ i }) => {
    const nums = o.store.sortNumbers[i];
    if (nums) return !Object.is(nums[a], nums[b]);
    return o.store.sortStrings[i]![a] !== o.store.sortStrings[i]![b];
  });
}

function placementAt(o: Ordering, ctx: RankingContext, list: Entry[], k: number): Placement {
  const e = list[k]!;
  if (e.pinned) return 'pin';
  const tier = merchandisingRule.value(ctx, e.doc);
  if (tier !== TIER.none) return tier === TIER.boost ? 'boost' : 'bury';
  const prev = list
    .slice(0, k)
    .reverse()
    .find((x) => !x.pinned);
  const other = prev ?? list.slice(k + 1).find((x) => !x.pinned);
  if (other === undefined) return o.sort.length > 0 ? 'sort' : 'words';
  if (o.sort.length > 0 && sortValuesDiffer(o, e.doc, other.doc)) return 'sort';
  return decidingRule(ctx, ruleValues(ctx, e.doc), ruleValues(ctx, other.doc)) ?? 'tie';
}

/** Searchable fields of `document` with a matched word, strings and lists of strings alike. */
function matchedFieldsOf(
  schema: SearchState['schema'],
  document: Record<string, unknown>,
  matched: MatchedTerms | null,
): string[] {
  if (matched === null) return [];
  const fields: string[] = [];
  for (const { name, type } of schema.searchable) {
    const value = document[name];
    const texts = Array.isArray(value) ? value : [value];
    const split = type === 'text';
    const hit = texts.some(
      (t) => typeof t === 'string' && highlightRanges(t, matched, split).length > 0,
    );
    if (hit) fields.push(name);
  }
  return fields;
}

function explainAt(
  st: SearchState,
  o: Ordering,
  ctx: RankingContext,
  list: Entry[],
  k: number,
  matched: MatchedTerms | null,
): HitExplanation {
  const e = list[k]!;
  const { doc } = e;
  const placedBy = placementAt(o, ctx, list, k);
  const explanation: HitExplanation = {
    placedBy,
    rules: ruleValues(ctx, doc),
    matchedFields: matchedFieldsOf(st.schema, st.store.stored[doc] ?? {}, matched),
    typos: ctx.hasText ? ctx.typos[doc]! : 0,
  };
  if (ctx.learned !== undefined && !e.pinned) {
    const { score, fromQuery } = learnedScore(ctx.learned, doc);
    const source = fromQuery ? 'query' : 'prior';
    // Four decimals: the score is a Float32 estimate, more digits would only show its rounding.
    explanation.learned = { source, key: ctx.learned.key, score: Math.round(score * 1e4) / 1e4 };
  }
  const merchandised = placedBy === 'pin' || placedBy === 'boost' || placedBy === 'bury';
  const label = merchandised ? o.labels[placedBy].get(doc) : undefined;
  if (label !== undefined) explanation.label = label;
  return explanation;
}

/**
 * Search type of each highlighted field (every searchable one, or those `highlight` names): `text`
 * is split where letters meet digits, `code` not.
 */
function highlightedTypes(
  schema: SearchState['schema'],
  highlight: SearchQuery['highlight'],
): Map<string, 'text' | 'code'> {
  const named = Array.isArray(highlight) ? new Set<string>(highlight) : null;
  return new Map(
    schema.searchable
      .filter((f) => named === null || named.has(f.name))
      .map((f) => [f.name, f.type]),
  );
}

/**
 * The placement and hits stage: the page `[offset, offset + limit)` of the ranked list with the
 * pins placed at their positions, each hit with its stored fields, highlights unless switched
 * off, and an explanation when asked. Invariant: a pin keeps its position whatever the page; a
 * pin past the end of the list follows it.
 */
export function assembleHits(
  st: SearchState,
  o: Ordering,
  slots: readonly Slot[],
  query: SearchQuery,
  best: number[],
  pins: readonly Pin[],
  offset: number,
  limit: number,
): Hit[] {
  const { ctx } = o;
  const list = merge(best, o, pins, offset + limit);
  const explain = query.explain === true;
  const terms = slots.length > 0 && (query.highlight !== false || explain);
  const all = terms ? matchedTerms(slots, st.schema) : null;
  const matched = query.highlight !== false ? all : null;
  const types = highlightedTypes(st.schema, query.highlight);
  const hits: Hit[] = [];
  for (let k = offset; k < list.length; k++) {
    const e = list[k]!;
    const document = st.store.stored[e.doc] ?? {};
    const hit: Hit = { id: st.store.ids[e.doc]!, document };
    if (matched) {
      const highlights: Record<string, [number, number][]> = {};
      for (const [field, value] of Object.entries(document)) {
        if (typeof value !== 'string') continue;
        const type = types.get(field);
        if (type === undefined) continue;
        const ranges = highlightRanges(value, matched, type === 'text');
        if (ranges.length > 0) highlights[field] = ranges;
      }
      hit.highlights = highlights;
    }
    if (explain) hit.explain = explainAt(st, o, ctx, list, k, all);
    hits.push(hit);
  }
  return hits;
}
