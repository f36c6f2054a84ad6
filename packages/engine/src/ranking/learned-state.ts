import {
  learningKey,
  type LearnedRanking,
  type LearnedSignals,
  type LearnedState,
  type LearningSettings,
} from './learned-signals.js';

/** Bits of the learned rule in the packed key: the chain's other rules leave 5 of the 53. */
export const LEARNED_BITS = 5;
/** The highest level a learned score quantises to (strength 1). */
export const LEARNED_MAX_LEVEL = 2 ** LEARNED_BITS - 1;
/**
 * The prior alone (a query without history, or browsing) ranks with a quarter of the levels:
 * at strength 1, buckets an eighth of the scale wide, so only a large difference in a product's
 * overall attractiveness reorders a query nobody taught anything; near-ties still move.
 */
export const PRIOR_COARSENESS = 4;

/**
 * The learned rule's inputs for one search (`RankingContext.learned`): present only when learning
 * ranks this search. A document's score is its `entry` score when the query's key has one, else
 * its prior, else `priorDefault`; its level is `min(steps, floor(score * (steps + 1)))`.
 */
export interface LearnedQuery {
  key: string;
  placement: LearnedRanking['placement'];
  /** ≥ 1: the rule is constant (and absent) otherwise. */
  steps: number;
  entry: ReadonlyMap<number, number> | null;
  prior: Float32Array;
  priorDefault: number;
  /** By document number, all NaN between searches: the apply pass writes `entry` there. */
  scratch: Float32Array;
}

/** `LearnedState` plus what keeps it resolved as documents change (`SearchIndex` owns it). */
export interface CompiledSignals extends LearnedState {
  readonly signals: LearnedSignals;
  prior: Float32Array;
  scratch: Float32Array;
  readonly queries: Map<string, Map<number, number>>;
  /**
   * Product id → its prior, and → its query scores, to resolve a document upserted later. Two
   * maps of plain values, not an object per product: at 100k products that is megabytes.
   */
  readonly priorById: Map<string, number>;
  readonly queriesById: Map<string, [key: string, score: number][]>;
}

/** A finite score clamped to [0, 1] and rounded as a Float32Array stores it; null otherwise. */
function scoreOf(x: number): number | null {
  return Number.isFinite(x) ? Math.fround(Math.min(1, Math.max(0, x))) : null;
}

function nanArray(size: number): Float32Array {
  return new Float32Array(Math.max(16, size)).fill(NaN);
}

/** Grows the per-document arrays to at least `size` documents (NaN: no score). */
export function fitSignals(c: CompiledSignals, size: number): void {
  if (c.prior.length >= size) return;
  const prior = nanArray(Math.max(size, c.prior.length * 2));
  prior.set(c.prior);
  c.prior = prior;
  c.scratch = nanArray(prior.length);
}

/** Gives document `doc`, just (re)indexed under `id`, the scores learned for that id. */
export function resolveSignals(c: CompiledSignals, id: string, doc: number): void {
  const prior = c.priorById.get(id);
  const queries = c.queriesById.get(id);
  if (prior === undefined && queries === undefined) return;
  fitSignals(c, doc + 1);
  if (prior !== undefined) c.prior[doc] = prior;
  for (const [key, score] of queries ?? []) c.queries.get(key)!.set(doc, score);
}

/**
 * Compiles `signals` against the documents (`idToDoc`, numbers below `size`): ids not in the
 * index are kept by id only, so a later upsert of that id picks its scores up
 * (`resolveSignals`). Scores are clamped to [0, 1]; non-finite ones are ignored; a repeated id
 * or key keeps the last.
 *
 * @example
 * const c = compileSignals({ queries: [['scarpe', [['p1', 0.8]]]], prior: [] }, idToDoc, size);
 */
export function compileSignals(
  signals: LearnedSignals,
  idToDoc: ReadonlyMap<string, number>,
  size: number,
): CompiledSignals {
  const priorById = new Map<string, number>();
  for (const [id, x] of signals.prior) {
    const s = scoreOf(x);
    if (s !== null) priorById.set(id, s);
  }
  let sum = 0;
  for (const s of priorById.values()) sum += s;
  const queriesById = new Map<string, [string, number][]>();
  const queries = new Map<string, Map<number, number>>();
  for (const [key, scores] of signals.queries) {
    const byKey = new Map<string, number>();
    for (const [id, x] of scores) {
      const s = scoreOf(x);
      if (s !== null) byKey.set(id, s);
    }
    queries.set(key, new Map());
    for (const [id, s] of byKey) {
      const own = queriesById.get(id);
      if (own === undefined) queriesById.set(id, [[key, s]]);
      else own.push([key, s]);
    }
  }
  const c: CompiledSignals = {
    signals,
    successful: new Map(signals.successful ?? []),
    prior: nanArray(size),
    priorDefault: priorById.size === 0 ? 0 : Math.fround(sum / priorById.size),
    queries,
    ranking: null,
    scratch: nanArray(size),
    priorById,
    queriesById,
  };
  for (const ids of [priorById.keys(), queriesById.keys()]) {
    for (const id of ids) {
      const doc = idToDoc.get(id);
      if (doc !== undefined) resolveSignals(c, id, doc); // twice for some ids: idempotent
    }
  }
  return c;
}

/**
 * How learning settings rank: null when they do not (absent, off, or strength rounding to no
 * level). Throws nothing: settings are validated by `checkLearningSettings`.
 *
 * @example learnedRankingOf({ enabled: true, strength: 1, placement: 'after-typo' })?.steps // 31
 */
export function learnedRankingOf(settings: LearningSettings | undefined): LearnedRanking | null {
  if (settings === undefined || !settings.enabled) return null;
  const steps = Math.round(settings.strength * LEARNED_MAX_LEVEL);
  if (steps === 0) return null;
  return { placement: settings.placement, steps, priorSteps: Math.floor(steps / PRIOR_COARSENESS) };
}

/**
 * The learned rule's inputs for a search of `text` (`hasText`: it has words), or null when
 * learning does not rank it: no signals, not in force, `enabled` false (`query.learning`), or a
 * query without history whose prior has no level at this strength.
 */
export function learnedQuery(
  state: LearnedState | undefined,
  text: string,
  hasText: boolean,
  enabled: boolean,
): LearnedQuery | null {
  const ranking = state?.ranking ?? null;
  if (state === undefined || ranking === null || !enabled) return null;
  const key = learningKey(text);
  const entry = hasText ? (state.queries.get(key) ?? null) : null;
  const steps = entry === null ? ranking.priorSteps : ranking.steps;
  if (steps === 0) return null;
  const { prior, priorDefault, scratch } = state;
  return { key, placement: ranking.placement, steps, entry, prior, priorDefault, scratch };
}

/** Query keys whose resolved scores differ between `a` and `b` (documents being the same). */
export function changedKeys(a: LearnedState, b: LearnedState): Set<string> {
  const out = new Set<string>();
  for (const key of new Set([...a.queries.keys(), ...b.queries.keys()])) {
    const [ma, mb] = [a.queries.get(key), b.queries.get(key)];
    if (ma === undefined || mb === undefined || ma.size !== mb.size) out.add(key);
    else for (const [d, s] of ma) if (mb.get(d) !== s) out.add(key);
  }
  return out;
}

/** Whether `a` and `b` give every document the same prior score. */
export function samePrior(a: LearnedState, b: LearnedState): boolean {
  if (a.priorDefault !== b.priorDefault) return false;
  const n = Math.max(a.prior.length, b.prior.length);
  for (let d = 0; d < n; d++) {
    const [x, y] = [a.prior[d] ?? NaN, b.prior[d] ?? NaN];
    if (x !== y && (x === x || y === y)) return false;
  }
  return true;
}
