import { describe, expect, it } from 'vitest';
import { eventRow } from '../../../test/event-rows';
import type { EventRow } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import { rollupDay } from './analytics-rollup';

const DAY = 20_000;
const T0 = DAY * DAY_MS + 10 * 3600 * 1000;
const ids = (n: number, prefix = 'p') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

/** A search as the route logs it: query, result count, first products, a queryID. */
function search(query: string, at: number, fields: Parameters<typeof eventRow>[0] = {}): EventRow {
  return eventRow({
    kind: 'search',
    query,
    query_id: `q-${query}-${at}`,
    result_count: 20,
    objects: ids(12),
    occurred_at: T0 + at,
    ...fields,
  });
}

/** The keystrokes of "sofa", 400 ms apart, by one shopper. */
function typed(fields: Parameters<typeof eventRow>[0] = {}): EventRow[] {
  return ['s', 'so', 'sof', 'sofa'].map((query, index) => search(query, index * 400, fields));
}

const sum = <Row>(rows: readonly Row[], pick: (row: Row) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

describe('rollupDay', () => {
  it('counts typed keystrokes as searches of one intent, under its final query', () => {
    const rollup = rollupDay(typed(), DAY);
    expect(rollup.analytics_days).toEqual([
      expect.objectContaining({
        day: DAY,
        device: 'desktop',
        visitors: 1,
        searching_visitors: 1,
        searches: 4,
        intents: 1,
        intents_with_results: 1,
        intents_with_clicks: 0,
        flagged_searches: 0,
      }),
    ]);
    expect(rollup.analytics_query_days).toEqual([
      {
        day: DAY,
        device: 'desktop',
        query: 'sofa',
        searches: 4,
        intents: 1,
        no_result_intents: 0,
        intents_with_clicks: 0,
        clicks: 0,
        conversions: 0,
      },
    ]);
    // Impressions once per intent, from its last search: positions 1…12.
    expect(rollup.product_days).toHaveLength(12);
    expect(rollup.product_days[2]).toMatchObject({ object_id: 'p3', impressions: 1 });
    expect(rollup.analytics_position_days.map((row) => [row.object_id, row.position])).toEqual(
      ids(12).map((id, index) => [id, index + 1]),
    );
    expect(rollup.analytics_sort_days).toEqual([
      { day: DAY, device: 'desktop', sort: 'relevance', searches: 4, searches_with_clicks: 0 },
    ]);
  });

  it('credits clicks to the intent, its query, the product and the position clicked', () => {
    const searches = typed();
    const sofa = searches[3] as EventRow;
    const sof = searches[2] as EventRow;
    const rollup = rollupDay(
      [
        ...searches,
        // At the position sent; at the position the search showed (none sent); an early keystroke's.
        eventRow({
          kind: 'click',
          query_id: sofa.query_id,
          objects: ['p2'],
          positions: [2],
          occurred_at: T0 + 5000,
        }),
        eventRow({
          kind: 'click',
          query_id: sofa.query_id,
          objects: ['p5'],
          occurred_at: T0 + 6000,
        }),
        eventRow({
          kind: 'click',
          query_id: sof.query_id,
          objects: ['p9'],
          positions: [15],
          occurred_at: T0 + 7000,
        }),
        // Without a queryID: a click, but of no search.
        eventRow({ kind: 'click', objects: ['p1'], occurred_at: T0 + 8000 }),
      ],
      DAY,
    );
    const [days] = rollup.analytics_days;
    expect(days).toMatchObject({ clicks: 4, intents: 1, intents_with_clicks: 1 });
    expect(rollup.analytics_query_days[0]).toMatchObject({ clicks: 3, intents_with_clicks: 1 });
    const product = (id: string) => rollup.product_days.find((row) => row.object_id === id);
    expect(product('p2')).toMatchObject({ impressions: 1, clicks: 1 });
    expect(product('p1')).toMatchObject({ clicks: 1 });
    const clicksAt = rollup.analytics_position_days
      .filter((row) => row.clicks > 0)
      .map((row) => [row.object_id, row.position, row.clicks]);
    expect(clicksAt).toEqual([
      ['p2', 2, 1],
      ['p5', 5, 1],
    ]);
    const queryProduct = rollup.analytics_query_product_days.filter((row) => row.clicks > 0);
    expect(queryProduct.map((row) => [row.query, row.object_id, row.filtered])).toEqual([
      ['sofa', 'p2', 0],
      ['sofa', 'p5', 0],
      ['sofa', 'p9', 0],
    ]);
  });

  it('counts carts and purchases, conversions only with a queryID, revenue in cents', () => {
    const sofa = search('sofa', 0);
    const rollup = rollupDay(
      [
        sofa,
        eventRow({
          kind: 'add-to-cart',
          query_id: sofa.query_id,
          objects: ['p3'],
          occurred_at: T0 + 1,
        }),
        eventRow({
          kind: 'purchase',
          query_id: sofa.query_id,
          objects: ['p3', 'p4'],
          value: 34.99,
          currency: 'EUR',
          occurred_at: T0 + 2,
        }),
        eventRow({ kind: 'purchase', objects: ['x'], value: 0.1 + 0.2, occurred_at: T0 + 3 }),
        eventRow({ kind: 'checkout', objects: ['p3'], occurred_at: T0 + 4 }),
      ],
      DAY,
    );
    expect(rollup.analytics_days[0]).toMatchObject({
      add_to_carts: 1,
      purchases: 2,
      conversions: 2,
      revenue_cents: 3499 + 30,
      intents_with_conversions: 1,
      intents_with_clicks: 0,
    });
    expect(rollup.analytics_query_days[0]).toMatchObject({ conversions: 2 });
    const product = (id: string) => rollup.product_days.find((row) => row.object_id === id);
    // The cart and the purchase came from the search; the purchase of x did not, so x counts
    // nothing, and a row of zeros is not stored.
    expect(product('p3')).toMatchObject({ conversions: 2 });
    expect(product('x')).toBeUndefined();
    const at3 = rollup.analytics_position_days.find((row) => row.object_id === 'p3');
    expect(at3).toMatchObject({ position: 3, impressions: 1, conversions: 2 });
  });

  it('counts filters and sorts per search, with the searches that got a click', () => {
    const filtered = search('divano', 0, {
      filters: ['color:rosso', 'price:10..50', 'color:rosso'],
      sort: 'selling_price:asc',
    });
    const plain = search('letto', 60_000, { filters: ['color:rosso'] });
    const rollup = rollupDay(
      [
        filtered,
        plain,
        eventRow({
          kind: 'click',
          query_id: filtered.query_id,
          objects: ['p1'],
          occurred_at: T0 + 1000,
        }),
      ],
      DAY,
    );
    expect(rollup.analytics_filter_days).toEqual([
      {
        day: DAY,
        device: 'desktop',
        facet: 'color',
        value: 'rosso',
        searches: 2,
        searches_with_clicks: 1,
      },
      {
        day: DAY,
        device: 'desktop',
        facet: 'price',
        value: '10..50',
        searches: 1,
        searches_with_clicks: 1,
      },
    ]);
    expect(
      rollup.analytics_sort_days.map((row) => [row.sort, row.searches, row.searches_with_clicks]),
    ).toEqual([
      ['selling_price:asc', 1, 1],
      ['relevance', 1, 0],
    ]);
    const tabs = rollup.analytics_query_product_days.filter((row) => row.object_id === 'p1');
    expect(tabs.map((row) => [row.query, row.filtered, row.clicks])).toEqual([
      ['divano', 1, 1],
      ['letto', 1, 0],
    ]);
  });

  it('splits by device: events by their own, intents by their last search, visitors by their first event', () => {
    const rollup = rollupDay(
      [
        search('so', 0, { device: 'desktop' }),
        search('sofa', 500, { device: 'mobile' }),
        eventRow({
          kind: 'click',
          user_token: 'u2',
          device: 'mobile',
          objects: ['p1'],
          occurred_at: T0,
        }),
      ],
      DAY,
    );
    const byDevice = Object.fromEntries(rollup.analytics_days.map((row) => [row.device, row]));
    expect(byDevice.desktop).toMatchObject({
      visitors: 1,
      searching_visitors: 1,
      searches: 1,
      intents: 0,
    });
    expect(byDevice.mobile).toMatchObject({
      visitors: 1,
      searching_visitors: 0,
      searches: 1,
      intents: 1,
      clicks: 1,
    });
    expect(
      rollup.analytics_query_days.map((row) => [row.device, row.query, row.searches, row.intents]),
    ).toEqual([
      ['desktop', 'sofa', 1, 0],
      ['mobile', 'sofa', 1, 1],
    ]);
  });

  it('leaves bots, excluded addresses and previews out, counting only their searches as flagged', () => {
    const flagged = (['bot', 'excluded-ip', 'preview'] as const).flatMap((flag, index) => {
      const one = search('sofa', index * 60_000, {
        flag,
        user_token: `f${index}`,
        device: 'mobile',
      });
      return [
        one,
        eventRow({
          kind: 'click',
          flag,
          query_id: one.query_id,
          objects: ['p1'],
          occurred_at: one.occurred_at + 1,
        }),
      ];
    });
    const rollup = rollupDay(flagged, DAY);
    expect(rollup.analytics_days).toEqual([
      expect.objectContaining({
        device: 'mobile',
        flagged_searches: 3,
        visitors: 0,
        searches: 0,
        intents: 0,
        clicks: 0,
      }),
    ]);
    for (const table of [
      'analytics_query_days',
      'product_days',
      'analytics_position_days',
      'analytics_sort_days',
    ] as const) {
      expect(rollup[table]).toEqual([]);
    }
  });

  it('normalises queries, counts intents without results, and ignores other days', () => {
    const rollup = rollupDay(
      [
        search('  Sofa   Letto ', 0, { user_token: 'a' }),
        search('sofa letto', 0, { user_token: 'b', result_count: 0, objects: [] }),
        search('sofa letto', DAY_MS, { user_token: 'c' }),
        search('sofa letto', -11 * 3600 * 1000, { user_token: 'd' }),
      ],
      DAY,
    );
    expect(rollup.analytics_query_days).toEqual([
      expect.objectContaining({
        query: 'sofa letto',
        searches: 2,
        intents: 2,
        no_result_intents: 1,
      }),
    ]);
    expect(rollup.analytics_days[0]).toMatchObject({
      visitors: 2,
      intents: 2,
      intents_with_results: 1,
    });
  });

  it("takes impressions from the intent's last first page, not a later page", () => {
    const first = search('sofa', 0, { objects: ['a', 'b'] });
    const more = search('sofa', 3000, { objects: null });
    const rollup = rollupDay([first, more], DAY);
    expect(rollup.analytics_days[0]).toMatchObject({ searches: 2, intents: 1 });
    expect(rollup.analytics_position_days.map((row) => [row.object_id, row.position])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('gives the same rows whatever the order of the events', () => {
    const events = [...typed(), search('tavolo', 30_000, { user_token: 'u2', device: 'mobile' })];
    const click = eventRow({
      kind: 'click',
      query_id: events[3]?.query_id ?? null,
      objects: ['p1'],
      occurred_at: T0 + 9000,
    });
    const forward = rollupDay([...events, click], DAY);
    const backward = rollupDay([click, ...events].reverse(), DAY);
    expect(backward).toEqual(forward);
    expect(sum(forward.analytics_days, (row) => row.intents)).toBe(2);
  });
});
