import { describe, expect, it } from 'vitest';
import { InsightsError, toShopperEvents } from './insights-event';

const NOW = 1_800_000_000_000;
const KEY = 'shopkey';
const QUERY_ID = 'b'.repeat(32);
const base = { eventName: 'Hit Clicked', index: KEY, userToken: 'anonymous-1' };

const refusal = (body: unknown): InsightsError | undefined => {
  try {
    toShopperEvents(body, KEY, NOW);
  } catch (error) {
    if (error instanceof InsightsError) return error;
    throw error;
  }
  return undefined;
};

describe('toShopperEvents', () => {
  it('maps clicks, carts, purchases and views onto the native kinds', () => {
    const events = toShopperEvents(
      {
        events: [
          { ...base, eventType: 'click', queryID: QUERY_ID, objectIDs: ['p1'], positions: [3] },
          {
            ...base,
            eventType: 'conversion',
            eventSubtype: 'addToCart',
            index: `${KEY}:selling_price:asc`,
            objectIDs: ['p1'],
            objectData: [{ price: '19.90', quantity: 2, queryID: QUERY_ID }],
            value: '39.80',
            currency: 'EUR',
          },
          {
            ...base,
            eventType: 'conversion',
            eventSubtype: 'purchase',
            userToken: 42,
            objectIDs: ['p1', 'p2'],
            objectData: [{ price: 10 }, { quantity: 1 }],
            value: 25,
            currency: 'EUR',
            timestamp: NOW - 1000,
          },
          { ...base, eventType: 'conversion', objectIDs: ['p3'], queryID: 'algolia-id' },
          { ...base, eventType: 'view', objectIDs: ['p1', 'p2'] },
          { ...base, eventType: 'view', objectIDs: ['p3'] },
          { ...base, eventType: 'click', filters: ['brand%3ANike'] },
        ],
      },
      KEY,
      NOW,
    );
    expect(events).toEqual([
      {
        kind: 'click',
        userToken: 'anonymous-1',
        queryID: QUERY_ID,
        objectIDs: ['p1'],
        positions: [3],
      },
      {
        kind: 'add-to-cart',
        userToken: 'anonymous-1',
        queryID: QUERY_ID,
        objectIDs: ['p1'],
        prices: [19.9],
        quantities: [2],
        value: 39.8,
        currency: 'EUR',
      },
      {
        kind: 'purchase',
        userToken: '42',
        timestamp: NOW - 1000,
        objectIDs: ['p1', 'p2'],
        value: 25,
        currency: 'EUR',
      },
      // A conversion without subtype is a conversion, not a sale; a foreign queryID is none.
      { kind: 'add-to-cart', userToken: 'anonymous-1', objectIDs: ['p3'] },
      // Views only make the shopper a visitor, once a body.
      { kind: 'page-view', userToken: 'anonymous-1' },
    ]);
  });

  it('takes the authenticated token when no anonymous one is sent', () => {
    const [event] = toShopperEvents(
      {
        events: [
          { ...base, userToken: undefined, authenticatedUserToken: 'user-7', eventType: 'view' },
        ],
      },
      KEY,
      NOW,
    );
    expect(event).toEqual({ kind: 'page-view', userToken: 'user-7' });
  });

  it('takes and ignores event types it has no use for, such as InstantSearch telemetry', () => {
    // What the insights middleware sends first on every page: no index, no objectIDs.
    const start = {
      eventType: 'instantsearch',
      eventName: '__start__',
      sessionID: 's',
      widgets: [],
    };
    const click = { ...base, eventType: 'click', objectIDs: ['p1'], positions: [1] };
    expect(toShopperEvents({ events: [start] }, KEY, NOW)).toEqual([]);
    expect(toShopperEvents({ events: [start, click] }, KEY, NOW)).toHaveLength(1);
  });

  it('refuses the whole body for one bad event, naming it, with a 422', () => {
    const good = { ...base, eventType: 'click', objectIDs: ['p1'] };
    const cases: Array<[unknown, string]> = [
      [{}, 'the body must be'],
      [{ events: [] }, 'the body must be'],
      [{ events: Array.from({ length: 1001 }, () => good) }, 'the body must be'],
      [{ events: [good, { ...good, eventType: 42 }] }, 'events[1] eventType'],
      [{ events: [{ ...good, eventName: 'x'.repeat(65) }] }, 'events[0] eventName'],
      [
        { events: [{ ...good, objectIDs: Array.from({ length: 21 }, (_, i) => `p${i}`) }] },
        'events[0] objectIDs',
      ],
      [{ events: [{ ...good, index: 'another-shop' }] }, 'events[0].index'],
      [{ events: [{ ...good, userToken: undefined }] }, 'events[0] has no userToken'],
      [{ events: [{ ...good, userToken: 'has space' }] }, 'events[0] refused: invalid-shape'],
      [{ events: [{ ...good, positions: [1, 2] }] }, 'events[0] refused: positions-mismatch'],
      [{ events: [{ ...good, timestamp: NOW - 5 * 86_400_000 }] }, 'events[0] refused: too-old'],
      [{ events: [{ ...good, eventType: 'conversion', value: 10 }] }, 'missing-currency'],
      [
        { events: [{ ...good, eventType: 'conversion', value: 'ten', currency: 'EUR' }] },
        'value is not a number',
      ],
      [
        { events: [{ ...good, eventType: 'conversion', value: 1e9, currency: 'EUR' }] },
        'out-of-range',
      ],
    ];
    for (const [body, message] of cases) {
      const error = refusal(body);
      expect(error?.status, message).toBe(422);
      expect(error?.message).toContain(message);
    }
  });
});
