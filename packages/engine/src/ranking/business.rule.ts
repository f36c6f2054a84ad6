import type { DocumentRule } from './rule.js';

/**
 * Popularity on a log scale (512 steps per doubling, 14 bits), so that small differences among
 * unpopular products still count while huge values cannot overflow the packed key.
 */
export function popularityLevel(p: number): number {
  return Math.min(16383, Math.floor(Math.log2(1 + p) * 512));
}

/** More popular products (the analytics-fed signal) rank first. */
export const businessRule: DocumentRule = {
  scope: 'document',
  name: 'business',
  bits: 14,
  value: (s, d) => popularityLevel(s.popularity[d]!),
};
