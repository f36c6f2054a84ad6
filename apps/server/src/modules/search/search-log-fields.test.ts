import { searchQuerySchema } from '@trova/contracts';
import type { Hit } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { searchFilterKeys, searchSortKey } from './search-log-fields';
import type { SearchResponse } from '@trova/contracts';
import { searchAnswer } from './search-response.serializer';

/** Result fields that put catalogue text beside the hit's own keys. */
const FIELDS = ['header', 'note'];

/** The product ids an answer's JSON shows, in order, read by parsing it. */
function shownIds(json: string): string[] {
  return (JSON.parse(json) as SearchResponse).results.map((r) => r.header.externalId);
}

function hit(id: string, document: Record<string, unknown> = {}): Hit {
  return { id, document: { title: id, ...document } };
}

describe('search log fields', () => {
  it('lists filters as facet:value strings, ranges with open bounds, no duplicates', () => {
    const request = searchQuerySchema.parse({
      'filters[0][0][brand]': 'Nike',
      'filters[0][1][brand]': 'Puma',
      'filters[1][0][color]': 'rosso: scuro',
      'filters[2][0][price][from]': '10',
      'filters[3][0][weight][to]': '2.5',
      'filters[4][0][brand]': 'Nike',
    });
    expect(searchFilterKeys(request.filters)).toEqual([
      'brand:Nike',
      'brand:Puma',
      'color:rosso: scuro',
      'price:10..',
      'weight:..2.5',
    ]);
    expect(searchFilterKeys([])).toEqual([]);
  });

  it('keeps at most 50 filters', () => {
    const many = Array.from({ length: 80 }, (_, index) => [{ tag: `t${index}` }]);
    expect(searchFilterKeys(many)).toHaveLength(50);
  });

  it('names the chosen sort with its direction, relevance as null', () => {
    expect(searchSortKey([{ selling_price: 'DESC' }, { title: 'ASC' }])).toBe('selling_price:desc');
    expect(searchSortKey([{ selling_price: 'asc' }])).toBe('selling_price:asc');
    expect(searchSortKey([{ score: 'DESC' }])).toBeNull();
    expect(searchSortKey([])).toBeNull();
  });

  it('keeps the first 12 product ids of an answer beside its JSON, in order', () => {
    const ids = Array.from({ length: 15 }, (_, index) => `p${index}`);
    const answer = searchAnswer(
      {
        hits: ids.map((id) => hit(id)),
        total: 40,
        facets: { header: { type: 'string', values: [{ value: 'externalId', count: 3 }] } },
      },
      FIELDS,
    );
    expect(answer.objectIds).toEqual(ids.slice(0, 12));
    expect(answer.resultCount).toBe(40);
    expect(shownIds(answer.json)).toEqual(ids);
  });

  it('keeps ids as the products have them, whatever their text holds', () => {
    const tricky = '"header":{"externalId":"fake"}';
    const answer = searchAnswer(
      {
        hits: [hit('a"1', { title: tricky, header: tricky }), hit('ü/2', { note: [tricky] })],
        total: 2,
        facets: {},
      },
      FIELDS,
    );
    expect(answer.json).toContain('"data":{"title":"\\"header\\"');
    expect(answer.objectIds).toEqual(['a"1', 'ü/2']);
    expect(shownIds(answer.json)).toEqual(['a"1', 'ü/2']);
    expect(searchAnswer({ hits: [], total: 0, facets: {} }, []).objectIds).toEqual([]);
  });
});
