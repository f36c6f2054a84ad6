import type { SearchResult } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { attributesJson, hitJson } from './algolia-hit.mapper';
import {
  askedFacets,
  joinResult,
  resultJson,
  resultPieces,
  type ResultView,
} from './algolia-response.mapper';

const FACETS = [
  { name: 'brand', type: 'string' as const },
  { name: 'categories', type: 'category' as const },
  { name: 'price', type: 'number' as const },
];

const RESULT: SearchResult = {
  total: 25,
  hits: [
    {
      id: 'p1',
      document: { title: 'Scarpa', price: 10, categories: ['Donna/Scarpe'] },
      highlights: { title: [[0, 6]] },
    },
  ],
  facets: {
    brand: {
      type: 'string',
      values: [
        { value: 'Nike', count: 20 },
        { value: 'Puma', count: 5 },
      ],
    },
    categories: {
      type: 'category',
      values: [
        { value: 'Donna', count: 20, depth: 0 },
        { value: 'Donna/Scarpe', count: 15, depth: 1 },
        { value: 'Uomo', count: 5, depth: 0 },
      ],
    },
    // The binary noise of adding decimal prices, as the engine's sum carries it.
    price: { type: 'number', min: 10, max: 99, count: 25, sum: 1234.5600000000002 },
  },
};

function view(names: string[], maxValuesPerFacet = 100): ResultView {
  return {
    hits: {
      retrieve: undefined,
      highlight: ['title'],
      snippet: [],
      style: { preTag: '<em>', postTag: '</em>', ellipsis: '…', words: ['scarpa'] },
      categories: new Set(['categories']),
      rankingInfo: false,
    },
    page: 0,
    hitsPerPage: 10,
    asked: askedFacets(names, FACETS).asked,
    maxValuesPerFacet,
    facetOrdering: '{"facets":{"order":["brand"]},"values":{}}',
  };
}

const parse = (json: string) => JSON.parse(`${json}}`) as Record<string, unknown>;

describe('one result of the Algolia answer', () => {
  it('resolves asked facets, category levels and * against the index', () => {
    expect(askedFacets(['brand', 'categories.lvl1', 'gone'], FACETS).engine).toEqual([
      'brand',
      'categories',
    ]);
    expect(askedFacets(['*'], FACETS).asked.map((facet) => facet.name)).toEqual([
      'brand',
      'categories',
      'categories',
      'price',
    ]);
  });

  it('counts facets, category levels as A > B, price stats and exact pages', () => {
    const result = parse(
      resultJson(
        RESULT,
        view(['brand', 'categories.lvl0', 'categories.lvl1', 'price'], 1),
        undefined,
      ),
    );
    expect(result).toMatchObject({
      nbHits: 25,
      nbPages: 3,
      page: 0,
      hitsPerPage: 10,
      exhaustiveNbHits: true,
    });
    expect(result.facets).toEqual({
      brand: { Nike: 20 },
      'categories.lvl0': { Donna: 20 },
      'categories.lvl1': { 'Donna > Scarpe': 15 },
      price: {},
    });
    expect(result.facets_stats).toEqual({
      price: { min: 10, max: 99, avg: 49.38, sum: 1234.56 },
    });
  });

  it('writes hits with objectID, catalogue attributes, category labels and highlights', () => {
    const result = parse(resultJson(RESULT, view([]), undefined));
    expect(result.hits).toEqual([
      {
        objectID: 'p1',
        title: 'Scarpa',
        price: 10,
        categories: ['Donna > Scarpe'],
        _highlightResult: {
          title: {
            value: '<em>Scarpa</em>',
            matchLevel: 'full',
            matchedWords: ['scarpa'],
            fullyHighlighted: true,
          },
        },
      },
    ]);
  });

  it('carries the facet order and the Visual Machine banners in renderingContent', () => {
    const banner = {
      id: 'Saldi',
      type: 'bannerCard' as const,
      position: 2,
      url: 'https://s.example/saldi',
      imageUrl: 'https://s.example/b.png',
      mobileImageUrl: '',
    };
    const result = parse(resultJson(RESULT, view([]), [banner]));
    expect(result.renderingContent).toMatchObject({
      facetOrdering: { facets: { order: ['brand'] } },
      widgets: {
        banners: [
          {
            image: { urls: [{ url: 'https://s.example/b.png' }] },
            link: { url: 'https://s.example/saldi' },
          },
        ],
      },
    });
  });

  it("leaves each hit's attributes out of its own texts when every attribute is retrieved", () => {
    const second = { id: 'p2', document: { title: 'Borsa', price: 20 } };
    const result = { ...RESULT, hits: [...RESULT.hits, second] };
    const all = view([]);
    const pieces = resultPieces(result, all, undefined);
    expect(pieces.texts).toHaveLength(3);
    expect(pieces.shared(1)).toBe(attributesJson(second, all.hits));
    expect(pieces.texts.join('')).not.toContain('"objectID"');
    const joined = joinResult(pieces);
    expect(joined.startsWith(`{"hits":[${hitJson(result.hits[0]!, all.hits)},`)).toBe(true);
    expect(parse(joined).hits).toHaveLength(2);
    // Some attributes retrieved: the hits are written whole into the one text.
    const some = view([]);
    const picked = resultPieces(
      result,
      { ...some, hits: { ...some.hits, retrieve: new Set(['title']) } },
      undefined,
    );
    expect(picked.texts).toHaveLength(1);
    expect(parse(joinResult(picked)).hits).toEqual([
      expect.objectContaining({ objectID: 'p1', title: 'Scarpa' }),
      expect.objectContaining({ objectID: 'p2', title: 'Borsa' }),
    ]);
    expect(JSON.stringify(parse(joinResult(picked)).hits)).not.toContain('"price"');
  });
});
