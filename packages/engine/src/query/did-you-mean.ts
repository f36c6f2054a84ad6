import { boundedDistance } from '../analysis/edit-distance.js';
import { bitCount, letterMask } from '../analysis/letter-mask.js';
import type { Segment } from '../index/segment.js';
import type { ResolvedSchema } from '../schema.js';
import type { Slot } from './query-analyzer.js';

/** Which documents are alive; `allAlive` when none was deleted since the last compaction. */
export interface Liveness {
  alive: Uint8Array;
  allAlive: boolean;
}

/**
 * Live postings of `term` over all segments: the document frequency the term would have after
 * compaction. Dead postings stay in segments until then, and a term left only in deleted
 * documents must not be suggested.
 */
export function liveFrequency(term: string, segments: readonly Segment[], live: Liveness): number {
  let n = 0;
  for (const seg of segments) {
    const t = seg.termIndex.get(term);
    if (t === undefined) continue;
    const { start, docs } = seg.data;
    if (live.allAlive) n += start[t + 1]! - start[t]!;
    else for (let p = start[t]!; p < start[t + 1]!; p++) n += live.alive[docs[p]!]!;
  }
  return n;
}

/**
 * The shop's own vocabulary as did-you-mean reads it: the live terms of its `text` fields (the
 * words it writes in its language; `code` fields hold identifiers, never proposed), and how often
 * its shoppers' successful searches use each word.
 */
export interface Vocabulary {
  segments: readonly Segment[];
  live: Liveness;
  /** Bit `f` set when searchable field `f` is a `text` field. */
  textMask: number;
  /** Word → successful searches whose query used it (`wordUsage`). */
  usage: ReadonlyMap<string, number>;
}

/** The searchable fields holding words, as a field mask (`Vocabulary.textMask`). */
export function textFieldMask(schema: Pick<ResolvedSchema, 'searchable'>): number {
  let mask = 0;
  schema.searchable.forEach((f, i) => {
    if (f.type === 'text') mask |= 1 << i;
  });
  return mask;
}

/**
 * Live documents holding `term` in a `text` field: the document frequency a proposal is judged
 * by. Exact under deletions (dead postings and code-only postings are skipped), so a live index
 * and its compacted copy agree.
 */
export function textFrequency(term: string, vocab: Vocabulary): number {
  const { live, textMask } = vocab;
  let n = 0;
  for (const seg of vocab.segments) {
    const t = seg.termIndex.get(term);
    if (t === undefined || (seg.termMask[t]! & textMask) === 0) continue;
    const { start, docs, masks } = seg.data;
    if (live.allAlive && (seg.termMask[t]! & ~textMask) === 0) {
      n += start[t + 1]! - start[t]!;
      continue;
    }
    for (let p = start[t]!; p < start[t + 1]!; p++) {
      if ((masks[p]! & textMask) !== 0 && (live.allAlive || live.alive[docs[p]!] === 1)) n++;
    }
  }
  return n;
}

const HAS_DIGIT = /\d/;

/** Most edits a correction may make to `word` (see `correctionEdits`). */
function editBudget(word: string): number {
  if (word.length < 3 || HAS_DIGIT.test(word)) return 0;
  return word.length < 5 ? 1 : 2;
}

/**
 * Edits from `typed` to `term` when `term` is a plausible correction of it, else null. Budget:
 * none for words under 3 letters or with digits (sizes, codes: a near one is another product),
 * 1 edit up to 4 letters, 2 from 5. Two edits must keep the first letter, as spelling checkers
 * do (Lucene's `minPrefix`): shoppers rarely miss the first letter, and a far word starting
 * differently is a different word (`zaino` is not `rain`).
 *
 * @example
 * correctionEdits('zqimo', 'zaino'); // 2
 * correctionEdits('zaino', 'rain'); // null
 */
export function correctionEdits(typed: string, term: string): number | null {
  if (typed === term) return 0;
  const budget = editBudget(typed);
  if (budget === 0) return null;
  const edits = boundedDistance(typed, term, budget);
  if (edits > budget || (edits === 2 && typed[0] !== term[0])) return null;
  return edits;
}

/** A word's correction: the term, its edits and the evidence it is the shop's word. */
interface TermChoice {
  term: string;
  edits: number;
  usage: number;
  freq: number;
}

/** Candidate order: fewer edits, used by more successful searches, in more documents, shorter, A–Z. */
function better(a: TermChoice, b: TermChoice | null): boolean {
  if (b === null) return true;
  if (a.edits !== b.edits) return a.edits < b.edits;
  if (a.usage !== b.usage) return a.usage > b.usage;
  if (a.freq !== b.freq) return a.freq > b.freq;
  if (a.term.length !== b.term.length) return a.term.length < b.term.length;
  return a.term < b.term;
}

/** The shop's term that best corrects `word` (see `correctionEdits` and `better`), or null. */
function closestTerm(word: string, vocab: Vocabulary): TermChoice | null {
  const budget = editBudget(word);
  if (budget === 0) return null;
  const letters = letterMask(word);
  let best: TermChoice | null = null;
  for (const seg of vocab.segments) {
    const { terms } = seg.data;
    for (let len = word.length - budget; len <= word.length + budget; len++) {
      for (const t of seg.typoByLength[len] ?? []) {
        if (bitCount(letters ^ seg.letterMasks[t]!) > 2 * budget) continue;
        const term = terms[t]!;
        const edits = correctionEdits(word, term);
        if (edits === null || edits === 0 || (best !== null && edits > best.edits)) continue;
        const freq = textFrequency(term, vocab);
        if (freq === 0) continue;
        const choice = { term, edits, usage: vocab.usage.get(term) ?? 0, freq };
        if (better(choice, best)) best = choice;
      }
    }
  }
  return best;
}

/** A corrected query: its text, total edits, and each typed word it replaced with its term. */
export interface Correction {
  text: string;
  edits: number;
  replaced: ReadonlyArray<readonly [typed: string, term: string]>;
}

/**
 * The query with each word that has no live postings replaced by the shop's term that best
 * corrects it (`closestTerm`); words without a plausible correction stay. Null when nothing
 * changes.
 *
 * @example
 * correctedQuery(analyzeQuery('zqimo rosso', …), vocab)?.text; // 'zaino rosso'
 */
export function correctedQuery(slots: readonly Slot[], vocab: Vocabulary): Correction | null {
  let edits = 0;
  const replaced: [string, string][] = [];
  const words = slots.flatMap((slot) =>
    slot.words.map((w) => {
      if (liveFrequency(w, vocab.segments, vocab.live) > 0) return w;
      const fix = closestTerm(w, vocab);
      if (fix === null) return w;
      edits += fix.edits;
      replaced.push([w, fix.term]);
      return fix.term;
    }),
  );
  return replaced.length > 0 ? { text: words.join(' '), edits, replaced } : null;
}
