import type { Intent, ProductTruth, Target } from './shop-truth.js';

/**
 * Kinds a shopper asking for one would accept as a weaker answer (both ways): earbuds for
 * headphones, sneakers for running shoes.
 */
const RELATED: readonly (readonly [string, string])[] = [
  ['headphones', 'earbuds'],
  ['running shoes', 'sneakers'],
];

function related(a: string, b: string): boolean {
  return RELATED.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** A product line matches the asked one when equal or when it extends it (`xbox` → `xbox one`). */
export function lineMatches(line: string | null, asked: string): boolean {
  return line !== null && (line === asked || line.startsWith(`${asked} `));
}

/** Whether a product made for `target` is made for what the intent names. */
function serves(target: Target | null, intent: Intent): boolean {
  if (target === null) return false;
  if (intent.kind !== undefined && target.kind !== intent.kind) return false;
  if (intent.line !== undefined && !lineMatches(target.line, intent.line)) return false;
  if (intent.number !== undefined && target.number !== intent.number) return false;
  return intent.kind !== undefined || intent.line !== undefined;
}

function targetMatches(target: Target | null, asked: NonNullable<Intent['target']>): boolean {
  if (target === null || target.kind !== asked.kind) return false;
  if (asked.line !== undefined && !lineMatches(target.line, asked.line)) return false;
  return asked.number === undefined || target.number === asked.number;
}

/**
 * The grade of product `p` for a shopper with intent `q` (see bench/fixtures/relevance-shop/README.md):
 * - 3: the thing asked for — right kind, every stated attribute right;
 * - 2: the right thing in another colour;
 * - 1: a near miss — the right kind with one wrong brand, number or target; an accessory, game or
 *   part made for exactly the thing asked for; or a closely related kind (earbuds for headphones);
 * - 0: anything else, including another product line of the right kind (Iron Man 3 for
 *   "toy story 3") and products that merely mention the words.
 *
 * @example
 * grade(iphone14Truth, { kind: 'smartphone', line: 'iphone', number: 15 }); // 1
 */
export function grade(p: ProductTruth, q: Intent): number {
  if (q.kind !== undefined && p.kind !== q.kind) {
    if (serves(p.target, q)) return 1;
    const brandOk = q.brand === undefined || p.brand === q.brand;
    return related(p.kind, q.kind) && brandOk && q.line === undefined ? 1 : 0;
  }
  if (q.line !== undefined && !lineMatches(p.line, q.line)) {
    // Without a kind, something made for the asked line is a near miss (a case for "iphone").
    return q.kind === undefined && serves(p.target, q) ? 1 : 0;
  }
  let hard = 0;
  if (q.brand !== undefined && p.brand !== q.brand) hard++;
  if (q.number !== undefined && p.number !== q.number) hard++;
  if (q.target !== undefined && !targetMatches(p.target, q.target)) hard++;
  const soft = q.colour !== undefined && p.colour !== q.colour ? 1 : 0;
  if (hard === 0) return soft === 0 ? 3 : 2;
  // A near miss needs the right kind: without one asked, a wrong brand is simply wrong.
  return hard === 1 && q.kind !== undefined ? 1 : 0;
}
