import type { SegmentData } from './segment.js';

/**
 * Every prefix (of any length, whole terms included) whose terms hold at least `minPostings`
 * postings, at most `max` of them (those with the most postings), in a deterministic order. Terms are sorted, so the terms under a prefix are
 * one range and its posting count is `start[hi] - start[lo]`; a branch is left as soon as it
 * falls below the bound, so the walk visits only frequent prefixes and their direct children.
 *
 * @example
 * frequentPrefixes(data, 256, 4096); // ['a', 'b', ..., 'ad', 'al', ..., 'adi', ...]
 */
export function frequentPrefixes(data: SegmentData, minPostings: number, max: number): string[] {
  const { terms, start } = data;
  const out: string[] = [];
  const postings: number[] = [];
  // Explicit stack of [lo, hi, depth]: all terms in [lo, hi) share their first `depth` units.
  const stack: number[] = [0, terms.length, 0];
  while (stack.length > 0) {
    const depth = stack.pop()!;
    const hi = stack.pop()!;
    let a = stack.pop()!;
    // The term equal to the shared prefix sorts first and has no unit at `depth`.
    if (a < hi && terms[a]!.length === depth) a++;
    const children: number[] = [];
    while (a < hi) {
      const c = terms[a]!.charCodeAt(depth);
      let b = a + 1;
      while (b < hi && terms[b]!.charCodeAt(depth) === c) b++;
      if (start[b]! - start[a]! >= minPostings) {
        out.push(terms[a]!.slice(0, depth + 1));
        postings.push(start[b]! - start[a]!);
        children.push(a, b, depth + 1);
      }
      a = b;
    }
    // Reversed so that the stack pops the branches in term order.
    for (let i = children.length - 3; i >= 0; i -= 3) {
      stack.push(children[i]!, children[i + 1]!, children[i + 2]!);
    }
  }
  if (out.length <= max) return out;
  const order = out.map((_, i) => i).sort((x, y) => postings[y]! - postings[x]! || x - y);
  return order.slice(0, max).map((i) => out[i]!);
}
