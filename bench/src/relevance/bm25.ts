import type { CorpusDoc } from './formats.js';

const tokens = (s: string): string[] => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Plain Okapi BM25 over all fields concatenated, no stemming: the baseline to beat. */
export class Bm25 {
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly lengths: number[] = [];
  private avgLength = 0;

  constructor(
    private readonly docs: readonly CorpusDoc[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    docs.forEach((d, i) => {
      const toks = tokens(Object.values(d.fields).join(' '));
      this.lengths.push(toks.length);
      for (const t of toks) {
        let p = this.postings.get(t);
        if (!p) this.postings.set(t, (p = new Map<number, number>()));
        p.set(i, (p.get(i) ?? 0) + 1);
      }
    });
    this.avgLength = this.lengths.reduce((s, l) => s + l, 0) / Math.max(1, docs.length);
  }

  search(query: string, k = 10): string[] {
    const n = this.docs.length;
    const scores = new Map<number, number>();
    for (const t of new Set(tokens(query))) {
      const p = this.postings.get(t);
      if (!p) continue;
      const idf = Math.log(1 + (n - p.size + 0.5) / (p.size + 0.5));
      for (const [d, tf] of p) {
        const norm = tf + this.k1 * (1 - this.b + (this.b * this.lengths[d]!) / this.avgLength);
        scores.set(d, (scores.get(d) ?? 0) + (idf * tf * (this.k1 + 1)) / norm);
      }
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, k)
      .map(([d]) => this.docs[d]!.id);
  }
}
