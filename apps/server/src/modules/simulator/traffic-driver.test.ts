import type { SearchResponse, ShopperEvent } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import type { ShopperPlan } from './shopper-model';
import { DEFAULT_BEHAVIOUR } from './shopper-reactions';
import { seededRandom } from './shopper-random';
import { typingSequence } from './shopper-typing';
import { actionEvent, emptySummary, runShopper, searchParams } from './traffic-driver';
import type { TrafficTransport } from './traffic-transport';

const QUERY_ID = 'b'.repeat(32);

function answer(): SearchResponse {
  return {
    results: Array.from({ length: 12 }, (_, index) => ({
      header: { externalId: `p${index + 1}`, imagePrefix: '' },
      data: { title: `Product ${index + 1}`, image: [], url: '' },
      pricing: { sellingPrice: 10 + index, currency: 'EUR' },
    })),
    results_count: 30,
    stats: { brand: { Acme: 20, Zeta: 10 } },
    queryID: QUERY_ID,
  };
}

/** Records every call with its moment; answers every search alike. */
function recorder() {
  const calls: {
    kind: 'search' | 'events';
    at: number;
    params?: URLSearchParams;
    events?: ShopperEvent[];
  }[] = [];
  const transport: TrafficTransport = {
    search: (params, _origin, at) => {
      calls.push({ kind: 'search', at, params });
      return Promise.resolve(answer());
    },
    sendEvents: (events, _origin, at) => {
      calls.push({ kind: 'events', at, events });
      return Promise.resolve({ accepted: events.length, rejected: [] });
    },
  };
  return { calls, transport };
}

const plan = (filter: boolean): ShopperPlan => ({
  profile: {
    kind: 'human',
    userToken: 'anon-1',
    device: 'mobile',
    userAgent: 'Mozilla/5.0',
    clientIp: '192.0.2.1',
  },
  searches: [
    {
      query: 'acme kettle',
      keystrokes: typingSequence('acme kettle', seededRandom(1)),
      filter,
      sort: false,
      browses: true,
    },
  ],
});

describe('runShopper', () => {
  it('searches each keystroke in time order, then sends events with the answer’s queryID', async () => {
    const { calls, transport } = recorder();
    const summary = emptySummary();
    const behaviour = { ...DEFAULT_BEHAVIOUR, click: 1, addToCart: 1, purchase: 1 };
    await runShopper(transport, plan(true), 1000, seededRandom(2), behaviour, summary);
    const searches = calls.filter((call) => call.kind === 'search');
    const typed = plan(true).searches[0]?.keystrokes.map((key) => key.q) ?? [];
    expect(searches.slice(0, typed.length).map((call) => call.params?.get('q'))).toEqual(typed);
    // The refined search: the whole query with a filter on one of the answer's brands.
    const refined = searches.at(-1)?.params;
    expect(refined?.get('q')).toBe('acme kettle');
    expect(['Acme', 'Zeta']).toContain(refined?.get('filters[0][0][brand]'));
    for (let i = 1; i < calls.length; i++) {
      expect(calls[i]?.at).toBeGreaterThan(calls[i - 1]?.at ?? 0);
    }
    const [landing, ...events] = calls.flatMap((call) => call.events ?? []);
    // The visit starts with the landing page's page view, before the first keystroke.
    expect(calls[0]?.kind).toBe('events');
    expect(landing).toEqual({ kind: 'page-view', userToken: 'anon-1', device: 'mobile' });
    expect(summary.pageViews).toBe(1);
    expect(events.map((event) => event.kind).slice(0, 4)).toEqual([
      'click',
      'add-to-cart',
      'checkout',
      'purchase',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ queryID: QUERY_ID, userToken: 'anon-1', device: 'mobile' });
    }
    expect(summary.searches.human).toBe(searches.length);
    expect(summary.events.purchase).toBeGreaterThan(0);
  });

  it('stops a visit at the end of its day', async () => {
    const { calls, transport } = recorder();
    const behaviour = { ...DEFAULT_BEHAVIOUR, click: 1 };
    await runShopper(transport, plan(false), 0, seededRandom(3), behaviour, emptySummary(), 1200);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.at).toBeLessThan(1200);
    const sent = calls.flatMap((call) => call.events ?? []).map((event) => event.kind);
    expect(sent).toEqual(['page-view']);
  });

  it('plays a visitor who never searches as one page view', async () => {
    const { calls, transport } = recorder();
    const summary = emptySummary();
    const browser = { ...plan(false), searches: [] };
    await runShopper(transport, browser, 5, seededRandom(4), DEFAULT_BEHAVIOUR, summary);
    expect(calls).toEqual([
      { kind: 'events', at: 5, events: [expect.objectContaining({ kind: 'page-view' })] },
    ]);
    expect(summary).toMatchObject({ browsers: 1, pageViews: 1, shoppers: { human: 0 } });
  });
});

describe('searchParams and actionEvent', () => {
  it('send what the layer sends', () => {
    const params = searchParams(
      'lamp',
      { userToken: 'anon-2', device: 'desktop' },
      {
        sort: { key: 'price', order: 'DESC' },
      },
    );
    expect(Object.fromEntries(params)).toEqual({
      q: 'lamp',
      limit: '12',
      userToken: 'anon-2',
      device: 'desktop',
      'sort[0][price]': 'DESC',
    });
    const action = {
      kind: 'purchase' as const,
      objectId: 'p3',
      position: 3,
      price: 19.99,
      quantity: 3,
      currency: 'EUR',
      delayMs: 0,
    };
    expect(actionEvent(action, { userToken: 'anon-2', device: 'desktop' }, QUERY_ID)).toEqual({
      kind: 'purchase',
      userToken: 'anon-2',
      queryID: QUERY_ID,
      objectIDs: ['p3'],
      positions: [3],
      prices: [19.99],
      quantities: [3],
      value: 59.97,
      currency: 'EUR',
      device: 'desktop',
    });
    const click = actionEvent(
      { ...action, kind: 'click', currency: null },
      { userToken: 'u', device: 'mobile' },
      undefined,
    );
    expect(click).toEqual({
      kind: 'click',
      userToken: 'u',
      objectIDs: ['p3'],
      positions: [3],
      device: 'mobile',
    });
  });
});
