import type { EngineBenchResult } from './engine.bench.js';
import { QUERY_CLASSES, type QueryClass } from './queries.js';

export interface ClassVerdict {
  cls: QueryClass;
  peer: string;
  /** The Trova row doing the same work as the peer (facets counted or not). */
  trovaRow: string;
  /** Trova is faster on both p50 and p99. */
  trovaWins: boolean;
  /** Fastest by p50 among the rows compared. */
  fastest: string;
}

/**
 * Like-for-like comparison: a peer that counts facets is compared with the Trova row that counts
 * facets, a peer that cannot with the Trova row that does not. "Faster" means lower p50 and
 * lower p99; a class the peer does not support is not compared.
 */
export function verdicts(result: EngineBenchResult): ClassVerdict[] {
  const out: ClassVerdict[] = [];
  const trova = result.engines.filter((e) => e.name.startsWith('trova'));
  for (const peer of result.engines) {
    if (peer.name.startsWith('trova')) continue;
    const mine = trova.find((t) => t.facets === peer.facets);
    if (!mine) continue;
    for (const cls of QUERY_CLASSES) {
      const p = peer.classes[cls];
      const t = mine.classes[cls];
      if (!p || !t) continue;
      const trovaWins = t.p50Ms < p.p50Ms && t.p99Ms < p.p99Ms;
      out.push({
        cls,
        peer: peer.name,
        trovaRow: mine.name,
        trovaWins,
        fastest: t.p50Ms <= p.p50Ms ? mine.name : peer.name,
      });
    }
  }
  return out;
}

export function printVerdicts(result: EngineBenchResult): void {
  const vs = verdicts(result);
  if (vs.length === 0) return;
  const peers = [...new Set(vs.map((v) => v.peer))];
  console.log('\nvs peers, like for like (win = Trova lower on both p50 and p99):');
  for (const peer of peers) {
    const rows = vs.filter((v) => v.peer === peer);
    const cells = rows.map((v) => {
      const t = result.engines.find((e) => e.name === v.trovaRow)!.classes[v.cls]!;
      const p = result.engines.find((e) => e.name === peer)!.classes[v.cls]!;
      const speed = p.p50Ms / Math.max(t.p50Ms, 0.001);
      return `${v.cls} ${v.trovaWins ? 'WIN' : 'LOSS'} (p50 ×${speed.toFixed(1)})`;
    });
    console.log(`  ${peer} vs ${rows[0]!.trovaRow}: ${cells.join(', ')}`);
  }
  const wins = vs.filter((v) => v.trovaWins).length;
  console.log(`  Trova wins ${wins} of ${vs.length} like-for-like comparisons.`);
}
