import { SEARCH_MAX_LIMIT, SEARCH_MAX_OFFSET, searchQuerySchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchQuery, SEARCH_LIMITS, searchUrl, type SearchParams } from './search-query';

const base: SearchParams = {
  q: 'shoe',
  filters: {},
  sort: [],
  offset: 0,
  limit: 12,
  highlight: true,
};

/** What the server's contract makes of the query string (Fastify hands it over flat). */
function parsed(params: SearchParams) {
  return searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(buildSearchQuery(params))));
}

describe('buildSearchQuery', () => {
  it('sends text, paging and highlight=1 as the search API reads them', () => {
    expect(parsed({ ...base, offset: 12, limit: 6 })).toMatchObject({
      q: 'shoe',
      offset: 12,
      limit: 6,
      highlight: '1',
      filters: [],
      sort: [],
    });
  });

  it("sends the shopper's anonymous token as the contract reads it", () => {
    expect(parsed({ ...base, userToken: 'anon-0f1e2d3c' }).userToken).toBe('anon-0f1e2d3c');
    expect(buildSearchQuery(base)).not.toContain('userToken');
  });

  it("sends the shopper's device as the contract reads it", () => {
    expect(parsed({ ...base, device: 'mobile' }).device).toBe('mobile');
    expect(parsed({ ...base, device: 'desktop' }).device).toBe('desktop');
    expect(buildSearchQuery(base)).not.toContain('device');
  });

  it('puts each facet in its own group and its values side by side (OR within, AND across)', () => {
    const query = parsed({ ...base, filters: { brand: ['Nike', 'Adidas'], color: ['red'] } });
    expect(query.filters).toEqual([[{ brand: 'Nike' }, { brand: 'Adidas' }], [{ color: 'red' }]]);
  });

  it('sends ranges as [from]/[to], either end optional', () => {
    const query = parsed({ ...base, ranges: { price: { from: 10 }, rating: { from: 3, to: 5 } } });
    expect(query.filters).toEqual([[{ price: { from: 10 } }], [{ rating: { from: 3, to: 5 } }]]);
  });

  it('sends the sort option first and its tie-breakers after it, in order', () => {
    const query = parsed({
      ...base,
      sort: [
        { key: 'selling_price', direction: 'ASC' },
        { key: 'brand', direction: 'DESC' },
        { key: 'title', direction: 'ASC' },
      ],
    });
    expect(query.sort).toEqual([{ selling_price: 'ASC' }, { brand: 'DESC' }, { title: 'ASC' }]);
  });

  it('leaves out names and values the API would refuse, so one bad field cannot fail the search', () => {
    const query = parsed({
      ...base,
      filters: { 'bad-name': ['x'], brand: ['ok', 'x'.repeat(501)] },
      sort: [{ key: 'not valid', direction: 'ASC' }],
    });
    expect(query.filters).toEqual([[{ brand: 'ok' }]]);
    expect(query.sort).toEqual([]);
  });

  it('clamps text, offset and limit to the API limits', () => {
    const query = parsed({ ...base, q: 'a'.repeat(600), offset: 99_999, limit: 500 });
    expect(query.q).toHaveLength(500);
    expect(query.offset).toBe(SEARCH_MAX_OFFSET);
    expect(query.limit).toBe(SEARCH_MAX_LIMIT);
  });

  it('passes the preview token on, and sends no highlight when not asked', () => {
    const query = parsed({ ...base, highlight: false, previewToken: 'tok' });
    expect(query).toMatchObject({ preview: 'tok', highlight: '0' });
  });

  it('keeps its copy of the limits equal to the contract', () => {
    expect(SEARCH_LIMITS.limitMax).toBe(SEARCH_MAX_LIMIT);
    expect(SEARCH_LIMITS.offsetMax).toBe(SEARCH_MAX_OFFSET);
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(SEARCH_LIMITS.queryMax + 1) }).success).toBe(
      false,
    );
  });
});

describe('searchUrl', () => {
  it('calls the public search of the shop key, escaped', () => {
    expect(searchUrl('https://t.example', 'a/b', base)).toMatch(
      /^https:\/\/t\.example\/API\/shops\/a%2Fb\/search\?q=shoe&/,
    );
  });
});
