import type { SearchResponse, ShopperEvent } from '@trova/contracts';
import type { ShopperOrigin, TrafficTransport } from '../src/modules/simulator/index';

/** A call the fake shop received. */
export interface FakeCall {
  kind: 'search' | 'events';
  at: number;
  origin: ShopperOrigin;
  params?: URLSearchParams;
  events?: ShopperEvent[];
}

/**
 * A stand-in shop for the simulator's unit tests: answers every search with the products whose
 * titles contain the query (at most `limit`), facet counts of their brands, and a queryID.
 */
export function fakeShop(titles: readonly string[]): {
  calls: FakeCall[];
  transport: TrafficTransport;
} {
  const calls: FakeCall[] = [];
  let issued = 0;
  const transport: TrafficTransport = {
    search: (params, origin, at) => {
      calls.push({ kind: 'search', at, origin, params });
      const q = (params.get('q') ?? '').toLowerCase();
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? 12);
      const matches = titles
        .map((title, index) => ({ title, id: `p${index}` }))
        .filter(({ title }) => title.toLowerCase().includes(q));
      const brands: Record<string, number> = {};
      for (const { title } of matches) {
        const brand = title.split(' ')[0] ?? '';
        brands[brand] = (brands[brand] ?? 0) + 1;
      }
      const answer: SearchResponse = {
        results: matches.slice(offset, offset + limit).map(({ title, id }) => ({
          header: { externalId: id, imagePrefix: '' },
          data: { title, image: [], url: '' },
          pricing: { sellingPrice: 20, currency: 'EUR' },
        })),
        results_count: matches.length,
        stats: { brand: brands },
        queryID: (++issued).toString(16).padStart(32, '0'),
      };
      return Promise.resolve(answer);
    },
    sendEvents: (events, origin, at) => {
      calls.push({ kind: 'events', at, origin, events });
      return Promise.resolve({ accepted: events.length, rejected: [] });
    },
  };
  return { calls, transport };
}
