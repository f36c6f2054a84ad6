import { describe, expect, it } from 'vitest';
import type { ShopIndex } from '../search/index';
import { AlgoliaService, type AlgoliaServiceDependencies } from './algolia.service';

const ENTRY = { shopId: 's1', published: true } as unknown as ShopIndex;

describe('what an Algolia multi-query costs of the storefront limit', () => {
  it('counts one unit a query of the call', async () => {
    const units: number[] = [];
    const deps: AlgoliaServiceDependencies = {
      registry: { get: (key) => (key === 'pk' ? ENTRY : undefined) },
      search: { protocolSearch: () => Promise.reject(new Error('not searched')) },
      views: { of: () => Promise.reject(new Error('not read')) },
      limit: (_ip, count = 1) => {
        units.push(count);
      },
    };
    const service = new AlgoliaService(deps);
    const caller = {
      clientIp: '10.0.0.1',
      userAgent: 'test',
      credentials: { applicationId: 'trova', apiKey: 'pk' },
      userToken: undefined,
    };
    const query = { indexName: 'pk:query_suggestions', query: 'sc' };
    const body = JSON.stringify({ requests: [query, query, query] });
    const answer = JSON.parse(await service.queries(body, caller)) as { results: unknown[] };
    expect(answer.results).toHaveLength(3);
    expect(units.reduce((sum, count) => sum + count, 0)).toBe(3);
  });
});
