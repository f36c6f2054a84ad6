import type { QueryRule } from './rule.js';

/**
 * Merchandising tiers, higher ranks first. A document both boosted and buried is buried: the
 * bury list is applied last (`resolveMerchandising`).
 */
export const TIER = { bury: 0, none: 1, boost: 2 } as const;

/** No boost or bury in force: every document is in the middle tier. */
export const NO_TIERS: ReadonlyMap<number, number> = new Map();

/**
 * The shop's boosts and buries (decided by its merchandising rules, outside the engine) as the
 * first rule of the chain (`SEARCH_CHAIN`): every boosted product ranks above every other, every
 * buried one below, and relevance orders each tier. Pins are not a rule: a pin names a position,
 * which no comparison of two documents can express, so pins are placed after ranking
 * (`result-assembly.ts`). Without boosts or buries the rule is constant and costs no pass.
 *
 * @example
 * merchandisingRule.value({ ...ctx, tiers: new Map([[7, TIER.boost]]) }, 7); // 2
 */
export const merchandisingRule: QueryRule<'merchandising'> = {
  scope: 'query',
  name: 'merchandising',
  bits: 2,
  value: (ctx, d) => ctx.tiers.get(d) ?? TIER.none,
  constant: (ctx) => (ctx.tiers.size === 0 ? TIER.none : null),
  apply(ctx, cands, n, keys, scale) {
    const t = ctx.tiers;
    for (let i = 0; i < n; i++) keys[i]! += scale * (t.get(cands[i]!) ?? TIER.none);
  },
};
