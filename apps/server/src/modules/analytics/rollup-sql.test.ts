import { describe, expect, it } from 'vitest';
import { rankColumns, splitRanks } from './rollup-sql';

const rankings = { top: { order: 'n desc', where: 'n > 0' } };

describe('rollup SQL helpers', () => {
  it('refuses page windows that are not whole numbers and unknown rankings', () => {
    expect(() => rankColumns(rankings, ['top'], { limit: 10, offset: 0.5 })).toThrow();
    expect(() => rankColumns(rankings, ['other'], { limit: 10, offset: 0 })).toThrow();
  });

  it('splits ranked rows into lists in rank order, a row in several lists', () => {
    const rows = [
      { key: 'a', r_top: 2, r_low: 1 },
      { key: 'b', r_top: 1, r_low: null },
      { key: 'c', r_top: null, r_low: 2 },
    ];
    const lists = splitRanks(rows, ['top', 'low'], (row) => String(row.key), {
      limit: 10,
      offset: 0,
    });
    expect(lists).toEqual({ top: ['b', 'a'], low: ['a', 'c'] });
  });

  it("keeps in each list only its own page, not rows kept for another list's page", () => {
    // Page 2 of one row each: 'a' is there for `low` only, 'b' for `top` only.
    const rows = [
      { key: 'a', r_top: 1, r_low: 2 },
      { key: 'b', r_top: 2, r_low: 1 },
    ];
    const lists = splitRanks(rows, ['top', 'low'], (row) => String(row.key), {
      limit: 1,
      offset: 1,
    });
    expect(lists).toEqual({ top: ['b'], low: ['a'] });
  });
});
