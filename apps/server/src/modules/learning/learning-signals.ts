import type { LearnedScore } from '@trova/engine';
import type { LearnedBuild, ProductEvidence } from './learned-payload';
import {
  LearningAccumulator,
  type KeyTotals,
  type LearningTotals,
  type PairTotals,
} from './learning-accumulator';
import { DAY_MS, LEARNING_RULE, type LearningEvent, type LearningRule } from './learning-rule';

export interface LearnOptions {
  /** The build's time, epoch ms: the window ends here and ages are counted from it. */
  now: number;
  rule?: LearningRule;
}

/**
 * Attractiveness from weighted conversions over examined impressions, pulled towards `prior`
 * by `alpha` impressions' worth (Bayesian smoothing): a product seen little stays near it.
 */
function smoothed(pair: PairTotals, prior: number, alpha: number): number {
  return (pair.attraction + alpha * prior) / (pair.examined + alpha);
}

/**
 * The stored score: `rate / (1 + rate)` maps any rate into [0, 1) and keeps its order (a rate
 * may pass 1: a purchase weighs 4 clicks), rounded so builds are compact and reproducible.
 */
function scoreOf(rate: number): number {
  return Math.round((rate / (1 + rate)) * 1e6) / 1e6;
}

/**
 * What a (query, product) or a product's prior may use: its clicks, carts and purchases, and the
 * looks they imply, only once enough distinct tokens AND addresses acted on it; below that, its
 * logged impressions alone, as if nobody had clicked (docs/product/learning.md#what-counts). A
 * token farm on two addresses, or one token clicking a thousand times, therefore teaches nothing.
 */
function trusted(
  pairs: Iterable<[string, PairTotals]>,
  rule: LearningRule,
): Map<string, PairTotals> {
  const out = new Map<string, PairTotals>();
  for (const [id, pair] of pairs) {
    const enough = pair.tokens.size >= rule.minTokens && pair.addresses.size >= rule.minAddresses;
    const none = { attraction: 0, implied: 0, clicks: 0, carts: 0, purchases: 0 };
    out.set(id, enough ? pair : { ...pair, ...none, examined: pair.examined - pair.implied });
  }
  return out;
}

const evidenceOf = (pair: PairTotals): number => pair.examined + pair.attraction;

const byEvidence = (a: [string, PairTotals], b: [string, PairTotals]): number =>
  evidenceOf(b[1]) - evidenceOf(a[1]) || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

const byScore = (a: LearnedScore, b: LearnedScore): number =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

const counts = (id: string, pair: PairTotals): ProductEvidence => [
  id,
  pair.clicks,
  pair.carts,
  pair.purchases,
];

/** The `limit` entries with the most evidence, each with its score and counts, best first. */
function scored(
  pairs: Iterable<[string, PairTotals]>,
  limit: number,
  priorOf: (id: string) => number,
  alpha: number,
): { scores: LearnedScore[]; evidence: ProductEvidence[] } {
  const kept = [...pairs].sort(byEvidence).slice(0, limit);
  const rows = kept.map(([id, pair]) => ({
    score: [id, scoreOf(smoothed(pair, priorOf(id), alpha))] as const,
    evidence: counts(id, pair),
  }));
  rows.sort((a, b) => byScore(a.score, b.score));
  return { scores: rows.map((row) => row.score), evidence: rows.map((row) => row.evidence) };
}

/** Queries that may get scores: typed (not browsing), taught by enough distinct shoppers. */
function learnable(totals: LearningTotals, rule: LearningRule): [string, KeyTotals][] {
  return [...totals.keys].filter(
    ([key, entry]) =>
      key !== '' &&
      entry.converters.size >= rule.minTokens &&
      entry.addresses.size >= rule.minAddresses,
  );
}

/**
 * Turns gathered totals into a build (docs/product/learning.md#how-it-is-computed): a prior per
 * product, smoothed towards the shop's mean rate; per learnable query (enough distinct tokens and
 * addresses), its products smoothed towards their prior, each counting its actions only once
 * enough distinct tokens and addresses took them; the successful queries. Sizes are capped by the rule.
 * @example signalsOf(gather.finish(), now).signals.prior[0] // ['p7', 0.061]
 */
export function signalsOf(
  totals: LearningTotals,
  now: number,
  rule: LearningRule = LEARNING_RULE,
): LearnedBuild {
  const priorPairs = trusted(totals.prior, rule);
  let attraction = 0;
  let examined = 0;
  for (const pair of priorPairs.values()) {
    attraction += pair.attraction;
    examined += pair.examined;
  }
  const mean = examined > 0 ? attraction / examined : 0;
  const priorRate = new Map<string, number>();
  for (const [id, pair] of priorPairs) priorRate.set(id, smoothed(pair, mean, rule.alpha));
  const rateOf = (id: string): number => priorRate.get(id) ?? mean;
  const prior = scored(priorPairs, rule.maxPrior, () => mean, rule.alpha);
  const queries = learnable(totals, rule)
    .sort((a, b) => b[1].searches - a[1].searches || (a[0] < b[0] ? -1 : 1))
    .slice(0, rule.maxQueries)
    .map(([key, entry]) => ({
      key,
      ...scored(trusted(entry.products, rule), rule.productsPerQuery, rateOf, rule.alpha),
    }))
    .filter((entry) => entry.scores.length > 0);
  const successful = learnable(totals, rule)
    .filter(([, entry]) => entry.successful > 0)
    .sort((a, b) => b[1].successful - a[1].successful || (a[0] < b[0] ? -1 : 1))
    .slice(0, rule.maxSuccessful)
    .map(([key, entry]) => [key, entry.successful] as const);
  const span = totals.earliest === undefined ? 0 : (now - totals.earliest) / DAY_MS;
  return {
    builtAt: now,
    days: Math.min(rule.windowDays, Math.max(1, Math.ceil(span))),
    signals: {
      queries: queries.map((entry) => [entry.key, entry.scores] as const),
      prior: prior.scores,
      successful,
    },
    evidence: queries.map((entry) => [entry.key, entry.evidence] as const),
    priorEvidence: prior.evidence,
  };
}

/**
 * What a shop's shoppers taught, from its events (any order is fine for a small list; the
 * repository streams pages oldest first into a `LearningAccumulator` instead).
 * @example learnSignals(events, { now: Date.now() }).signals.queries[0]?.[0] // 'scarpe'
 */
export function learnSignals(events: Iterable<LearningEvent>, options: LearnOptions): LearnedBuild {
  const rule = options.rule ?? LEARNING_RULE;
  const ordered = [...events].sort(
    (a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const gather = new LearningAccumulator(options.now, rule);
  for (const event of ordered) gather.add(event);
  return signalsOf(gather.finish(), options.now, rule);
}
