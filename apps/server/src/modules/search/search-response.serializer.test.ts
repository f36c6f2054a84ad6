import {
  QUERY_ID_PATTERN,
  searchResponseSchema,
  type SearchBanner,
  type SearchResponse,
} from '@trova/contracts';
import type { Hit, SearchResult } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { HIT_JSON_ENTRIES, hitJson, toResponse } from './search-response.mapper';
import {
  newQueryId,
  QUOTED_KEYS_MAX,
  quotedKey,
  searchAnswer,
  serializeSearchResult,
  withQueryId,
} from './search-response.serializer';

const product = (id: string, extra: Record<string, unknown> = {}): Hit => ({
  id,
  document: {
    title: `Scarpa ${id}`,
    description: 'Leggera, "comoda" ☕ \u2028',
    brand: 'Nike',
    availability: 'in_stock',
    images: [`https://cdn.example/${id}.jpg`, 7],
    link: `https://shop.example/${id}`,
    price: 89.9,
    currency: 'EUR',
    ...extra,
  },
});

const RESULT_FIELDS = ['color', 'size', 'tags', '__proto__', 'constructor', 'title', 'flag'];

/** `__proto__` as an own key, as catalogue values may name it. */
function withProto(doc: Record<string, unknown>, value: unknown): Record<string, unknown> {
  Object.defineProperty(doc, '__proto__', { value, enumerable: true, writable: true });
  return doc;
}

const banner: SearchBanner = {
  id: 'Saldi_1',
  type: 'bannerCard',
  position: 2,
  url: 'https://shop.example/saldi',
  imageUrl: 'https://cdn.example/saldi.jpg',
  mobileImageUrl: 'https://cdn.example/saldi-m.jpg',
};

const RESULTS: Record<string, [SearchResult, SearchBanner[] | undefined]> = {
  empty: [{ hits: [], total: 0, facets: {} }, undefined],
  full: [
    {
      hits: [
        product('p1', { color: 'Nero', size: 42, tags: ['a', 'b'], flag: true, title: 'Shown' }),
        { id: 'p2', document: { title: 'Constructor', constructor: 'x' } },
        product('p3', { price: 'n/a', currency: 3, size: Number.NaN, tags: ['a', 1] }),
      ],
      total: 1234,
      facets: {
        size: {
          type: 'string',
          values: [
            { value: 'M', count: 9 },
            { value: '42', count: 3 },
            { value: '38', count: 2 },
          ],
        },
        categories: { type: 'category', values: [{ value: 'Donna/Scarpe', count: 2, depth: 1 }] },
        brand: { type: 'string', values: [{ value: 'Levi"s', count: 1 }] },
        price: { type: 'number', min: 0, max: 129.5, count: 3, sum: 199.4 },
        weight: { type: 'number', min: null, max: null, count: 0, sum: 0 },
      },
      didYouMean: 'scarpe "rosse"',
    },
    [banner],
  ],
  // Catalogue values named '__proto__' stay own keys of the answer (`setOwn`).
  protoKeys: [
    {
      hits: [{ id: 'p7', document: withProto({ title: 'Proto' }, 'kept') }],
      total: 1,
      facets: { brand: { type: 'string', values: [{ value: '__proto__', count: 1 }] } },
    },
    undefined,
  ],
  noBanners: [{ hits: [product('p4')], total: 1, facets: {} }, []],
  preview: [
    {
      hits: [
        {
          ...product('p5'),
          highlights: { title: [[0, 6]], brand: [], description: [[1, 2]] },
          explain: {
            placedBy: 'typo',
            rules: {
              words: 2,
              typo: 30,
              proximity: 0,
              fieldWeight: 3,
              exactness: 1,
              business: 0,
              availability: 1,
              bm25: 0.5,
              learned: 0,
            },
            matchedFields: ['title'],
            typos: 1,
          },
        },
      ],
      total: 1,
      facets: {},
    },
    undefined,
  ],
};

// zod's records drop '__proto__' keys, which the answer keeps on purpose.
const parsable = Object.entries(RESULTS).filter(([name]) => name !== 'protoKeys');

/** The naive writer: the mapped answer stringified, `results_count` first. */
function naive(response: SearchResponse): string {
  const { results_count, ...rest } = response;
  return JSON.stringify({ results_count, ...rest });
}

/**
 * Read back and written again: equal for two JSON texts with the same keys in the same order and
 * the same values, whatever the order of keys that read as array indexes (an object puts them first).
 */
const rewritten = (json: string) => JSON.stringify(JSON.parse(json));

describe('serializeSearchResult', () => {
  it.each(Object.entries(RESULTS))(
    'writes %s as mapping then stringifying does, key for key and in the same order',
    (_, [result, banners]) => {
      const expected = rewritten(naive(toResponse(result, RESULT_FIELDS, banners)));
      expect(rewritten(serializeSearchResult(result, RESULT_FIELDS, banners))).toBe(expected);
      // Again, now that the hits' JSON is kept.
      expect(rewritten(serializeSearchResult(result, RESULT_FIELDS, banners))).toBe(expected);
    },
  );

  it("writes a facet's values in the engine's order, also those that read as array indexes", () => {
    const [result, banners] = RESULTS.full!;
    const json = serializeSearchResult(result, RESULT_FIELDS, banners);
    expect(json).toContain(
      '"stats":{"size":{"M":9,"42":3,"38":2},"categories":{"Donna/Scarpe":2},',
    );
    expect(json).toContain('"price":{"min":0,"max":129.5},"weight":{"min":null,"max":null}}');
    // Outside the stats, the very characters of the naive writer.
    const stats = /"stats":\{.*?\}\},"didYouMean"/;
    expect(json.replace(stats, '')).toBe(
      naive(toResponse(result, RESULT_FIELDS, banners)).replace(stats, ''),
    );
  });

  it("keeps a catalogue value named '__proto__' as an own key of the stats", () => {
    const [result] = RESULTS.protoKeys!;
    const stats = (JSON.parse(serializeSearchResult(result, RESULT_FIELDS)) as SearchResponse)
      .stats;
    expect(Object.keys(stats.brand ?? {})).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(stats.brand, '__proto__')?.value).toBe(1);
  });

  it.each(parsable)('writes %s exactly as the contract parse would', (_, entry) => {
    const [result, banners] = entry;
    const json = serializeSearchResult(result, RESULT_FIELDS, banners);
    const parsed = searchResponseSchema.parse(toResponse(result, RESULT_FIELDS, banners));
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(parsed)));
  });
});

describe('queryID, result count and shown ids of the serialised answer', () => {
  it.each(parsable)(
    'keeps the count and first ids of %s beside it and appends a queryID',
    (_, entry) => {
      const [result, banners] = entry;
      const answer = searchAnswer(result, RESULT_FIELDS, banners);
      const json = serializeSearchResult(result, RESULT_FIELDS, banners);
      expect(`${answer.unclosed}}`).toBe(json);
      const written = JSON.parse(json) as SearchResponse;
      expect(answer.resultCount).toBe(written.results_count);
      expect(answer.objectIds).toEqual(
        written.results.slice(0, 12).map((r) => r.header.externalId),
      );
      const queryId = newQueryId();
      expect(queryId).toMatch(QUERY_ID_PATTERN);
      const sent = JSON.parse(withQueryId(answer.unclosed, queryId)) as unknown;
      expect(searchResponseSchema.parse(sent)).toEqual({
        ...searchResponseSchema.parse(JSON.parse(json)),
        queryID: queryId,
      });
    },
  );

  it('keeps at most the first 12 ids, as the products have them', () => {
    const ids = Array.from({ length: 15 }, (_, i) => (i === 0 ? 'a"1' : i === 1 ? 'ü/2' : `p${i}`));
    const answer = searchAnswer({ hits: ids.map((id) => product(id)), total: 40, facets: {} }, []);
    expect(answer.objectIds).toEqual(ids.slice(0, 12));
    expect(answer.resultCount).toBe(40);
    const shown = (JSON.parse(`${answer.unclosed}}`) as SearchResponse).results;
    expect(shown.map((r) => r.header.externalId)).toEqual(ids);
    expect(searchAnswer({ hits: [], total: 0, facets: {} }, []).objectIds).toEqual([]);
  });

  it('issues a different queryID each time, of 32 hex characters', () => {
    // More ids than one draw of random bytes holds, so the pool is refilled on the way.
    const ids = Array.from({ length: 1000 }, newQueryId);
    expect(new Set(ids).size).toBe(1000);
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
  });
});

describe('hitJson', () => {
  const written = (hit: Hit, fields: readonly string[]) =>
    JSON.stringify(toResponse({ hits: [hit], total: 1, facets: {} }, fields).results[0]);

  it('writes a kept document again for other result fields, another id or highlights', () => {
    const hit = product('p6', { color: 'Rosso', size: '40' });
    const colour = ['color'];
    expect(hitJson(hit, colour)).toBe(written(hit, colour));
    // The shop's setup changed: a new array of result fields.
    const size = ['size'];
    expect(hitJson(hit, size)).toBe(written(hit, size));
    expect(hitJson(hit, size)).toContain('"size":"40"');
    expect(hitJson(hit, size)).not.toContain('Rosso');
    const renamed = { ...hit, id: 'p6-bis' };
    expect(hitJson(renamed, size)).toBe(written(renamed, size));
    const highlighted: Hit = { ...hit, highlights: { title: [[0, 6]] } };
    expect(hitJson(highlighted, size)).toBe(written(highlighted, size));
    expect(hitJson(highlighted, size)).toContain('"highlights"');
    expect(hitJson(hit, size)).not.toContain('"highlights"');
  });

  it('keeps writing every document right past the entries it keeps', () => {
    const fields = ['color'];
    const first = product('first', { color: 'Blu' });
    expect(hitJson(first, fields)).toBe(written(first, fields));
    for (let i = 0; i <= HIT_JSON_ENTRIES; i++) hitJson(product(`n${i}`), fields);
    expect(hitJson(first, fields)).toBe(written(first, fields));
  });
});

describe('quotedKey', () => {
  const tricky = [
    'Nike',
    'Levi"s',
    'back\\slash',
    'tab\tnew\nline\u0000',
    'caffè ☕ \u2028\u2029',
    'lone \ud800 surrogate',
    '42',
    '',
    '__proto__',
    'x'.repeat(500),
  ];

  it('writes each key as JSON.stringify does, the first time and from memory', () => {
    for (const key of tricky) {
      expect(quotedKey(key)).toBe(`${JSON.stringify(key)}:`);
      expect(quotedKey(key)).toBe(`${JSON.stringify(key)}:`);
    }
  });

  it('keeps writing keys right past the entries it keeps', () => {
    expect(quotedKey('first"')).toBe('"first\\"":');
    for (let i = 0; i <= QUOTED_KEYS_MAX; i++) quotedKey(`k${i}`);
    expect(quotedKey('first"')).toBe('"first\\"":');
    expect(quotedKey(`k${QUOTED_KEYS_MAX}`)).toBe(`"k${QUOTED_KEYS_MAX}":`);
  });
});
