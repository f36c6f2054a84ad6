import { foldText } from '../analysis/normalize.js';

/**
 * Where the learned rule sits in the relevance chain (packages/engine/DESIGN.md, "Learned
 * ranking"): right after the words and typos matched (strong), after the text rules, before
 * popularity (balanced), or after popularity and availability, as a tie-break (gentle). It always
 * follows the merchandising tiers, so it never beats a pin, boost, bury or hide.
 */
export const LEARNING_PLACEMENTS = ['after-typo', 'after-exactness', 'after-availability'] as const;
export type LearningPlacement = (typeof LEARNING_PLACEMENTS)[number];

/** How an index uses learned signals: part of the query settings, changed with no rebuild. */
export interface LearningSettings {
  /** Off: every search ranks by the static chain. Default false in the engine. */
  enabled: boolean;
  /** 0..1: how finely learned scores are told apart (0: never decides). */
  strength: number;
  placement: LearningPlacement;
}

/** A product id and its learned score, an estimated attractiveness in [0, 1]. */
export type LearnedScore = readonly [productId: string, score: number];

/**
 * What a shop's shoppers taught: per query (by `learningKey`), the products they preferred, and a
 * prior per product for browsing and for queries or products without history. Scores share one
 * unit (attractiveness in [0, 1], position-corrected, smoothed towards the prior). Plain JSON
 * arrays, so any query text or product id is safe as data (no object keys).
 */
export interface LearnedSignals {
  queries: ReadonlyArray<readonly [queryKey: string, scores: readonly LearnedScore[]]>;
  prior: readonly LearnedScore[];
  /**
   * The shop's successful queries (by `learningKey`) with how many searches had a click, cart
   * or purchase: did-you-mean proposes from them and the shop's own vocabulary.
   */
  successful?: ReadonlyArray<readonly [queryKey: string, count: number]>;
}

/**
 * The key a query's learned signals are stored and looked up by: folded (case, accents), words
 * split on anything that is not a letter or digit, joined by one space. Server and engine both use
 * it, so a query learned from the event log finds its signals at search time.
 * @example learningKey('  Scarpe  ROSSE! ') === 'scarpe rosse'
 */
export function learningKey(text: string): string {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .join(' ');
}

/**
 * Learned signals as a search reads them, compiled once by `SearchIndex.setLearnedSignals`.
 * Invariant: built from the `LearnedSignals` in force and the index's current documents: every
 * live document whose id has a score carries it under its current document number (an upsert
 * re-resolves its id, an optimisation that renumbers documents recompiles).
 */
export interface LearnedState {
  /** Successful query keys (`learningKey`) → searches with a click, cart or purchase. */
  readonly successful: ReadonlyMap<string, number>;
  /** Prior score by document number, NaN where the document has none (may be shorter: none). */
  readonly prior: Float32Array;
  /** The score of a document without a prior: the mean prior (0 without any). */
  readonly priorDefault: number;
  /** Query key → document number → score (Float32-rounded, as the prior). */
  readonly queries: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Working space of the learned rule, by document number: all NaN between searches. */
  readonly scratch: Float32Array;
  /** How the learned rule ranks; null when learning is not in force (off, strength 0). */
  readonly ranking: LearnedRanking | null;
}

/** The learning settings as the learned rule applies them. */
export interface LearnedRanking {
  placement: LearningPlacement;
  /** Highest level of a query's own scores (0..`LEARNED_MAX_LEVEL`); 0 never ranks. */
  steps: number;
  /** Highest level of the prior alone (queries without history, browsing). */
  priorSteps: number;
}
