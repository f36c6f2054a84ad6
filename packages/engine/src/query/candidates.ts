import type { CandidateSet } from './facet-counts.js';
import { computeFails, type FilterGroup } from './filters.js';
import type { Scratch } from './scratch.js';

export interface CandidateOptions {
  groups: readonly FilterGroup[];
  /** Merchandising removals: never candidates. */
  removed: ReadonlySet<number>;
  /** Pins are placed separately, so they are not ranked. */
  pinned: ReadonlySet<number>;
  /** Words matched per document; null without text. */
  words: Uint8Array | null;
  nSlots: number;
  /** `offset + limit`. */
  need: number;
}

/** Candidates (facet counting) and the ranked subset (hits: no failed filter, not pinned). */
export interface Selection extends CandidateSet {
  ranked: Int32Array;
  nRanked: number;
}

/**
 * Candidates are the matched documents — all of them, or only those matching every query word
 * when those fill the page — minus removals. When nothing narrows the matches (the common case)
 * the matched list itself is used, without copying.
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
  let minWords = 1;
  const words = o.words;
  if (words !== null && o.nSlots > 1) {
    let full = 0;
    for (let i = 0; i < nRaw; i++) {
      if (words[raw[i]!] === o.nSlots && (!filtered || rawFails[i] === 0)) full++;
    }
    if (full >= o.need) minWords = o.nSlots;
  }
  let cands = raw;
  let fails: Uint32Array | null = filtered ? rawFails : null;
  let n = nRaw;
  if (minWords > 1 || o.removed.size > 0) {
    cands = s.cands;
    fails = filtered ? s.fails : null;
    n = 0;
    for (let i = 0; i < nRaw; i++) {
      const d = raw[i]!;
      if ((words !== null && words[d]! < minWords) || o.removed.has(d)) continue;
      if (fails !== null) fails[n] = rawFails[i]!;
      cands[n++] = d;
    }
  }
  if (fails === null && o.pinned.size === 0) return { cands, fails, n, ranked: cands, nRanked: n };
  const ranked = s.ranked;
  let nr = 0;
  for (let i = 0; i < n; i++) {
    const d = cands[i]!;
    if ((fails === null || fails[i] === 0) && !o.pinned.has(d)) ranked[nr++] = d;
  }
  return { cands, fails, n, ranked, nRanked: nr };
}
