import { availabilityRule } from './availability.rule.js';
import { bm25Rule } from './bm25.rule.js';
import { businessRule } from './business.rule.js';
import { exactnessRule } from './exactness.rule.js';
import { fieldWeightRule } from './field-weight.rule.js';
import { merchandisingRule } from './merchandising.rule.js';
import { proximityRule } from './proximity.rule.js';
import type {
  ChainRule,
  ChainRuleName,
  DocumentRule,
  DocumentSignals,
  QueryRule,
  RankingContext,
  RankingRule,
  RuleName,
  ScoreRule,
} from './rule.js';
import { typoRule } from './typo.rule.js';
import { wordsRule } from './words.rule.js';

/** The relevance rules, most significant first (the order explanations report them in). */
export const RANKING_CHAIN: readonly RankingRule[] = [
  wordsRule,
  typoRule,
  proximityRule,
  fieldWeightRule,
  exactnessRule,
  businessRule,
  availabilityRule,
  bm25Rule,
];

/**
 * The chain a search ranks by, most significant first: the merchandising tiers, then relevance
 * (as milli's ranking rules: one chain, each rule breaking the ties of those before it). A sort
 * by fields sits between the two (`sortedComparator`). The packed rules take 48 bits, below 2^53,
 * so a key is an exact integer; the score rule that ends it goes to a second key.
 */
export const SEARCH_CHAIN: readonly ChainRule[] = [merchandisingRule, ...RANKING_CHAIN];

const QUERY_RULES = SEARCH_CHAIN.filter((r): r is QueryRule<ChainRuleName> => r.scope === 'query');
const DOCUMENT_RULES = SEARCH_CHAIN.filter((r): r is DocumentRule => r.scope === 'document');
const SCORE_RULES = SEARCH_CHAIN.filter((r): r is ScoreRule => r.scope === 'score');
const PACKED: readonly (QueryRule<ChainRuleName> | DocumentRule)[] = [
  ...QUERY_RULES,
  ...DOCUMENT_RULES,
];
// Document rules are packed into one number per document, which only works as a suffix of the
// packed rules; a score rule is compared after the packed key, so it can only end the chain.
if (SEARCH_CHAIN.findIndex((r) => r.scope === 'document') !== QUERY_RULES.length) {
  throw new Error('document-scoped ranking rules must end the packed chain');
}
if (SCORE_RULES.length > 1 || SEARCH_CHAIN.findIndex((r) => r.scope === 'score') < PACKED.length) {
  throw new Error('one score rule at most, at the end of the chain');
}
const SCORE_RULE: ScoreRule | undefined = SCORE_RULES[0];
const DOCUMENT_BITS = DOCUMENT_RULES.reduce((s, r) => s + r.bits, 0);
if (DOCUMENT_BITS > 32) throw new Error('document-scoped ranking rules exceed 32 bits');

export const CHAIN_BITS = PACKED.reduce((s, r) => s + r.bits, 0);
if (CHAIN_BITS > 53) throw new Error('packed ranking rules exceed the 53 bits of an exact key');

/** The packed document-scoped suffix of the key, stored per document at indexing time. */
export function documentRank(signals: DocumentSignals, doc: number): number {
  let v = 0;
  for (const rule of DOCUMENT_RULES) v = v * 2 ** rule.bits + rule.value(signals, doc);
  return v;
}

/** `2^(bits of every later rule)`: where each query rule's value sits in the packed key. */
const SCALES = QUERY_RULES.map((_, i) =>
  PACKED.slice(i + 1).reduce((scale, r) => scale * 2 ** r.bits, 1),
);

/**
 * Writes each candidate's packed relevance key; comparing keys, then `ScoreKey`s, compares the
 * chain. The key is a sum of `value * scale` (exact: integers below 2^53), so rules constant for
 * this query fold into one number, each varying query rule adds in one tight pass, and the
 * document rules cost one load of `docRank`. A one-word query runs three passes; a query without
 * text runs one.
 */
export function computeKeys(
  ctx: RankingContext,
  docRank: Uint32Array,
  cands: Int32Array,
  n: number,
  keys: Float64Array,
): void {
  let base = 0;
  const varying: number[] = [];
  QUERY_RULES.forEach((rule, i) => {
    const c = rule.constant(ctx);
    if (c === null) varying.push(i);
    else base += c * SCALES[i]!;
  });
  for (let i = 0; i < n; i++) keys[i] = base + docRank[cands[i]!]!;
  for (const i of varying) QUERY_RULES[i]!.apply(ctx, cands, n, keys, SCALES[i]!);
}

/**
 * The score rule's key of candidate `i`, computed the first time two candidates' packed keys tie
 * and kept (NaN marks "not yet"): with popularity or any varying rule most candidates never need
 * it, and a query whose candidates all tie computes each once.
 */
export class ScoreKey {
  constructor(
    private readonly rule: ScoreRule,
    private readonly ctx: RankingContext,
    private readonly cands: Int32Array,
    private readonly values: Float64Array,
    n: number,
  ) {
    values.fill(NaN, 0, n);
  }

  get(i: number): number {
    let v = this.values[i]!;
    if (v !== v) {
      v = this.rule.value(this.ctx, this.cands[i]!);
      this.values[i] = v;
    }
    return v;
  }
}

/** The second key of this query's candidates (`out` holds the values), or null without text. */
export function scoreKey(
  ctx: RankingContext,
  cands: Int32Array,
  n: number,
  out: Float64Array,
): ScoreKey | null {
  if (SCORE_RULE === undefined || !ctx.hasText) return null;
  return new ScoreKey(SCORE_RULE, ctx, cands, out, n);
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
