/** Names of the ranking rules, in chain order. */
export type RuleName =
  'words' | 'typo' | 'proximity' | 'fieldWeight' | 'exactness' | 'business' | 'availability';

/** Per-document signals a search collected; text signals are only valid when `hasText`. */
export interface RankingContext {
  hasText: boolean;
  words: Uint8Array;
  typos: Uint8Array;
  prox: Uint16Array;
  fieldRank: Uint16Array;
  exact: Uint8Array;
  popularity: Float64Array;
  available: Uint8Array;
}

/**
 * One criterion of the lexicographic ranking. `value` is an integer in `[0, 2^bits)`, higher is
 * better. `apply` appends the value to packed keys (`key * 2^bits + value`); it exists next to
 * `value` so each rule's hot loop stays monomorphic.
 */
export interface RankingRule {
  name: RuleName;
  bits: number;
  value(ctx: RankingContext, doc: number): number;
  apply(ctx: RankingContext, cands: Int32Array, n: number, keys: Float64Array): void;
}
