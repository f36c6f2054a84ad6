import type { CandidateSet } from './facet-counts.js';
import { computeFails, type FilterGroup } from './filters.js';
import { OptionalWords } from './optional-words.js';
import type { Scratch } from './scratch.js';

export interface CandidateOptions {
  groups: readonly FilterGroup[];
  /** Merchandising removals: never candidates. */
  removed: ReadonlySet<number>;
  /** Pins are placed separately, so they are not ranked. */
  pinned: ReadonlySet<number>;
  /**
   * Per document, bit `i` set when it matched slot `i`, bit `16 + i` when only with typos; null
   * without text.
   */
  slotBits: Uint32Array | null;
  /** Words matched per document; null without text. */
  words: Uint8Array | null;
  nSlots: number;
  /** Documents each slot matched (the relaxation drops the least informative words first). */
  slotDocs: readonly number[];
  /** Words become optional when fewer results than this match them all. */
  relaxBelow: number;
}

/** Candidates (facet counting) and the ranked subset (hits: no failed filter, not pinned). */
export interface Selection extends CandidateSet {
  ranked: Int32Array;
  nRanked: number;
  /** The words made optional, least informative first (empty when every word was required). */
  dropped: number[];
}

/** Optional words need a bit per slot (`slotBits`); a longer query is all words or any word. */
const MAX_OPTIONAL_SLOTS = 16;

/**
 * The slots every candidate must match (bit mask; 0: any slot, -1: all of them, tested by count)
 * and those made optional, from the matched documents that pass filters and removals.
 */
function requiredSlots(
  raw: Int32Array,
  nRaw: number,
  rawFails: Uint32Array | null,
  o: CandidateOptions,
): { mask: number; dropped: number[] } | null {
  const { nSlots } = o;
  const bits = o.slotBits;
  if (bits === null || nSlots <= 1) return null;
  const words = o.words!;
  const removed = o.removed.size > 0 ? o.removed : null;
  // Most queries have enough results with every word: one pass, as before optional words.
  let full = 0;
  for (let i = 0; i < nRaw && full < o.relaxBelow; i++) {
    if (rawFails !== null && rawFails[i] !== 0) continue;
    const d = raw[i]!;
    if (words[d] === nSlots && (removed === null || !removed.has(d))) full++;
  }
  if (full >= o.relaxBelow) return { mask: -1, dropped: [] };
  const long = nSlots > MAX_OPTIONAL_SLOTS;
  const all = long ? 1 : (1 << nSlots) - 1;
  const optional = new OptionalWords(long ? 1 : nSlots, o.slotDocs);
  for (let i = 0; i < nRaw; i++) {
    if (rawFails !== null && rawFails[i] !== 0) continue;
    const d = raw[i]!;
    if (removed !== null && removed.has(d)) continue;
    // A long query counts as one slot: matched in full or not.
    if (long) optional.add(words[d] === nSlots ? 0 : 1, 0);
    else optional.add(all & ~bits[d]!, bits[d]! >>> 16);
  }
  const req = optional.required(o.relaxBelow);
  return long ? { mask: req.mask === 0 ? 0 : -1, dropped: [] } : req;
}

/**
 * Candidates are the matched documents minus removals: those matching every query word, or, when
 * fewer than `relaxBelow` do, those matching the words `OptionalWords` keeps required, down to any
 * word. When nothing narrows the matches (the common case) the matched list itself is used,
 * without copying.
 */
export function selectCandidates(
  s: Scratch,
  raw: Int32Array,
  nRaw: number,
  o: CandidateOptions,
): Selection {
  const filtered = o.groups.length > 0;
  const rawFails = s.rawFails;
  if (filtered) computeFails(o.groups, raw, nRaw, rawFails);
  const req = requiredSlots(raw, nRaw, filtered ? rawFails : null, o);
  const narrow = req !== null && req.mask !== 0;
  const dropped = req?.dropped ?? [];
  // Every word required (mask -1): compare counts; else the required slots' bits.
  const words = o.words!;
  const all = req?.mask === -1 ? o.nSlots : -1;
  const bits = all >= 0 ? words : o.slotBits!;
  const mask = all >= 0 ? all : (req?.mask ?? 0);
  let cands = raw;
  let fails: Uint32Array | null = filtered ? rawFails : null;
  let n = nRaw;
  if (narrow || o.removed.size > 0) {
    cands = s.cands;
    fails = filtered ? s.fails : null;
    n = 0;
    for (let i = 0; i < nRaw; i++) {
      const d = raw[i]!;
      if (narrow && (all >= 0 ? bits[d] !== all : (bits[d]! & mask) !== mask)) continue;
      if (o.removed.size > 0 && o.removed.has(d)) continue;
      if (fails !== null) fails[n] = rawFails[i]!;
      cands[n++] = d;
    }
  }
  if (fails === null && o.pinned.size === 0) {
    return { cands, fails, n, ranked: cands, nRanked: n, dropped };
  }
  const ranked = s.ranked;
  let nr = 0;
  for (let i = 0; i < n; i++) {
    const d = cands[i]!;
    if ((fails === null || fails[i] === 0) && !o.pinned.has(d)) ranked[nr++] = d;
  }
  return { cands, fails, n, ranked, nRanked: nr, dropped };
}
