import type { RuleName } from '../ranking/rule.js';

/** Values are ORed; a `{ min, max }` range is inclusive. Category values match whole subtrees. */
export type FilterValue = readonly string[] | { min?: number; max?: number };

/**
 * A number range of a `where` leaf: bounds are inclusive unless `minExclusive`/`maxExclusive`;
 * an absent bound is open. A document without a value for the facet is never within a range.
 */
export interface FilterRange {
  min?: number;
  max?: number;
  minExclusive?: boolean;
  maxExclusive?: boolean;
}

/**
 * A boolean filter tree (`SearchQuery.where`), ANDed with `filters`. Leaves name a facet of the
 * schema; a leaf on a facet the schema does not have matches nothing (so its `not` matches
 * everything). `{ and: [] }` matches everything, `{ or: [] }` nothing. Nesting deeper than
 * `MAX_FILTER_DEPTH` (or more than `MAX_FILTER_NODES` nodes) throws `EngineError`
 * `filter_too_deep` / `filter_too_large`.
 *
 * - `{ field, values }`: documents holding any of the values (category facets: the whole
 *   subtree, as in `filters`; number facets: values equal to one of the numbers given).
 * - `{ field, range }`: documents whose number facet is within the range (a range on a
 *   non-number facet matches nothing).
 *
 * @example
 * const where: FilterExpression = {
 *   and: [
 *     { or: [{ field: 'brand', values: ['Nike'] }, { field: 'categories', values: ['Donna'] }] },
 *     { not: { field: 'price', range: { min: 100, minExclusive: true } } },
 *   ],
 * };
 */
export type FilterExpression =
  | { and: readonly FilterExpression[] }
  | { or: readonly FilterExpression[] }
  | { not: FilterExpression }
  | { field: string; values: readonly string[] }
  | { field: string; range: FilterRange };

export interface SortBy {
  field: string;
  order?: 'asc' | 'desc';
}

/**
 * A product a rule boosts or buries: its id, or its id with a label naming the rule (explanations
 * report it as `label`).
 */
export type MerchandisingEntry = string | { id: string; label?: string };

/**
 * Decisions taken outside the engine (query rules). Positions are 0-based over the whole result
 * list, before offset/limit. Labels are the caller's names for the rules; the engine only hands
 * them back in explanations.
 */
export interface Merchandising {
  pins?: readonly { id: string; position: number; label?: string }[];
  boost?: readonly MerchandisingEntry[];
  bury?: readonly MerchandisingEntry[];
  remove?: readonly string[];
  /** Default false: a shopper who sorts by a field gets that order untouched. */
  applyWhenSorted?: boolean;
}

export interface SearchQuery {
  q?: string;
  /** Facet name → accepted values or range. ANDed across facets. */
  filters?: Readonly<Record<string, FilterValue>>;
  /**
   * A boolean filter tree, ANDed with `filters`. Unlike `filters`, it is not disjunctive: facet
   * counts are taken over documents passing it, whichever facet its leaves name.
   */
  where?: FilterExpression;
  /**
   * How a facet filtered by `filters` is counted. `disjunctive` (default): over the documents
   * passing every filter but its own, so choosing a value never shrinks its own facet.
   * `conjunctive`: over the documents passing every filter, its own too (as `where` counts).
   */
  facetCounting?: 'disjunctive' | 'conjunctive';
  /** Empty or absent: relevance. Ties fall back to relevance, then index order. */
  sort?: readonly SortBy[];
  offset?: number;
  /** Default 20. */
  limit?: number;
  /** Facets to count; default all declared facets. */
  facets?: readonly string[];
  /** Default 50. */
  maxValuesPerFacet?: number;
  merchandising?: Merchandising;
  /** Default true: the last word matches as a prefix. */
  prefix?: boolean;
  /**
   * Default true: highlights of every searchable field. A list highlights only the searchable
   * fields it names (a caller that shows a few fields skips matching the others' words).
   */
  highlight?: boolean | readonly string[];
  /** Default false. */
  explain?: boolean;
  /**
   * Words become optional when fewer than this many results (after filters) match every word of
   * the query: the least informative words are dropped first until this many match, down to any
   * word; results matching more words still rank first. Default `limit` (one page); 0 keeps every
   * word required.
   */
  relaxBelow?: number;
  /**
   * Default true: learned signals rank as the index's learning settings say. False ranks by the
   * static chain, as with learning off (what analytics compares learning against).
   */
  learning?: boolean;
}

export type Placement = 'pin' | 'boost' | 'bury' | 'sort' | RuleName | 'tie';

export interface HitExplanation {
  /** What put this hit below the previous one (for the first hit: above the next one). */
  placedBy: Placement;
  rules: Record<RuleName, number>;
  /**
   * Searchable fields whose returned value holds a word the query matched (as highlighting finds
   * them), in schema order; empty without text.
   */
  matchedFields: string[];
  /** Typos the hit matched with, summed over the query's words; 0 without text. */
  typos: number;
  /** The label of the merchandising entry that pinned, boosted or buried the hit, if it had one. */
  label?: string;
  /**
   * The learned score the hit ranked with, when learning was in force: from the query's own
   * history (`query`, keyed by `learningKey`) or the product's prior (`prior`).
   */
  learned?: { source: 'query' | 'prior'; key: string; score: number };
}

export interface Hit {
  id: string;
  document: Record<string, unknown>;
  /** Field → `[start, end)` UTF-16 ranges in the returned value. */
  highlights?: Record<string, [number, number][]>;
  explain?: HitExplanation;
}

/** One answer of `SearchIndex.searchFacetValues`. */
export interface FacetValueHit {
  value: string;
  count: number;
  /** `[start, end)` UTF-16 ranges of the matched word prefixes in `value`. */
  highlights: [number, number][];
}

export interface FacetValueCount {
  value: string;
  count: number;
}

export type FacetResult =
  | { type: 'string' | 'string[]'; values: FacetValueCount[] }
  | { type: 'category'; values: (FacetValueCount & { depth: number })[] }
  /**
   * Over the counted documents that have a value: `count` of them, their `min`, `max` (null when
   * none) and `sum` (0 when none), added in one pass in candidate order, so two paths may differ
   * in the last bits of `sum` when the values are not integers.
   */
  | { type: 'number'; min: number | null; max: number | null; count: number; sum: number };

export interface SearchResult {
  hits: Hit[];
  total: number;
  facets: Record<string, FacetResult>;
  /**
   * Set when a corrected query would match every word: because nothing matched, or because a word
   * that matched nothing was made optional.
   */
  didYouMean?: string;
}
