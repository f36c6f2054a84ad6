import { describe, expect, it } from 'vitest';
import { seededRandom } from '../simulator/index';
import { PRODUCT_RANKINGS, QUERY_RANKINGS, rankPages, type ProductTotals } from './rankings';

const product = (objectId: string, impressions: number, clicks: number, conversions = 0) => ({
  objectId,
  impressions,
  clicks,
  conversions,
});

describe('rankPages', () => {
  it('orders least clicked by exact CTR, then the most shown, then the id', () => {
    const rows = [
      product('c', 3, 1),
      product('a', 6, 2),
      product('b', 6, 2),
      product('z', 9, 0),
      product('y', 4, 0),
      product('hidden', 0, 0),
    ];
    const { least_clicked } = rankPages(
      rows,
      PRODUCT_RANKINGS,
      ['least_clicked'],
      (row) => row.objectId,
      { limit: 10, offset: 0 },
    );
    // 0/9 and 0/4 first (more shown first); 2/6 = 1/3: a and b tie, then c shown less.
    expect(least_clicked.map((row) => row.objectId)).toEqual(['z', 'y', 'a', 'b', 'c']);
  });

  it('pages every list like a sort of the kept rows does', () => {
    const random = seededRandom(3);
    const rows: ProductTotals[] = Array.from({ length: 200 }, (_, index) =>
      product(`p${index}`, random.int(20), random.int(5), random.int(3)),
    );
    const names = ['clicked', 'converting', 'least_clicked', 'least_converting'] as const;
    const all = rankPages(rows, PRODUCT_RANKINGS, names, (row) => row.objectId, {
      limit: 1000,
      offset: 0,
    });
    for (let offset = 0; offset < 60; offset += 20) {
      const page = rankPages(rows, PRODUCT_RANKINGS, names, (row) => row.objectId, {
        limit: 20,
        offset,
      });
      for (const name of names) expect(page[name]).toEqual(all[name].slice(offset, offset + 20));
    }
    // Every clicked row is kept once, best first.
    expect(all.clicked).toHaveLength(rows.filter((row) => row.clicks > 0).length);
    all.clicked.slice(1).forEach((row, index) => {
      expect(row.clicks).toBeLessThanOrEqual(all.clicked[index]?.clicks ?? 0);
    });
  });

  it('lists queries with results and no click by the intents left unclicked', () => {
    const query = (name: string, intents: number, noResults: number, clicked: number) => ({
      query: name,
      intents,
      noResultIntents: noResults,
      intentsWithClicks: clicked,
      conversions: 0,
    });
    const { no_clicks } = rankPages(
      [query('tv', 10, 0, 7), query('cavo', 6, 1, 0), query('radio', 8, 8, 0)],
      QUERY_RANKINGS,
      ['no_clicks'],
      (row) => row.query,
      { limit: 10, offset: 0 },
    );
    expect(no_clicks.map((row) => row.query)).toEqual(['cavo', 'tv']);
  });

  it('refuses a window that is not whole numbers', () => {
    expect(() =>
      rankPages([], QUERY_RANKINGS, ['trending'], (row) => row.query, { limit: 1, offset: 0.5 }),
    ).toThrow();
  });
});
