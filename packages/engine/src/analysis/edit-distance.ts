const ROW_A = new Int32Array(66);
const ROW_B = new Int32Array(66);
const ROW_C = new Int32Array(66);

/**
 * Optimal-string-alignment distance (Damerau–Levenshtein with adjacent transpositions), giving up
 * as soon as it must exceed `max`; returns `max + 1` in that case. Words longer than 64 units are
 * never compared (returns `max + 1`).
 *
 * @example
 * boundedDistance('scarpe', 'scarep', 2); // 1
 */
export function boundedDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max || n > 64 || m > 64) return max + 1;
  let prev2 = ROW_A;
  let prev = ROW_B;
  let cur = ROW_C;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev2;
    prev2 = prev;
    prev = cur;
    cur = t;
  }
  const d = prev[m]!;
  return d > max ? max + 1 : d;
}
