import { SearchIndex } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ENGINE_SCHEMA } from '../configuration/index';
import { manualProducts, queryProducts } from './recommend-products';

const shop = {
  index: SearchIndex.build(DEFAULT_ENGINE_SCHEMA, [
    { id: 'p1', title: 'Divano Oslo', brand: 'Nordic', price: 250, categories: ['Casa/Divani'] },
    { id: 'p2', title: 'Divano Bergen', brand: 'Nordic', price: 500, categories: ['Casa/Divani'] },
    { id: 'p3', title: 'Divano Roma', brand: 'Italia', price: 800, categories: ['Casa/Divani'] },
    { id: 'p4', title: 'Lampada', brand: 'Luce', price: 40, categories: ['Casa/Luci'] },
  ]),
  resultFields: [],
};
const ids = (hits: { header: { externalId: string } }[]) =>
  hits.map((hit) => hit.header.externalId);

describe('manualProducts', () => {
  it('keeps the chosen order and the products the index still has, up to the size', () => {
    expect(ids(manualProducts(shop, ['p3', 'gone', 'p1', 'p3'], 20))).toEqual(['p3', 'p1']);
    expect(ids(manualProducts(shop, ['p4', 'p2', 'p1'], 2))).toEqual(['p4', 'p2']);
    expect(manualProducts(shop, ['gone'], 20)).toEqual([]);
  });

  it('shapes them like search hits', () => {
    const [hit] = manualProducts(shop, ['p2'], 1);
    expect(hit).toMatchObject({
      header: { externalId: 'p2' },
      data: { title: 'Divano Bergen', brand: 'Nordic' },
      pricing: { sellingPrice: 500 },
    });
  });
});

describe('queryProducts', () => {
  const divani = { q: 'divano', filters: {}, sort: [] };

  it('runs the query with its sort, leaving out the viewed product', () => {
    const sorted = { ...divani, sort: [{ field: 'price', order: 'desc' as const }] };
    expect(ids(queryProducts(shop, sorted, 10))).toEqual(['p3', 'p2', 'p1']);
    expect(ids(queryProducts(shop, sorted, 10, { exclude: 'p3' }))).toEqual(['p2', 'p1']);
    expect(ids(queryProducts(shop, sorted, 1))).toEqual(['p3']);
  });

  it('ignores filters on facets the shop no longer has', () => {
    const filtered = { ...divani, filters: { brand: ['Nordic'], material: ['Pelle'] } };
    expect(ids(queryProducts(shop, filtered, 10)).sort()).toEqual(['p1', 'p2']);
  });

  it('puts the most clicked matches first, most first, then the rest by relevance', () => {
    const ranks = new Map([
      ['p4', 9],
      ['p3', 5],
      ['p1', 2],
    ]);
    const ranked = ids(queryProducts(shop, divani, 10, { ranks }));
    // p4 does not match "divano": a history sort never adds products the query leaves out.
    expect(ranked).toEqual(['p3', 'p1', 'p2']);
  });
});
