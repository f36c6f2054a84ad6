import { campaignWarnings } from '@trova/contracts';
import { SearchIndex } from '@trova/engine';
import { describe, expect, it } from 'vitest';
import { TROVA_SCHEMA } from './adapters.js';
import { benchCampaigns, BENCH_CAMPAIGNS, timeCampaigns } from './campaigns.bench.js';
import { generateCatalogue } from './catalogue.js';
import { buildQueries } from './queries.js';

describe('campaigns class', () => {
  const catalogue = generateCatalogue(2_000);
  const queries = buildQueries(catalogue, 40);

  it('builds 50 campaigns the save rules accept, each with four actions', () => {
    const campaigns = benchCampaigns(catalogue, queries.word);
    expect(campaigns).toHaveLength(BENCH_CAMPAIGNS);
    for (const campaign of campaigns) {
      expect(campaign.actions.map((a) => a.type)).toEqual(['pin', 'boost', 'bury', 'remove']);
      expect(campaignWarnings(campaign)).toEqual([]);
    }
  });

  it('times the queries with and without campaigns, some of them matched', () => {
    const index = SearchIndex.build(TROVA_SCHEMA, catalogue);
    const figures = timeCampaigns(index, catalogue, queries, 1);
    expect(figures.queries).toBe(120);
    expect(figures.matched).toBeGreaterThan(0);
    expect(figures.matched).toBeLessThan(figures.queries);
    expect(figures.withCampaigns.p50Ms).toBeGreaterThanOrEqual(0);
  });
});
