import type { SegmentData } from './segment.js';
import { SLICE, type Steps } from './work-steps.js';

/**
 * Merges term-sorted segments into one, renumbering documents by `remap` (-1 drops a posting):
 * a k-way merge of the sorted term lists, copying each term's postings segment by segment.
 * Invariants it relies on: every segment's documents are numbered above the previous segment's
 * (a delta only holds documents appended after its base), and `remap` preserves order, so each
 * merged posting list stays sorted by document. A term left with no posting is dropped. Gives
 * what re-adding every posting to a `SegmentBuilder` and freezing gives, without hashing a term
 * per posting or sorting the dictionary.
 *
 * @example
 * const data = drain(mergeSteps([base.data, delta.data], remap));
 */
export function* mergeSteps(parts: readonly SegmentData[], remap: Int32Array): Steps<SegmentData> {
  let total = 0;
  for (const part of parts) total += part.docs.length;
  const docs = new Int32Array(total);
  const masks = new Uint16Array(total);
  const pos = new Uint16Array(total);
  const tf = new Uint8Array(total);
  const terms: string[] = [];
  const start: number[] = [0];
  const heads = parts.map(() => 0);
  let n = 0;
  let work = 0;
  for (;;) {
    let term: string | null = null;
    for (let k = 0; k < parts.length; k++) {
      const t = parts[k]!.terms[heads[k]!];
      if (t !== undefined && (term === null || t < term)) term = t;
    }
    if (term === null) break;
    const from = n;
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k]!;
      const h = heads[k]!;
      if (part.terms[h] !== term) continue;
      heads[k] = h + 1;
      for (let p = part.start[h]!; p < part.start[h + 1]!; p++) {
        const d = remap[part.docs[p]!]!;
        if (d < 0) continue;
        docs[n] = d;
        masks[n] = part.masks[p]!;
        tf[n] = part.tf[p]!;
        pos[n++] = part.pos[p]!;
      }
      work += part.start[h + 1]! - part.start[h]!;
    }
    if (n > from) {
      terms.push(term);
      start.push(n);
    }
    if (++work >= SLICE) {
      work = 0;
      yield;
    }
  }
  return {
    terms,
    start: Int32Array.from(start),
    docs: docs.slice(0, n),
    masks: masks.slice(0, n),
    pos: pos.slice(0, n),
    tf: tf.slice(0, n),
  };
}
