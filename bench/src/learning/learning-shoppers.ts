import { rng } from '../engine/catalogue.js';
import { textMatch, type ProductTerms, type SimQuery } from './learning-queries.js';

/**
 * The hidden model of the simulated shoppers (never shown to the server): how much each shopper
 * wants a product for a query, and how they look at a page of results. Standard choices of the
 * click-model literature, fixed before any run (docs/benchmarks.md, "Learned ranking"):
 * examination 1/position (a position-based model with exponent 1), clicks with noise 0.1 on
 * products of no use, and carts and purchases by grade.
 */
export const SHOPPER_MODEL = {
  /** Examination probability at 1-based position p: (1 / p) ^ exponent. */
  examinationExponent: 1,
  /** Click probability of an examined product of grade 0; grade 3 is clicked always. */
  clickNoise: 0.1,
  /** Add-to-cart probability after a click, per grade point. */
  cartPerGrade: 0.1,
  /** Purchase probability after an add-to-cart. */
  purchaseAfterCart: 0.5,
  /** Weight of the product's own appeal against the query-and-product taste, in the utility. */
  appealShare: 0.7,
} as const;

export const MAX_GRADE = 3;

/** A uniform number in [0, 1) fixed by the text and the seed (FNV-1a, then mulberry32). */
export function hashUniform(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return rng(hash >>> 0)();
}

/**
 * The hidden graded preference (0..3) of shoppers of `query` for `product`: the share of the
 * query's intent the product's text carries, times its appeal (the product's own, hidden, for
 * 70 %, and a taste of this query for this product for 30 %). So text relevance bounds the grade
 * and, among equally matching products, appeal decides: what the static ranking cannot see.
 * @example hiddenGrade(query, terms, 7) // 0, 1, 2 or 3
 */
export function hiddenGrade(
  query: Pick<SimQuery, 'concepts' | 'text'>,
  product: ProductTerms,
  seed: number,
): number {
  const match = textMatch(query, product);
  if (match === 0) return 0;
  const appeal = hashUniform(product.id, seed);
  const taste = hashUniform(`${query.text}\n${product.id}`, seed);
  const want = SHOPPER_MODEL.appealShare * appeal + (1 - SHOPPER_MODEL.appealShare) * taste;
  const utility = match * (0.3 + 0.7 * want);
  if (utility >= 0.75) return 3;
  if (utility >= 0.55) return 2;
  if (utility >= 0.35) return 1;
  return 0;
}

/** What one shopper did with one page of results: 1-based positions, in the order they did it. */
export interface ShopperAction {
  kind: 'click' | 'add-to-cart' | 'purchase';
  productId: string;
  position: number;
}

/**
 * One shopper's look at a page (`shown`, in order) under the position-based model: each position
 * is examined with probability (1/p)^exponent, an examined product clicked by its grade, a
 * clicked one carted by its grade, a carted one bought with a fixed probability.
 * @example shopperActions(['a', 'b'], (id) => (id === 'b' ? 3 : 0), rng(1))
 */
export function shopperActions(
  shown: readonly string[],
  gradeOf: (productId: string) => number,
  random: () => number,
): ShopperAction[] {
  const actions: ShopperAction[] = [];
  shown.forEach((productId, index) => {
    const position = index + 1;
    if (random() >= (1 / position) ** SHOPPER_MODEL.examinationExponent) return;
    const grade = gradeOf(productId);
    const attraction =
      SHOPPER_MODEL.clickNoise +
      ((1 - SHOPPER_MODEL.clickNoise) * (2 ** grade - 1)) / (2 ** MAX_GRADE - 1);
    if (random() >= attraction) return;
    actions.push({ kind: 'click', productId, position });
    if (random() >= SHOPPER_MODEL.cartPerGrade * grade) return;
    actions.push({ kind: 'add-to-cart', productId, position });
    if (random() < SHOPPER_MODEL.purchaseAfterCart) {
      actions.push({ kind: 'purchase', productId, position });
    }
  });
  return actions;
}

/** One simulated visit: who searched what, on which device, from where. */
export interface Session {
  day: number;
  /** Milliseconds into the day. */
  offsetMs: number;
  shopper: number;
  query: SimQuery;
  device: 'desktop' | 'mobile';
}

export interface SessionOptions {
  /** Visits a day. */
  perDay: number;
  /** Distinct shoppers, who come back (default 8 × perDay). */
  shoppers?: number;
  seed: number;
}

const DAY_MS = 86_400_000;

/**
 * The day's visits, spread evenly over the day: each a shopper drawn from the pool and a query
 * drawn by weight among those active that day (started on or before it).
 * @example daySessions(queries, 3, { perDay: 100, seed: 1 }).length // 100
 */
export function daySessions(
  queries: readonly SimQuery[],
  day: number,
  options: SessionOptions,
): Session[] {
  const random = rng(options.seed * 1_000 + day);
  const active = queries.filter((query) => query.startDay <= day);
  const total = active.reduce((sum, query) => sum + query.weight, 0);
  const pool = options.shoppers ?? options.perDay * 8;
  const sessions: Session[] = [];
  for (let i = 0; i < options.perDay; i++) {
    let pick = random() * total;
    const query = active.find((each) => (pick -= each.weight) < 0) ?? active.at(-1);
    if (!query) break;
    sessions.push({
      day,
      offsetMs: Math.floor(((i + random()) * DAY_MS) / options.perDay),
      shopper: Math.floor(random() * pool),
      query,
      device: random() < 0.6 ? 'mobile' : 'desktop',
    });
  }
  return sessions;
}

/** The searches of the evaluation days, as query texts (repeated as searched); never sent. */
export function evaluationSearches(
  queries: readonly SimQuery[],
  learningDays: number,
  days: number,
  perDay: number,
  seed: number,
): string[] {
  const out: string[] = [];
  for (let day = learningDays + 1; day <= days; day++) {
    for (const session of daySessions(queries, day, { perDay, seed })) out.push(session.query.text);
  }
  return out;
}
