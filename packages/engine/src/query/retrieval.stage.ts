import type { RankingContext } from '../ranking/rule.js';
import { selectCandidates, type Selection } from './candidates.js';
import { filteredBrowse, type FilteredBrowse } from './filtered-browse.js';
import type { FilterGroup } from './filters.js';
import type { ResolvedMerchandising } from './merchandising.js';
import type { SearchPlan } from './plan.stage.js';
import type { SearchState } from './search.js';
import { matchText, textlessContext } from './text-match.js';

/** The documents a search considers and what the ranking chain reads about them. */
export interface Retrieval {
  /** Ranking inputs, merchandising tiers included. */
  ctx: RankingContext;
  /** Candidates (what facets count) and the ranked subset (what hits are drawn from). */
  sel: Selection;
  /** Set when a text-less search read its filtered values' document lists. */
  narrow: FilteredBrowse | null;
}

/**
 * The retrieval stage: matches the words (every live document for a text-less search) and
 * keeps the candidates. Invariants: candidates are live, matched and not removed; ranked
 * candidates pass every filter and are not pinned; with several words, a candidate matches the
 * words `OptionalWords` keeps required (all of them while `relaxBelow` documents match all).
 * A text-less search without merchandising whose filters all pick values reads those values'
 * document lists instead of every document (`filteredBrowse`): the same sets, found faster.
 *
 * @example
 * const { sel } = retrieveCandidates(st, plan, compileFilters(store, {}), merchandising);
 * sel.nRanked; // documents to rank
 */
export function retrieveCandidates(
  st: SearchState,
  plan: SearchPlan,
  groups: readonly FilterGroup[],
  merch: ResolvedMerchandising,
): Retrieval {
  const { slots, relaxBelow } = plan;
  const { removed, pinned } = merch;
  const narrow =
    plan.hasText || plan.merch !== null ? null : filteredBrowse(st.store, groups, st.scratch);
  if (narrow !== null) return { ctx: textlessContext(st), sel: browseSelection(narrow), narrow };
  // Without filters or removals, `requiredSlots` keeps every word once `relaxBelow` documents
  // match them all, so matching may then leave out the documents that miss one.
  const fullOnly = groups.length === 0 && removed.size === 0 ? relaxBelow : -1;
  const { raw, nRaw, ctx } = matchText(st, slots, fullOnly);
  const hasText = slots.length > 0;
  const sel = selectCandidates(st.scratch, raw, nRaw, {
    groups,
    removed,
    pinned,
    slotBits: hasText ? st.scratch.slotBits : null,
    words: hasText ? ctx.words : null,
    nSlots: slots.length,
    slotDocs: st.scratch.slotDocs,
    relaxBelow,
  });
  return { ctx: withTiers(ctx, merch.tiers), sel, narrow };
}

/** A filtered browse's selection: the documents passing every filter, all ranked. */
function browseSelection(narrow: FilteredBrowse): Selection {
  const { passing, n } = narrow;
  return { cands: passing, fails: null, n, ranked: passing, nRanked: n, dropped: [] };
}

/** The context the chain's merchandising rule reads `tiers` from; copied only when tiered. */
function withTiers(ctx: RankingContext, tiers: ReadonlyMap<number, number>): RankingContext {
  return tiers.size === 0 ? ctx : { ...ctx, tiers };
}
