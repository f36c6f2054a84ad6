import type { LearnedQuery } from './learned-state.js';

/**
 * Names of the relevance rules, in the static chain's order, then `learned` (whose place is the
 * learning settings' choice): the rules an explanation reports values of.
 */
export type RuleName =
  | 'words'
  | 'typo'
  | 'proximity'
  | 'fieldWeight'
  | 'exactness'
  | 'business'
  | 'availability'
  | 'bm25'
  | 'learned';

/**
 * Names of every rule a search ranks by: the merchandising rule leads, the relevance rules
 * follow (see `SEARCH_CHAIN`).
 */
export type ChainRuleName = 'merchandising' | RuleName;

/** Signals fixed per document, known when it is indexed. */
export interface DocumentSignals {
  popularity: Float64Array;
  available: Uint8Array;
}

/** Per-document signals a search collected; text signals are only valid when `hasText`. */
export interface RankingContext extends DocumentSignals {
  hasText: boolean;
  /** Query slots (words); 1 for most searches, which makes some rules constant. */
  slots: number;
  /** False when no document matched by typo (every typo count is 0). */
  anyTypos: boolean;
  words: Uint8Array;
  typos: Uint8Array;
  prox: Uint16Array;
  fieldRank: Uint16Array;
  exact: Uint8Array;
  /** Term statistics (BM25F) of each matched document, computed on demand; null without text. */
  termStats: { score(doc: number): number } | null;
  /**
   * Merchandising tier by document (`TIER` in `merchandising.rule.ts`); empty when no boost or
   * bury is in force, and a document it leaves out is in the middle tier.
   */
  tiers: ReadonlyMap<number, number>;
  /** The learned rule's inputs; absent when learning does not rank this search. */
  learned?: LearnedQuery;
}

/**
 * One criterion of the lexicographic ranking computed per query. `value` is an integer in
 * `[0, 2^bits)`, higher is better. `apply` adds `scale * value` to each candidate's packed key
 * (`scale` is 2 to the bits of the rules after it); it exists next to `value` so each rule's hot
 * loop stays monomorphic. `constant` returns the value when it is the same for every document of
 * this query (e.g. `words` of a one-word query), letting the chain skip the pass.
 */
export interface QueryRule<N extends ChainRuleName = RuleName> {
  scope: 'query';
  name: N;
  bits: number;
  value(ctx: RankingContext, doc: number): number;
  constant(ctx: RankingContext): number | null;
  apply(ctx: RankingContext, cands: Int32Array, n: number, keys: Float64Array, scale: number): void;
}

/**
 * A criterion that depends on the document alone. Its value is packed once when the document is
 * indexed (`DocStore.docRank`), so queries pay one load per candidate for all such rules.
 */
export interface DocumentRule {
  scope: 'document';
  name: RuleName;
  bits: number;
  value(signals: DocumentSignals, doc: number): number;
}

/**
 * A criterion too fine-grained to pack: its value is a second key, compared when the packed key
 * ties — and computed only then (`ScoreKey`). At most one, and it ends the chain.
 */
export interface ScoreRule {
  scope: 'score';
  name: RuleName;
  value(ctx: RankingContext, doc: number): number;
}

/** A rule of relevance: explanations report its value. */
export type RankingRule = QueryRule | DocumentRule | ScoreRule;

/** Any rule of the chain a search ranks by, the merchandising rule included. */
export type ChainRule = QueryRule<ChainRuleName> | DocumentRule | ScoreRule;
