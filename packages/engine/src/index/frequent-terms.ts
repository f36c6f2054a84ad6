import { foldText } from '../analysis/normalize.js';
import type { ResolvedSchema } from '../schema.js';
import type { DocStore } from './doc-store.js';
import type { Segment } from './segment.js';

export interface FrequentTermsOptions {
  /** Searchable fields whose words count; default every `text` field (codes are no suggestions). */
  fields?: readonly string[];
  /** Shortest word counted, in UTF-16 units; default 3 (shorter words are mostly particles). */
  minLength?: number;
}

/** Letters only: numbers, sizes and codes make poor suggestions. */
const WORD = /^\p{L}+$/u;

function fieldMask(store: DocStore, fields: readonly string[] | undefined): number {
  let mask = 0;
  store.schema.searchable.forEach((field, bit) => {
    const wanted = fields === undefined ? field.type === 'text' : fields.includes(field.name);
    if (wanted) mask |= 1 << bit;
  });
  return mask;
}

/** Inserts `[term, count]` into `top` (most first, ties in term order), keeping at most `limit`. */
function keep(top: [string, number][], term: string, count: number, limit: number): void {
  if (top.length === limit) {
    const last = top[limit - 1]!;
    if (count < last[1] || (count === last[1] && term > last[0])) return;
    top.pop();
  }
  let at = top.length;
  while (at > 0) {
    const [t, c] = top[at - 1]!;
    if (c > count || (c === count && t < term)) break;
    at--;
  }
  top.splice(at, 0, [term, count]);
}

/**
 * The `limit` words carried by the most live documents in the chosen fields, most first, ties in
 * term order: the catalogue's own vocabulary, for suggestions before any query was typed. Words
 * are as indexed (folded: 'Città' → 'citta'); stop words are left out. A document counts once per
 * word however often it repeats it; deleted documents still in a segment do not count. Walks every
 * posting of the matching words, so callers keep the answer until the index's revision moves.
 *
 * @example
 * frequentTerms(schema, store, segments, 3); // ['scarpa', 'nike', 'running']
 */
export function frequentTerms(
  schema: ResolvedSchema,
  store: DocStore,
  segments: readonly Segment[],
  limit: number,
  options: FrequentTermsOptions = {},
): string[] {
  if (limit <= 0) return [];
  const mask = fieldMask(store, options.fields);
  if (mask === 0) return [];
  const minLength = options.minLength ?? 3;
  const stop = new Set(schema.stopWords.map(foldText));
  const counts = new Map<string, number>();
  for (const { data } of segments) {
    const { terms, start, docs, masks } = data;
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t]!;
      if (term.length < minLength || stop.has(term) || !WORD.test(term)) continue;
      let count = 0;
      for (let i = start[t]!; i < start[t + 1]!; i++) {
        if ((masks[i]! & mask) !== 0 && store.alive[docs[i]!] === 1) count++;
      }
      if (count > 0) counts.set(term, (counts.get(term) ?? 0) + count);
    }
  }
  const top: [string, number][] = [];
  for (const [term, count] of counts) keep(top, term, count, limit);
  return top.map(([term]) => term);
}
