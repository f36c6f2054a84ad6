/**
 * nDCG@k with linear gains (gain = grade) and log2 discounts; unjudged documents gain 0.
 * The ideal ranking is every judged document sorted by grade. 0 when nothing is relevant.
 *
 * @example
 * ndcgAt(['a', 'b'], new Map([['b', 2]]), 10); // 1 / log2(3) ≈ 0.631
 */
export function ndcgAt(
  ranked: readonly string[],
  judged: ReadonlyMap<string, number>,
  k = 10,
): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    dcg += Math.max(0, judged.get(id) ?? 0) / Math.log2(i + 2);
  });
  const ideal = [...judged.values()]
    .filter((g) => g > 0)
    .sort((a, b) => b - a)
    .slice(0, k);
  const idcg = ideal.reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
  return idcg === 0 ? 0 : dcg / idcg;
}

/** Share of the top `k` positions holding a judged document (any grade, including 0). */
export function judgedAt(
  ranked: readonly string[],
  judged: ReadonlyMap<string, number>,
  k = 10,
): number {
  return ranked.slice(0, k).filter((id) => judged.has(id)).length / k;
}
