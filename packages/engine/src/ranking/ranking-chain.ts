import { availabilityRule } from './availability.rule.js';
import { bm25Rule } from './bm25.rule.js';
import { businessRule } from './business.rule.js';
import { exactnessRule } from './exactness.rule.js';
import { fieldWeightRule } from './field-weight.rule.js';
import { LEARNING_PLACEMENTS, type LearningPlacement } from './learned-signals.js';
import { learnedRule } from './learned.rule.js';
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

/**
 * The static relevance rules, most significant first (the order explanations report them in,
 * `learned` last).
 */
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

/**
 * The relevance chain with the learned rule at each placement (packages/engine/DESIGN.md,
 * "Learned ranking"); a search that learning does not rank uses `RANKING_CHAIN`.
 */
export const LEARNED_CHAINS: Readonly<Record<LearningPlacement, readonly RankingRule[]>> = {
  'after-typo': insertAfter('typo'),
  'after-exactness': insertAfter('exactness'),
  'after-availability': insertAfter('availability'),
};

function insertAfter(name: RuleName): RankingRule[] {
  const at = RANKING_CHAIN.findIndex((r) => r.name === name) + 1;
  return [...RANKING_CHAIN.slice(0, at), learnedRule, ...RANKING_CHAIN.slice(at)];
}

/** How one chain packs into a key: its query rules with their scales, and the documents' scale. */
interface Packing {
  rules: readonly QueryRule<ChainRuleName>[];
  scales: readonly number[];
  /** Where the packed document rules (`docRank`) sit: 2^(bits of the query rules after them). */
  docScale: number;
  score: ScoreRule | undefined;
  bits: number;
}

/**
 * Checks and packs a chain: the document rules, packed into one number per document, must be
 * contiguous (query rules may precede and follow them); a score rule is compared after the
 * packed key, so it can only end the chain; the key must stay an exact integer (≤ 53 bits).
 */
function packingOf(chain: readonly ChainRule[]): Packing {
  const packed = chain.filter((r) => r.scope !== 'score');
  const docAt = packed.map((r, i) => (r.scope === 'document' ? i : -1)).filter((i) => i >= 0);
  if (docAt.some((i, k) => i !== docAt[0]! + k)) {
    throw new Error('document-scoped ranking rules must be contiguous in the packed chain');
  }
  const scoreRules = chain.filter((r): r is ScoreRule => r.scope === 'score');
  if (scoreRules.length > 1 || chain.findIndex((r) => r.scope === 'score') < packed.length) {
    throw new Error('one score rule at most, at the end of the chain');
  }
  const bits = packed.reduce((s, r) => s + r.bits, 0);
  if (bits > 53) throw new Error('packed ranking rules exceed the 53 bits of an exact key');
  const scaleAfter = (i: number): number =>
    packed.slice(i + 1).reduce((scale, r) => scale * 2 ** r.bits, 1);
  const rules: QueryRule<ChainRuleName>[] = [];
  const scales: number[] = [];
  packed.forEach((r, i) => {
    if (r.scope !== 'query') return;
    rules.push(r);
    scales.push(scaleAfter(i));
  });
  const lastDoc = docAt.length === 0 ? packed.length - 1 : docAt.at(-1)!;
  return { rules, scales, docScale: scaleAfter(lastDoc), score: scoreRules[0], bits };
}

const DOCUMENT_RULES = SEARCH_CHAIN.filter((r): r is DocumentRule => r.scope === 'document');
const DOCUMENT_BITS = DOCUMENT_RULES.reduce((s, r) => s + r.bits, 0);
if (DOCUMENT_BITS > 32) throw new Error('document-scoped ranking rules exceed 32 bits');

const STATIC_PACKING = packingOf(SEARCH_CHAIN);
const LEARNED_PACKINGS = Object.fromEntries(
  LEARNING_PLACEMENTS.map((p) => [p, packingOf([merchandisingRule, ...LEARNED_CHAINS[p]])]),
) as Record<LearningPlacement, Packing>;

/** Bits of the static chain's packed key. */
export const CHAIN_BITS = STATIC_PACKING.bits;

/** The packed document-scoped rules of the key, stored per document at indexing time. */
export function documentRank(signals: DocumentSignals, doc: number): number {
  let v = 0;
  for (const rule of DOCUMENT_RULES) v = v * 2 ** rule.bits + rule.value(signals, doc);
  return v;
}

function packingFor(ctx: RankingContext): Packing {
  return ctx.learned === undefined ? STATIC_PACKING : LEARNED_PACKINGS[ctx.learned.placement];
}

/** The relevance chain `ctx` ranks by: the static one, or the learned one at its placement. */
export function relevanceChain(ctx: RankingContext): readonly RankingRule[] {
  return ctx.learned === undefined ? RANKING_CHAIN : LEARNED_CHAINS[ctx.learned.placement];
}

/**
 * Writes each candidate's packed relevance key; comparing keys, then `ScoreKey`s, compares the
 * chain (`relevanceChain(ctx)` after the merchandising tiers). The key is a sum of
 * `value * scale` (exact: integers below 2^53), so rules constant for this query fold into one
 * number, each varying query rule adds in one tight pass, and the document rules cost one load of
 * `docRank`. A one-word query runs three passes; a query without text runs one (two when
 * learning ranks it).
 */
export function computeKeys(
  ctx: RankingContext,
  docRank: Uint32Array,
  cands: Int32Array,
  n: number,
  keys: Float64Array,
): void {
  const { rules, scales, docScale } = packingFor(ctx);
  let base = 0;
  const varying: number[] = [];
  rules.forEach((rule, i) => {
    const c = rule.constant(ctx);
    if (c === null) varying.push(i);
    else base += c * scales[i]!;
  });
  if (docScale === 1) for (let i = 0; i < n; i++) keys[i] = base + docRank[cands[i]!]!;
  else for (let i = 0; i < n; i++) keys[i] = base + docRank[cands[i]!]! * docScale;
  for (const i of varying) rules[i]!.apply(ctx, cands, n, keys, scales[i]!);
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
  const rule = packingFor(ctx).score;
  if (rule === undefined || !ctx.hasText) return null;
  return new ScoreKey(rule, ctx, cands, out, n);
}

/** Each relevance rule's value for one document, for explain (`learned` 0 when not ranking). */
export function ruleValues(ctx: RankingContext, doc: number): Record<RuleName, number> {
  const out = {} as Record<RuleName, number>;
  for (const rule of RANKING_CHAIN) out[rule.name] = rule.value(ctx, doc);
  out.learned = learnedRule.value(ctx, doc);
  return out;
}

/** The first rule of `ctx`'s relevance chain on which two documents differ, or null on a tie. */
export function decidingRule(
  ctx: RankingContext,
  a: Record<RuleName, number>,
  b: Record<RuleName, number>,
): RuleName | null {
  for (const rule of relevanceChain(ctx)) if (a[rule.name] !== b[rule.name]) return rule.name;
  return null;
}
