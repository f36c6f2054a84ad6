import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue.js';
import { runEngineBench } from './engine.bench.js';
import { buildQueries } from './queries.js';

describe('engine benchmark', () => {
  it('generates the same catalogue and queries for the same size', () => {
    expect(generateCatalogue(50)).toEqual(generateCatalogue(50));
    const q = buildQueries(generateCatalogue(200), 5);
    expect(Object.keys(q)).toEqual(['prefix', 'word', 'twoWords', 'typo', 'code', 'filtered']);
    expect(q.filtered[0]!.filters).toBeDefined();
  });

  it('reports the documented shape', async () => {
    const r = await runEngineBench({ docs: 300, queriesPerClass: 3, out: null, print: false });
    expect(r.docs).toBe(300);
    expect(r.engines.map((e) => e.name)).toEqual([
      'trova',
      'trova (no facets)',
      'orama',
      'minisearch',
      'flexsearch',
    ]);
    expect(Object.keys(r.engines[0]!.classes)).toHaveLength(6);
    expect(r.engines[4]!.classes.typo).toBeUndefined();
    expect(r.engines.map((e) => e.facets)).toEqual([true, false, true, false, false]);
    expect(r.engines[0]!.estimatedMB).toBeTypeOf('number');
    expect(r.campaigns).toMatchObject({ campaigns: 50, queries: 9 });
    expect(r.campaigns!.withCampaigns.p50Ms).toBeTypeOf('number');
    for (const e of r.engines) {
      expect(typeof e.buildMs).toBe('number');
      expect(typeof e.heapMB).toBe('number');
    }
  });

  it('runs Trova alone with learned signals on every product when asked', async () => {
    const r = await runEngineBench({
      docs: 300,
      queriesPerClass: 3,
      learned: true,
      out: null,
      print: false,
    });
    expect(r.engines.map((e) => [e.name, e.facets])).toEqual([['trova +learned', true]]);
    expect(Object.keys(r.engines[0]!.classes)).toHaveLength(6);
  });
});
