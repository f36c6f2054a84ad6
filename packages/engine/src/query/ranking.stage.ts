import type { DocStore } from '../index/doc-store.js';
import { merchandisingRule } from '../ranking/merchandising.rule.js';
import { computeKeys, scoreKey, type ScoreKey } from '../ranking/ranking-chain.js';
import type { RankingContext } from '../ranking/rule.js';
import type { MerchandisingLabels } from './merchandising.js';
import type { SearchPlan, SortKey } from './plan.stage.js';
import type { Retrieval } from './retrieval.stage.js';
import type { SearchState } from './search.js';
import { topK, topKByKey } from './top-k.js';

/** How ranked candidates compare; `ranked[i]` is the document of candidate index `i`. */
export interface Ordering {
  sort: readonly SortKey[];
  store: DocStore;
  /** What the chain's rules read, merchandising tiers included. */
  ctx: RankingContext;
  /** The packed key of each candidate index: every packed rule of `SEARCH_CHAIN`. */
  keys: Float64Array;
  /** The score rule's key, compared when `keys` tie; null without text. */
  keys2: ScoreKey | null;
  ranked: Int32Array;
  nRanked: number;
  /** Labels of the merchandising entries, by placement and document; filled only to explain. */
  labels: MerchandisingLabels;
}

/**
 * The ranking stage: computes every ranked candidate's keys by the chain (`SEARCH_CHAIN`: the
 * merchandising tiers, then relevance, the learned rule at its placement when learning ranks).
 * Invariant: `keys[i]` is candidate `i`'s packed key, and comparing keys, then second keys, then
 * document numbers is the chain's order (a total one).
 *
 * @example
 * const order = rankCandidates(st, plan, retrieval, merchandising.labels);
 * bestCandidates(order, 10); // the 10 best candidate indices, best first
 */
export function rankCandidates(
  st: SearchState,
  { sort, learned }: Pick<SearchPlan, 'sort' | 'learned'>,
  { ctx: found, sel }: Retrieval,
  labels: MerchandisingLabels,
): Ordering {
  const { store, scratch: s } = st;
  // The learned rule reads its inputs from the context; present only when learning ranks.
  const ctx = learned === null ? found : { ...found, learned };
  const { ranked, nRanked } = sel;
  computeKeys(ctx, store.docRank, ranked, nRanked, s.keys);
  const keys2 = scoreKey(ctx, ranked, nRanked, s.keys2);
  return { sort, store, ctx, keys: s.keys, keys2, ranked, nRanked, labels };
}

/**
 * The `k` best candidate indices, best first: by the keys (a bounded heap over typed arrays)
 * or, with a sort, by `sortedComparator`. The order is total, so the first `n` of a deeper list
 * are the `n` best.
 */
export function bestCandidates(o: Ordering, k: number): number[] {
  return o.sort.length === 0
    ? topKByKey(o.keys, o.keys2, o.ranked, o.nRanked, k)
    : topK(o.nRanked, k, sortedComparator(o), null);
}

/**
 * The chain with a sort, comparing candidate indices: the merchandising rule, then the sort
 * fields (missing values last, two missing values tie), then the packed keys (equal tiers leave
 * relevance to decide), then the score key, then index order. Built once per search, so what
 * every comparison reads the same is looked up once.
 */
export function sortedComparator(o: Ordering): (a: number, b: number) => number {
  const { ranked, keys, keys2, ctx } = o;
  const tiered = ctx.tiers.size > 0;
  const fields = o.sort.map(({ i, dir }) => ({
    nums: o.store.sortNumbers[i],
    strs: o.store.sortStrings[i],
    dir,
  }));
  return (a, b) => {
    const da = ranked[a]!;
    const db = ranked[b]!;
    if (tiered) {
      const t = merchandisingRule.value(ctx, db) - merchandisingRule.value(ctx, da);
      if (t !== 0) return t;
    }
    for (const { nums, strs, dir } of fields) {
      if (nums) {
        const va = nums[da]!;
        const vb = nums[db]!;
        // NaN is a missing value: last either way, and two of them tie (NaN !== NaN).
        if (va !== vb && (va === va || vb === vb)) {
          if (va !== va) return 1;
          if (vb !== vb) return -1;
          return (va - vb) * dir;
        }
      } else {
        const va = strs![da]!;
        const vb = strs![db]!;
        if (va !== vb) return (va < vb ? -1 : 1) * dir;
      }
    }
    const k2 = keys2 === null ? 0 : keys2.get(b) - keys2.get(a);
    return keys[b]! - keys[a]! || k2 || da - db;
  };
}
