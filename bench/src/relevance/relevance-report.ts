import type { RelevanceResult } from './relevance.js';

/** `qid<TAB>group` rows after a header row, as a map. */
export function parseGroups(tsv: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of tsv.split('\n').slice(1)) {
    const [qid, group] = line.split('\t');
    if (qid && group) out.set(qid.trim(), group.trim());
  }
  return out;
}

export function printEngines(result: RelevanceResult): void {
  console.log('engine      nDCG@10  judged@10  queries');
  for (const e of result.engines) {
    console.log(
      `${e.name.padEnd(11)} ${e.ndcg10.toFixed(4)}   ${e.judged10.toFixed(4)}     ${e.queries}`,
    );
  }
}

/** Mean nDCG@10 per group of queries and engine, groups in order of first appearance. */
export function groupMeans(
  result: RelevanceResult,
  groups: ReadonlyMap<string, string>,
): { group: string; queries: number; ndcg10: Record<string, number> }[] {
  const order: string[] = [];
  const sums = new Map<string, { n: number; sum: Record<string, number> }>();
  for (const q of result.queries) {
    const g = groups.get(q.qid) ?? '(none)';
    let entry = sums.get(g);
    if (!entry) {
      order.push(g);
      sums.set(g, (entry = { n: 0, sum: {} }));
    }
    entry.n++;
    for (const [name, v] of Object.entries(q.ndcg10)) entry.sum[name] = (entry.sum[name] ?? 0) + v;
  }
  return order.map((group) => {
    const { n, sum } = sums.get(group)!;
    const ndcg10 = Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v / n]));
    return { group, queries: n, ndcg10 };
  });
}

export function printGroups(result: RelevanceResult, groups: ReadonlyMap<string, string>): void {
  const names = result.engines.map((e) => e.name);
  console.log(`\nnDCG@10 by group   ${names.map((n) => n.padStart(10)).join(' ')}  queries`);
  for (const g of groupMeans(result, groups)) {
    const cells = names.map((n) => (g.ndcg10[n] ?? 0).toFixed(4).padStart(10)).join(' ');
    console.log(`${g.group.padEnd(18)} ${cells}  ${g.queries}`);
  }
}

/**
 * Per-query nDCG@10 of Trova minus `peer`'s, worst first; queries where they tie are counted,
 * not listed. The queries to learn from are at the top.
 *
 * @example
 * lossesAgainst(result, 'minisearch')[0]; // { qid: 's214', query: 'play station 5', delta: -0.9 }
 */
export function lossesAgainst(
  result: RelevanceResult,
  peer: string,
): { qid: string; query: string; trova: number; peer: number; delta: number }[] {
  if (!result.engines.some((e) => e.name === peer)) {
    throw new Error(`unknown peer ${peer}: one of ${result.engines.map((e) => e.name).join(', ')}`);
  }
  return result.queries
    .map((q) => {
      const trova = q.ndcg10.trova ?? 0;
      const other = q.ndcg10[peer] ?? 0;
      return { qid: q.qid, query: q.query, trova, peer: other, delta: trova - other };
    })
    .sort((a, b) => a.delta - b.delta || a.qid.localeCompare(b.qid));
}

export function printLosses(result: RelevanceResult, peer: string): void {
  const rows = lossesAgainst(result, peer);
  const losses = rows.filter((r) => r.delta < 0).length;
  const wins = rows.filter((r) => r.delta > 0).length;
  console.log(
    `\ntrova vs ${peer}, per query nDCG@10 (worst first): ${losses} lost, ${wins} won, ${rows.length - losses - wins} tied`,
  );
  console.log(`  delta    trova   ${peer.padEnd(10)} qid    query`);
  for (const r of rows) {
    if (r.delta === 0) continue;
    const sign = r.delta > 0 ? '+' : '';
    console.log(
      `  ${(sign + r.delta.toFixed(3)).padStart(6)}   ${r.trova.toFixed(3)}   ${r.peer.toFixed(3).padEnd(10)} ${r.qid.padEnd(6)} ${r.query}`,
    );
  }
}
