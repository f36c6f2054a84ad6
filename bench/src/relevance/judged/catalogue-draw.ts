import { rng } from '../../engine/catalogue.js';
import type { ProductTruth, ShopProduct, Target } from './shop-truth.js';

/** Random choices of one generation run, all from one seeded generator. */
export interface Draw {
  pick<T>(list: readonly T[]): T;
  chance(p: number): boolean;
  /** An integer in `[lo, hi]`. */
  int(lo: number, hi: number): number;
}

export function draw(seed: number): Draw {
  const r = rng(seed);
  return {
    pick: (list) => list[Math.floor(r() * list.length)]!,
    chance: (p) => r() < p,
    int: (lo, hi) => lo + Math.floor(r() * (hi - lo + 1)),
  };
}

export const COLOURS = ['Black', 'White', 'Blue', 'Red', 'Green', 'Grey', 'Silver', 'Pink'];

/** A product without its id (numbered once every family has been generated). */
export type Draft = Omit<ShopProduct, 'id'>;

/** A family of products: `count` drafts drawn with `d`. */
export type Family = (d: Draw) => Draft[];

export function truth(t: Partial<ProductTruth> & { kind: string }): ProductTruth {
  return {
    brand: '',
    line: null,
    number: null,
    colour: null,
    target: null,
    ...t,
  };
}

export function target(
  kind: string,
  line: string | null = null,
  number: number | null = null,
): Target {
  return { kind, line, number };
}

/** `n` drafts from `one`, each drawn independently. */
export function times(n: number, d: Draw, one: (d: Draw) => Draft): Draft[] {
  return Array.from({ length: n }, () => one(d));
}
