/**
 * The analytics lists' orders (docs/product/analytics.md#how-the-numbers-are-computed), applied to
 * totals summed from rank blocks. Ties are broken by the term (query or product id) in code-point
 * order, so every page is stable and the same on both dialects.
 */

/** A query's sums over a scope. */
export interface QueryTotals {
  query: string;
  intents: number;
  noResultIntents: number;
  intentsWithClicks: number;
  conversions: number;
}

/** A product's sums over a scope. */
export interface ProductTotals {
  objectId: string;
  impressions: number;
  clicks: number;
  conversions: number;
}

/** One list: which rows it holds and their order, best first (before the tie-break). */
export interface ListRanking<Row> {
  keep: (row: Row) => boolean;
  compare: (a: Row, b: Row) => number;
}

/** A page of a list, or of every list at once. */
export interface Window {
  limit: number;
  offset: number;
}

/** Ranked rows of several lists at once: list name → rows in rank order. */
export type Ranked<Name extends string, Row> = Record<Name, Row[]>;

const descending = (a: number, b: number): number => b - a;

/**
 * a/b against c/d, lowest first, without floating division: exact while the cross products stay
 * under 2^53 (both counts under about 90 million).
 */
const lowerRate = (a: number, b: number, c: number, d: number): number => a * d - c * b;

/** intents that had results but no click. */
export const unclickedIntents = (row: QueryTotals): number =>
  row.intents - row.noResultIntents - row.intentsWithClicks;

export const QUERY_RANKINGS = {
  trending: { keep: (row) => row.intents > 0, compare: (a, b) => descending(a.intents, b.intents) },
  converting: {
    keep: (row) => row.conversions > 0,
    compare: (a, b) => descending(a.conversions, b.conversions),
  },
  no_results: {
    keep: (row) => row.noResultIntents > 0,
    compare: (a, b) => descending(a.noResultIntents, b.noResultIntents),
  },
  no_clicks: {
    keep: (row) => unclickedIntents(row) > 0,
    compare: (a, b) => descending(unclickedIntents(a), unclickedIntents(b)),
  },
} as const satisfies Record<string, ListRanking<QueryTotals>>;
export type QueryRanking = keyof typeof QUERY_RANKINGS;

/** Least clicked = lowest CTR among shown products, then the most shown. */
export const PRODUCT_RANKINGS = {
  clicked: { keep: (row) => row.clicks > 0, compare: (a, b) => descending(a.clicks, b.clicks) },
  converting: {
    keep: (row) => row.conversions > 0,
    compare: (a, b) => descending(a.conversions, b.conversions),
  },
  least_clicked: {
    keep: (row) => row.impressions > 0,
    compare: (a, b) =>
      lowerRate(a.clicks, a.impressions, b.clicks, b.impressions) ||
      descending(a.impressions, b.impressions),
  },
  least_converting: {
    keep: (row) => row.clicks > 0,
    compare: (a, b) =>
      lowerRate(a.conversions, a.clicks, b.conversions, b.clicks) || descending(a.clicks, b.clicks),
  },
} as const satisfies Record<string, ListRanking<ProductTotals>>;
export type ProductRanking = keyof typeof PRODUCT_RANKINGS;

const byTerm = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One page of each named list over the same rows.
 * @example rankPages(rows, QUERY_RANKINGS, ['trending'], (row) => row.query, { limit: 10, offset: 0 })
 */
export function rankPages<Row, Name extends string>(
  rows: readonly Row[],
  rankings: Readonly<Record<Name, ListRanking<Row>>>,
  names: readonly Name[],
  termOf: (row: Row) => string,
  window: Window,
): Ranked<Name, Row> {
  if (!Number.isSafeInteger(window.offset) || !Number.isSafeInteger(window.limit)) {
    throw new Error('A page window must be whole numbers');
  }
  const entries = names.map((name) => {
    const { keep, compare } = rankings[name];
    const page = rows
      .filter(keep)
      .sort((a, b) => compare(a, b) || byTerm(termOf(a), termOf(b)))
      .slice(window.offset, window.offset + window.limit);
    return [name, page] as const;
  });
  return Object.fromEntries(entries) as Ranked<Name, Row>;
}
