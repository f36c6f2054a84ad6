import { describe, expect, it } from 'vitest';
import { nestQuery } from './search-query.rules';
import { searchHitSchema, searchQuerySchema } from './search.api';

describe('search query', () => {
  it('nests bracketed keys and ignores what it does not understand', () => {
    expect(
      nestQuery({
        q: 'shoe',
        'filters[0][0][brand]': 'Nike',
        'filters[0][1][brand]': ['Adidas', 'Puma'],
        'filters[1][0][price][from]': '10',
        'sort[0][price]': 'ASC',
        'bad[': 'x',
        'a[]': 'x',
        '__proto__[x]': 'y',
        'a[b][c][d][e][f]': 'too deep',
      }),
    ).toEqual({
      q: 'shoe',
      filters: {
        0: { 0: { brand: 'Nike' }, 1: { brand: 'Puma' } },
        1: { 0: { price: { from: '10' } } },
      },
      sort: { 0: { price: 'ASC' } },
    });
  });

  it('parses the documented parameters with defaults', () => {
    expect(
      searchQuerySchema.parse({
        q: 'shoe',
        'filters[0][0][brand]': 'Nike',
        'filters[0][1][price][from]': '10',
        'filters[0][1][price][to]': '20',
        'sort[0][selling_price]': 'DESC',
        limit: '6',
      }),
    ).toEqual({
      q: 'shoe',
      filters: [[{ brand: 'Nike' }, { price: { from: 10, to: 20 } }]],
      sort: [{ selling_price: 'DESC' }],
      offset: 0,
      limit: 6,
      customer_group_id: 'default',
      currency: 'EUR',
      highlight: '0',
      explain: '0',
    });
  });

  it('rejects out-of-range paging and unknown sort orders', () => {
    expect(searchQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ 'sort[0][price]': 'UP' }).success).toBe(false);
  });

  it('takes the shopper token the events carry, with the same characters and length', () => {
    const token = `anon-${'a'.repeat(32)}`;
    expect(searchQuerySchema.parse({ userToken: token }).userToken).toBe(token);
    expect(searchQuerySchema.parse({}).userToken).toBeUndefined();
    for (const bad of ['', 'a b', 'x'.repeat(130)]) {
      expect(searchQuerySchema.safeParse({ userToken: bad }).success).toBe(false);
    }
  });

  it('takes the device the events carry, and nothing else', () => {
    expect(searchQuerySchema.parse({ device: 'mobile' }).device).toBe('mobile');
    expect(searchQuerySchema.parse({}).device).toBeUndefined();
    for (const bad of ['tablet', 'MOBILE', '']) {
      expect(searchQuerySchema.safeParse({ device: bad }).success).toBe(false);
    }
  });
});

describe('search hit', () => {
  const hit = (data: Record<string, unknown>) => ({
    header: { externalId: 'p1', imagePrefix: '' },
    data: { title: 'Scarpa', image: [], url: '', ...data },
    pricing: { sellingPrice: 10, currency: 'EUR' },
  });

  it("carries the setup's results fields in data, as text, numbers or lists of text", () => {
    const data = { color: 'Nero', price: 10, categories: ['Donna', 'Donna/Scarpe'] };
    expect(searchHitSchema.parse(hit(data)).data).toEqual({ ...hit({}).data, ...data });
  });

  it('refuses other values and keeps the fixed fields typed', () => {
    expect(searchHitSchema.safeParse(hit({ color: { nested: true } })).success).toBe(false);
    expect(searchHitSchema.safeParse(hit({ flag: true })).success).toBe(false);
    expect(searchHitSchema.safeParse(hit({ url: ['a'] })).success).toBe(false);
  });
});
