import { availabilityRule } from './availability.rule.js';
import { businessRule } from './business.rule.js';
import { exactnessRule } from './exactness.rule.js';
import { fieldWeightRule } from './field-weight.rule.js';
import { proximityRule } from './proximity.rule.js';
import type { RankingContext, RankingRule, RuleName } from './rule.js';
import { typoRule } from './typo.rule.js';
import { wordsRule } from './words.rule.js';

/** The chain, most significant first. Total bits (46) stay below 2^53 with room for tiers. */
export const RANKING_CHAIN: readonly RankingRule[] = [
  wordsRule,
  typoRule,
  proximityRule,
  fieldWeightRule,
  exactnessRule,
  businessRule,
  availabilityRule,
];

export const CHAIN_BITS = RANKING_CHAIN.reduce((s, r) => s + r.bits, 0);

/** Writes each candidate's packed relevance key; comparing keys compares the chain. */
export function computeKeys(
  ctx: RankingContext,
  cands: Int32Array,
  n: number,
  keys: Float64Array,
): void {
  keys.fill(0, 0, n);
  for (const rule of RANKING_CHAIN) rule.apply(ctx, cands, n, keys);
}

/** Each rule's value for one document, for explain. */
export function ruleValues(ctx: RankingContext, doc: number): Record<RuleName, number> {
  const out = {} as Record<RuleName, number>;
  for (const rule of RANKING_CHAIN) out[rule.name] = rule.value(ctx, doc);
  return out;
}

/** The first rule of the chain on which two documents differ, or null on a full tie. */
export function decidingRule(
  a: Record<RuleName, number>,
  b: Record<RuleName, number>,
): RuleName | null {
  for (const rule of RANKING_CHAIN) if (a[rule.name] !== b[rule.name]) return rule.name;
  return null;
}
