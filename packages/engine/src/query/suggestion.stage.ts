import { learningKey } from '../ranking/learned-signals.js';
import type { Selection } from './candidates.js';
import {
  correctedQuery,
  textFieldMask,
  textFrequency,
  type Correction,
  type Vocabulary,
} from './did-you-mean.js';
import type { SearchPlan } from './plan.stage.js';
import type { SearchState } from './search.js';
import { successfulCorrections, wordUsage } from './successful-queries.js';
import type { SearchQuery, SearchResult } from './types.js';

/** A correction with the evidence it is more frequent than what was typed. */
interface Proposal extends Correction {
  /** Successful searches of the proposal's exact query. */
  count: number;
  /** Fewest documents among the words it proposes (text fields). */
  freq: number;
  /** Most documents among the typed words it replaces. */
  typedFreq: number;
}

const NO_HISTORY: ReadonlyMap<string, number> = new Map();
/** Strict searches tried at most: the best proposals nearly always return results. */
const MAX_CHECKED = 4;
/** True while a proposal is checked: its strict search must not suggest in turn. */
let checking = false;

function proposalOf(c: Correction, vocab: Vocabulary, successful: ReadonlyMap<string, number>) {
  let freq = Infinity;
  let typedFreq = 0;
  for (const [typed, term] of c.replaced) {
    freq = Math.min(freq, textFrequency(term, vocab));
    typedFreq = Math.max(typedFreq, textFrequency(typed, vocab));
  }
  return { ...c, count: successful.get(c.text) ?? 0, freq, typedFreq };
}

/** Fewer edits, then searched successfully more often, then in more documents, shorter, A–Z. */
function compareProposals(a: Proposal, b: Proposal): number {
  if (a.edits !== b.edits) return a.edits - b.edits;
  if (a.count !== b.count) return b.count - a.count;
  if (a.freq !== b.freq) return b.freq - a.freq;
  if (a.text.length !== b.text.length) return a.text.length - b.text.length;
  return a.text < b.text ? -1 : a.text > b.text ? 1 : 0;
}

/**
 * The proposals for this search, best first: the shop's successful queries that correct it word
 * by word, and its words replaced by the shop's own terms. Each is more frequent than what was
 * typed: searched successfully more often, or as often and every proposed word in more of the
 * shop's documents than the word it replaces (packages/engine/DESIGN.md, "Did you mean").
 */
function proposals(st: SearchState, plan: SearchPlan, q: string): Proposal[] {
  const successful = st.learned?.successful ?? NO_HISTORY;
  const typedKey = learningKey(q);
  const typedCount = successful.get(typedKey) ?? 0;
  const vocab: Vocabulary = {
    segments: st.segments,
    live: plan.live,
    textMask: textFieldMask(st.schema),
    usage: wordUsage(successful),
  };
  const found: Correction[] = successfulCorrections(typedKey, successful, typedCount);
  const own = correctedQuery(plan.slots, vocab);
  if (own !== null && !found.some((c) => c.text === own.text)) found.push(own);
  return found
    .map((c) => proposalOf(c, vocab, successful))
    .filter((p) => p.text !== typedKey)
    .filter((p) => p.count > typedCount || (p.count === typedCount && p.freq > p.typedFreq))
    .sort(compareProposals);
}

/**
 * The last stage: a corrected query to offer as `didYouMean`, or null. Asked when a text search
 * found nothing, and when a word that matched nothing was made optional (the shopper still sees
 * results, and may have meant another word). Invariant: a suggestion matches every word, as a
 * strict search (`search`, the whole pipeline) confirms; it runs last, since that search reuses
 * the scratch arrays this one read. The strict searches suggest nothing themselves.
 *
 * @example
 * suggestCorrection(st, plan, sel, 0, query, (q) => executeSearch(st, q)); // 'scarpe'
 */
export function suggestCorrection(
  st: SearchState,
  plan: SearchPlan,
  sel: Selection,
  total: number,
  query: SearchQuery,
  search: (query: SearchQuery) => SearchResult,
): string | null {
  if (checking || !plan.hasText) return null;
  const missedWord = sel.dropped.some((slot) => st.scratch.slotDocs[slot] === 0);
  if (total !== 0 && !missedWord) return null;
  const ranked = proposals(st, plan, query.q ?? '');
  checking = true;
  try {
    for (const p of ranked.slice(0, MAX_CHECKED)) {
      const strict = { ...query, q: p.text, limit: 0, facets: [], relaxBelow: 0 };
      if (search(strict).total > 0) return p.text;
    }
  } finally {
    checking = false;
  }
  return null;
}
