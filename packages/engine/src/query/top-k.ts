/**
 * The `k` best of candidate indices `0..n-1`, best first. `cmp(a, b) < 0` means `a` ranks before
 * `b` and must be a total order. When `keys` is given (relevance), a candidate whose key is below
 * the current worst kept key is rejected without calling `cmp`.
 */
export function topK(
  n: number,
  k: number,
  cmp: (a: number, b: number) => number,
  keys: Float64Array | null,
): number[] {
  if (k <= 0 || n === 0) return [];
  // Max-heap on "worseness": heap[0] is the worst kept candidate.
  const heap: number[] = [];
  const worse = (a: number, b: number): boolean => cmp(a, b) > 0;
  const up = (i: number): void => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!worse(heap[i]!, heap[p]!)) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = 0; i < n; i++) {
    if (heap.length < k) {
      heap.push(i);
      up(heap.length - 1);
      continue;
    }
    const root = heap[0]!;
    if (keys !== null && keys[i]! < keys[root]!) continue;
    if (cmp(i, root) < 0) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort(cmp);
}

/**
 * `topK` for relevance order (key descending, then second key descending when given, then
 * document ascending): a bounded heap of candidate indices in a typed array. O(n log k), no
 * allocation per candidate; the second key is read only between equal keys.
 */
export function topKByKey(
  keys: Float64Array,
  keys2: { get(i: number): number } | null,
  docs: Int32Array,
  n: number,
  k: number,
): number[] {
  if (k <= 0 || n === 0) return [];
  const cap = Math.min(k, n);
  const heap = new Int32Array(cap);
  const tied =
    keys2 === null ? (a: number, b: number) => docs[a]! > docs[b]! : tieBreak(keys2, docs);
  // worse(a, b): a ranks after b.
  const worse = (a: number, b: number): boolean =>
    keys[a]! < keys[b]! || (keys[a] === keys[b] && tied(a, b));
  let size = 0;
  for (let i = 0; i < n; i++) {
    if (size < cap) {
      let j = size++;
      while (j > 0) {
        const p = (j - 1) >> 1;
        if (!worse(i, heap[p]!)) break;
        heap[j] = heap[p]!;
        j = p;
      }
      heap[j] = i;
      continue;
    }
    const root = heap[0]!;
    const ki = keys[i]!;
    const kr = keys[root]!;
    if (ki < kr || (ki === kr && tied(i, root))) continue;
    let j = 0;
    for (;;) {
      const l = 2 * j + 1;
      if (l >= size) break;
      const r = l + 1;
      const m = r < size && worse(heap[r]!, heap[l]!) ? r : l;
      if (!worse(heap[m]!, i)) break;
      heap[j] = heap[m]!;
      j = m;
    }
    heap[j] = i;
  }
  return Array.from(heap.subarray(0, size)).sort(
    (a, b) =>
      keys[b]! - keys[a]! ||
      (keys2 === null ? 0 : keys2.get(b) - keys2.get(a)) ||
      docs[a]! - docs[b]!,
  );
}

/** Between equal keys, a ranks after b: lower second key, then later document. */
function tieBreak(
  keys2: { get(i: number): number },
  docs: Int32Array,
): (a: number, b: number) => boolean {
  // Two reads, no pair array: this runs for every comparison of tied keys.
  return (a, b) => {
    const ka = keys2.get(a);
    const kb = keys2.get(b);
    return ka < kb || (ka === kb && docs[a]! > docs[b]!);
  };
}
