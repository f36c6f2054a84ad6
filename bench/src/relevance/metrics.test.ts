import { describe, expect, it } from 'vitest';
import { parseCorpus, parseQrels, parseQueries } from './formats.js';
import { judgedAt, ndcgAt } from './metrics.js';

describe('ndcgAt', () => {
  const judged = new Map([
    ['a', 3],
    ['b', 2],
    ['c', 0],
  ]);

  it('is 1 for the ideal ranking and uses linear gains', () => {
    expect(ndcgAt(['a', 'b', 'c'], judged)).toBe(1);
    const dcg = 2 / Math.log2(2) + 3 / Math.log2(3);
    const idcg = 3 / Math.log2(2) + 2 / Math.log2(3);
    expect(ndcgAt(['b', 'a'], judged)).toBeCloseTo(dcg / idcg, 10);
  });

  it('counts unjudged results as 0 and is 0 with nothing relevant', () => {
    expect(ndcgAt(['x', 'a'], judged)).toBeCloseTo(3 / Math.log2(3) / (3 + 2 / Math.log2(3)), 10);
    expect(ndcgAt(['a'], new Map([['a', 0]]))).toBe(0);
  });
});

describe('judgedAt', () => {
  it('is the judged share of the top 10', () => {
    expect(
      judgedAt(
        ['a', 'x', 'c'],
        new Map([
          ['a', 1],
          ['c', 0],
        ]),
      ),
    ).toBe(0.2);
  });
});

describe('input formats', () => {
  it('reads JSONL ids from doc_id, _id or id, TSV queries and TREC qrels', () => {
    const docs = parseCorpus(
      '{"doc_id":"1","title":"A"}\n{"_id":2,"title":["B","C"]}\n{"id":"3"}\n',
      ['title'],
    );
    expect(docs).toEqual([
      { id: '1', fields: { title: 'A' } },
      { id: '2', fields: { title: 'B C' } },
      { id: '3', fields: { title: '' } },
    ]);
    expect(parseQueries('qid\tquery\nq1\tscarpe rosse\n')).toEqual([
      { qid: 'q1', query: 'scarpe rosse' },
    ]);
    expect(parseQrels('q1 0 d1 2\nq1 0 d2 0\n').get('q1')).toEqual(
      new Map([
        ['d1', 2],
        ['d2', 0],
      ]),
    );
  });
});
