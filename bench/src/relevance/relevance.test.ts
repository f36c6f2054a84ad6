import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRelevance } from './relevance.js';

const fixtures = resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/relevance');

describe('bench:relevance on the shipped judged fixture', () => {
  it('scores every engine, writes the JSON and ranks Trova above the peers and BM25', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'trova-rel-')), 'relevance.json');
    const result = await runRelevance({
      corpus: join(fixtures, 'corpus.jsonl'),
      queries: join(fixtures, 'queries.tsv'),
      qrels: join(fixtures, 'qrels.txt'),
      fields: ['title', 'description'],
      out,
    });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(result);
    expect(result.engines.map((e) => e.name)).toEqual([
      'trova',
      'orama',
      'minisearch',
      'flexsearch',
      'bm25',
    ]);
    for (const e of result.engines) {
      expect(e.queries).toBe(12);
      expect(e.ndcg10).toBeGreaterThanOrEqual(0);
      expect(e.ndcg10).toBeLessThanOrEqual(1);
    }
    const [trova, ...others] = result.engines;
    for (const other of others) expect(trova!.ndcg10).toBeGreaterThan(other.ndcg10);
  });

  it('ranks Trova above MiniSearch and BM25 on the generated shop set', async () => {
    const shop = join(fixtures, '../relevance-shop');
    const result = await runRelevance({
      corpus: join(shop, 'corpus.jsonl'),
      queries: join(shop, 'queries.tsv'),
      qrels: join(shop, 'qrels.txt'),
      out: null,
    });
    const ndcg = (name: string): number => result.engines.find((e) => e.name === name)!.ndcg10;
    expect(ndcg('trova')).toBeGreaterThan(ndcg('minisearch'));
    expect(ndcg('trova')).toBeGreaterThan(ndcg('bm25'));
  });
});
