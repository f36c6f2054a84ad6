import { describe, expect, it } from 'vitest';
import type { RelevanceResult } from './relevance.js';
import { groupMeans, lossesAgainst, parseGroups } from './relevance-report.js';

const result: RelevanceResult = {
  engines: [
    { name: 'trova', ndcg10: 0.5, judged10: 0.5, queries: 3 },
    { name: 'minisearch', ndcg10: 0.5, judged10: 0.5, queries: 3 },
  ],
  queries: [
    { qid: 'q1', query: 'a', ndcg10: { trova: 1, minisearch: 0.5 } },
    { qid: 'q2', query: 'b', ndcg10: { trova: 0.2, minisearch: 0.9 } },
    { qid: 'q3', query: 'c', ndcg10: { trova: 0.3, minisearch: 0.3 } },
  ],
};

describe('relevance report', () => {
  it('lists per-query deltas against a peer, worst first', () => {
    expect(lossesAgainst(result, 'minisearch').map((r) => [r.qid, r.delta])).toEqual([
      ['q2', expect.closeTo(-0.7, 10) as unknown],
      ['q3', 0],
      ['q1', 0.5],
    ]);
    expect(() => lossesAgainst(result, 'nobody')).toThrow(/unknown peer/);
  });

  it('averages each group of queries', () => {
    const groups = parseGroups('qid\tgroup\nq1\tx\nq2\ty\nq3\tx\n');
    expect(groupMeans(result, groups)).toEqual([
      { group: 'x', queries: 2, ndcg10: { trova: 0.65, minisearch: 0.4 } },
      { group: 'y', queries: 1, ndcg10: { trova: 0.2, minisearch: 0.9 } },
    ]);
  });
});
