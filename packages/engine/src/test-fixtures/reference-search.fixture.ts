import type { EngineDocument, EngineSchema } from '../schema.js';
import type { FacetResult, FilterValue, Merchandising, SearchQuery } from '../query/types.js';

// A brute-force reference of a whole search, written from packages/engine/DESIGN.md ("Query",
// "Ranking chain") and not from the engine's code: every document is scored on its own, then
// sorted. It covers the part of the language whose rules are simple to state exactly: letter
// words without stems, synonyms or typos, so a word matches a field holding it (exact) or, typed
// last as a prefix, a word it starts (prefix). Its vocabulary has no word that two others (or a
// word and a prefix) make when joined, so splits and joins never apply.

/** Words of 4–5 letters: `cell` is a word and a prefix of `cello`, so exactness varies. */
export const REF_WORDS = ['amber', 'ambit', 'birch', 'bison', 'cell', 'cello', 'delta'];
export const REF_BRANDS = ['fjord', 'frost'];
export const REF_TAGS = ['a', 'b', 'c'];

export interface RefDoc extends EngineDocument {
  title: string;
  brand: string;
  description: string;
  tags: string[];
  price?: number;
  popularity: number;
  stock: number;
}

/** The reference's schema, with the field weights of one run. */
export function refSchema(weights: readonly [number, number, number]): EngineSchema {
  const [title, brand, description] = weights;
  return {
    searchable: [
      { name: 'title', weight: title, typoTolerance: 0 },
      { name: 'brand', weight: brand, typoTolerance: 0 },
      { name: 'description', weight: description, typoTolerance: 0 },
    ],
    facets: [
      { name: 'brand', type: 'string' },
      { name: 'tags', type: 'string[]' },
      { name: 'price', type: 'number' },
    ],
    sortable: [
      { name: 'price', type: 'number' },
      { name: 'brand', type: 'string' },
    ],
    languages: [],
    popularityField: 'popularity',
    availabilityField: 'stock',
  };
}

const FIELDS = ['title', 'brand', 'description'] as const;

/** The values of a document's known rules, each compared higher first. */
type Key = number[];

/** What the reference knows of a search: the ranked list's keys and everything else exact. */
export interface RefAnswer {
  /** The page: `pin:<id>` for a pin, else the hit's key (ties beyond it are left open). */
  page: string[];
  total: number;
  /** Documents ranked (not pinned), each with its key. */
  keyOf: Map<string, string>;
  /** Documents ranked, each with its merchandising tier (2 boosted, 1, 0 buried). */
  tierOf: Map<string, number>;
  pinned: Set<string>;
  facets: Record<string, FacetResult>;
}

function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

function isRange(f: FilterValue): f is { min?: number; max?: number } {
  return !Array.isArray(f);
}

/** Values ORed within a filter, filters ANDed; a range needs a value inside it. */
function passes(d: RefDoc, filters: SearchQuery['filters'], skip?: string): boolean {
  for (const [name, f] of Object.entries(filters ?? {})) {
    if (name === skip) continue;
    if (!isRange(f)) {
      const values = name === 'tags' ? d.tags : [d.brand];
      if (!values.some((v) => f.includes(v))) return false;
    } else {
      const p = d.price;
      if (p === undefined || p < (f.min ?? -Infinity) || p > (f.max ?? Infinity)) return false;
    }
  }
  return true;
}

/** Per query word: the match class (3 exact, 1 prefix, -1 none) in each field. */
function classes(d: RefDoc, word: string, prefix: boolean): number[] {
  return FIELDS.map((f) => {
    const terms = d[f].split(' ');
    if (terms.includes(word)) return 3;
    return prefix && terms.some((t) => t.startsWith(word)) ? 1 : -1;
  });
}

/** Merchandising in force (none when a sort switched it off), by product id. */
function merchandisingOf(docs: readonly RefDoc[], query: SearchQuery) {
  const sorted = (query.sort ?? []).length > 0;
  const m = query.merchandising;
  const merch = m !== undefined && (!sorted || m.applyWhenSorted === true) ? m : null;
  const removed = new Set(merch?.remove ?? []);
  const listed = (list: Merchandising['boost'], id: string): boolean =>
    (list ?? []).some((e) => (typeof e === 'string' ? e : e.id) === id);
  // Both boosted and buried: buried.
  const tier = (id: string): number =>
    listed(merch?.bury, id) ? 0 : listed(merch?.boost, id) ? 2 : 1;
  const byId = new Map(docs.map((d) => [d.id, d]));
  const pins = (merch?.pins ?? [])
    .filter((p) => byId.has(p.id) && !removed.has(p.id) && passes(byId.get(p.id)!, query.filters))
    .map((p) => ({ id: p.id, position: Math.floor(p.position) }))
    .sort((a, b) => a.position - b.position);
  return { removed, tier, pins };
}

/** Disjunctive counts: each facet over the candidates passing every filter but its own. */
function facetsOf(candidates: readonly RefDoc[], query: SearchQuery): Record<string, FacetResult> {
  const out: Record<string, FacetResult> = {};
  for (const name of query.facets ?? ['brand', 'tags', 'price']) {
    const counted = candidates.filter((d) => passes(d, query.filters, name));
    if (name === 'price') {
      const prices = counted.flatMap((d) => (d.price === undefined ? [] : [d.price]));
      const [min, max] = prices.length ? [Math.min(...prices), Math.max(...prices)] : [null, null];
      const sum = prices.reduce((a, b) => a + b, 0);
      out[name] = { type: 'number', min, max, count: prices.length, sum };
      continue;
    }
    const counts = new Map<string, number>();
    for (const d of counted) {
      for (const v of name === 'tags' ? d.tags : [d.brand]) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    const values = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1))
      .slice(0, query.maxValuesPerFacet ?? 50);
    out[name] = { type: name === 'tags' ? 'string[]' : 'string', values };
  }
  return out;
}

/**
 * The reference answer of `query` over the live documents `docs` (in index order). Text-less
 * searches get a total order: tier, sort fields, popularity, stock, index order. One word adds
 * the weight rank of the heaviest field matched and the best class there; with several words
 * (all required: `relaxBelow` 0) only the tier and sort fields are known, so their order is
 * checked up to that.
 */
export function referenceSearch(
  docs: readonly RefDoc[],
  weights: readonly number[],
  query: SearchQuery,
): RefAnswer {
  const words = (query.q ?? '').split(' ').filter((w) => w !== '');
  const prefix = query.prefix ?? true;
  const distinct = [...new Set(weights)].sort((a, b) => a - b);
  const rankOf = weights.map((w) => distinct.indexOf(w) + 1);
  const { removed, tier, pins } = merchandisingOf(docs, query);
  const pinned = new Set(pins.map((p) => p.id));
  const candidates: RefDoc[] = [];
  const ranked: { id: string; key: Key }[] = [];
  docs.forEach((d, index) => {
    const matched = words.map((w, i) => classes(d, w, prefix && i === words.length - 1));
    if (removed.has(d.id) || matched.some((c) => c.every((x) => x < 0))) return;
    candidates.push(d);
    if (pinned.has(d.id) || !passes(d, query.filters)) return;
    const key: Key = [tier(d.id)];
    for (const { field, order } of query.sort ?? []) {
      const dir = order === 'desc' ? 1 : -1;
      // Missing prices last in either direction.
      if (field === 'price') key.push(d.price === undefined ? -Infinity : dir * d.price);
      else key.push(dir * REF_BRANDS.indexOf(d.brand));
    }
    if (words.length === 1) {
      const c = matched[0]!;
      const rank = Math.max(...c.map((x, f) => (x >= 0 ? rankOf[f]! : 0)));
      const best = Math.max(...c.filter((x, f) => x >= 0 && rankOf[f] === rank));
      key.push(rank, best, d.popularity, d.stock > 0 ? 1 : 0);
    }
    if (words.length === 0) key.push(d.popularity, d.stock > 0 ? 1 : 0, -index);
    ranked.push({ id: d.id, key });
  });
  ranked.sort((a, b) => compareKeys(a.key, b.key));
  const keyOf = new Map(ranked.map((r) => [r.id, JSON.stringify(r.key)]));
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const need = offset + Math.max(0, Math.floor(query.limit ?? 20));
  const list: string[] = [];
  let r = 0;
  let p = 0;
  while (list.length < need && (r < ranked.length || p < pins.length)) {
    if (p < pins.length && (pins[p]!.position <= list.length || r >= ranked.length)) {
      list.push(`pin:${pins[p++]!.id}`);
    } else list.push(keyOf.get(ranked[r++]!.id)!);
  }
  const facets = facetsOf(candidates, query);
  const tierOf = new Map(ranked.map((r) => [r.id, r.key[0]!]));
  const total = ranked.length + pins.length;
  return { page: list.slice(offset), total, keyOf, tierOf, pinned, facets };
}
