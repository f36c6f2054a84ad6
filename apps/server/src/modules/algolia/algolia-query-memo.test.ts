import { SearchIndex } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { searchSettingsOf } from '../configuration/index';
import type { ShopIndex } from '../search/index';
import { AlgoliaQueryMemo } from './algolia-query-memo';

const settings = searchSettingsOf({ setup: null, fineTuning: null });
const ENTRY: ShopIndex = {
  shopId: 's1',
  index: SearchIndex.build(settings.schema, [{ id: 'p1', title: 'Scarpa' }]),
  attributes: [],
  excludedIps: new Set(),
  resultFields: [],
  published: true,
  catalogueVersion: 1,
  inputs: settings.inputs,
};
const BODY = '{"requests":[{"indexName":"key","query":"scarpa","facetFilters":[["brand:A"]]}]}';

describe('what the Algolia service keeps of repeated multi-queries', () => {
  it('decodes a body text once and plans each query once per index and view', () => {
    const memo = new AlgoliaQueryMemo();
    const [query] = memo.decodedOf(BODY);
    expect(memo.decodedOf(BODY)[0]).toBe(query);
    if (query === undefined) throw new Error('no query');
    const view = { id: 1, facetOrdering: '{}' };
    const plan = memo.planOf(query, ENTRY, view, undefined);
    expect(plan.query.filters).toEqual({ brand: ['A'] });
    expect(memo.planOf(query, ENTRY, view, undefined)).toBe(plan);
    expect(memo.planOf(query, ENTRY, { id: 2, facetOrdering: '{}' }, undefined)).not.toBe(plan);
    expect(memo.planOf(query, { ...ENTRY }, view, undefined)).not.toBe(plan);
  });

  it("echoes a query's text, params and index as JSON, the same for the same query", () => {
    const memo = new AlgoliaQueryMemo();
    const body = '{"requests":[{"indexName":"key","query":"scarpa \\"rossa\\"","hitsPerPage":5}]}';
    const [query] = memo.decodedOf(body);
    if (query === undefined) throw new Error('no query');
    const echoed = JSON.parse(`{"x":0${memo.echoOf(query)}}`) as Record<string, unknown>;
    expect(echoed).toEqual({ x: 0, query: 'scarpa "rossa"', params: query.params, index: 'key' });
    expect(query.params).toContain('hitsPerPage=5');
    expect(memo.echoOf(memo.decodedOf(body)[0]!)).toBe(memo.echoOf(query));
  });
});
