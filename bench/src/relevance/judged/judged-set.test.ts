import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseQrels, parseQueries } from '../formats.js';
import { buildJudgedSet } from './judged-set.js';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/relevance-shop');
const built = buildJudgedSet();

describe('the shop judged set', () => {
  it('is what the committed fixture holds (regenerate it with judged-set.cli.ts)', () => {
    for (const [name, text] of [
      ['corpus.jsonl', built.corpus],
      ['queries.tsv', built.queries],
      ['groups.tsv', built.groups],
      ['qrels.txt', built.qrels],
    ] as const) {
      expect(readFileSync(join(dir, name), 'utf8'), name).toBe(text);
    }
  });

  it('has at least 300 distinct queries, each with a product graded 3', () => {
    const queries = parseQueries(built.queries);
    const qrels = parseQrels(built.qrels);
    expect(queries.length).toBeGreaterThanOrEqual(300);
    expect(new Set(queries.map((q) => q.query)).size).toBe(queries.length);
    for (const q of queries) {
      expect([...(qrels.get(q.qid)?.values() ?? [])], q.query).toContain(3);
    }
  });

  it('writes each loss group the issue names', () => {
    const groups = built.groups
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t')[1]);
    for (const g of ['glued', 'split', 'joined', 'numbers', 'extra-word', 'one-word']) {
      expect(groups.filter((x) => x === g).length, g).toBeGreaterThanOrEqual(20);
    }
  });
});
