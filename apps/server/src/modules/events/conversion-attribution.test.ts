import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_WINDOW_MS,
  ConversionAttribution,
  type TrailRow,
  type TrailSources,
} from './conversion-attribution';
import type { NewEvent } from './event-writer';

const HOUR = 3_600_000;
const T = 1_800_000_000_000;

function event(
  kind: string,
  at: number,
  objects: string[],
  queryId: string | null = null,
): NewEvent {
  return {
    id: `e${at}`,
    shop_id: 's1',
    kind,
    user_token: 'u1',
    query_id: queryId,
    query: null,
    result_count: null,
    object_ids: JSON.stringify(objects),
    positions: null,
    prices: null,
    quantities: null,
    value: null,
    currency: null,
    device: null,
    occurred_at: at,
    received_at: at,
    ip: '8.8.8.8',
    user_agent: 'Mozilla/5.0',
    flag: 'human',
    filters: null,
    sort: null,
  };
}

const step = (
  kind: 'search' | 'click',
  at: number,
  objects: string[],
  queryId: string,
): TrailRow => ({
  kind,
  occurred_at: at,
  object_ids: JSON.stringify(objects),
  query_id: queryId,
  flag: 'human',
});

function sources(
  stored: TrailRow[],
  pending: TrailRow[] = [],
): TrailSources & { reads: unknown[] } {
  const reads: unknown[] = [];
  return {
    reads,
    stored: (shopId, user, from, to) => {
      reads.push({ shopId, user, from, to });
      return Promise.resolve(stored);
    },
    pending: () => pending,
  };
}

describe('ConversionAttribution', () => {
  it('gives a purchase the search its product was clicked from, before a later search showing it', async () => {
    const trail = sources([
      step('search', T - 3 * HOUR, ['p1', 'p2'], 'q-scarpe'),
      step('click', T - 2 * HOUR, ['p1'], 'q-scarpe'),
      step('search', T - HOUR, ['p9', 'p1'], 'q-nike'),
    ]);
    const purchase = event('purchase', T, ['p1']);
    expect(await new ConversionAttribution(trail).attribute('s1', [purchase])).toBe(1);
    expect(purchase.query_id).toBe('q-scarpe');
    expect(trail.reads).toEqual([
      { shopId: 's1', user: 'u1', from: T - ATTRIBUTION_WINDOW_MS, to: T },
    ]);
  });

  it('falls back on the last search that showed the product, within the window only', async () => {
    const trail = sources([
      step('search', T - 30 * HOUR, ['p2'], 'q-old'),
      step('search', T - 5 * HOUR, ['p3', 'p2'], 'q-borse'),
      step('search', T - 4 * HOUR, ['p3'], 'q-zaini'),
      step('search', T + HOUR, ['p2'], 'q-later'),
    ]);
    const cart = event('add-to-cart', T, ['p2']);
    const stale = event('purchase', T, ['p7']);
    const tooLate = event('purchase', T + 29 * HOUR, ['p3']);
    expect(await new ConversionAttribution(trail).attribute('s1', [cart, stale, tooLate])).toBe(1);
    expect(cart.query_id).toBe('q-borse');
    expect(stale.query_id).toBeNull();
    expect(tooLate.query_id).toBeNull();
  });

  it('keeps a sent queryID, and never touches clicks, checkouts or page views', async () => {
    const trail = sources([step('search', T - HOUR, ['p1'], 'q1')]);
    const rows = [
      event('purchase', T, ['p1'], 'a'.repeat(32)),
      event('checkout', T, ['p1']),
      event('click', T, ['p1']),
    ];
    expect(await new ConversionAttribution(trail).attribute('s1', rows)).toBe(0);
    expect(rows.map((row) => row.query_id)).toEqual(['a'.repeat(32), null, null]);
    expect(trail.reads).toEqual([]);
  });

  it('reads events not yet stored: the batch’s own clicks and the writer’s human ones', async () => {
    const pending = [
      step('search', T - 2000, ['p4'], 'q-buffered'),
      { ...step('search', T - 1000, ['p4'], 'q-bot'), flag: 'bot' },
    ];
    const trail = sources([], pending);
    const clicked = event('click', T - 500, ['p5'], 'q-batch');
    const bought = event('purchase', T, ['p5']);
    const carted = event('add-to-cart', T, ['p4']);
    await new ConversionAttribution(trail).attribute('s1', [clicked, bought, carted]);
    expect(bought.query_id).toBe('q-batch');
    expect(carted.query_id).toBe('q-buffered');
  });

  it('reads the log once a shopper, whatever the number of their conversions', async () => {
    const trail = sources([step('search', T - HOUR, ['p1', 'p2'], 'q1')]);
    const rows = [
      event('purchase', T, ['p1']),
      event('purchase', T + 1, ['p2']),
      { ...event('purchase', T, ['p1']), user_token: 'u2' },
    ];
    await new ConversionAttribution(trail).attribute('s1', rows);
    expect(trail.reads).toHaveLength(2);
    expect(rows.map((row) => row.query_id)).toEqual(['q1', 'q1', 'q1']);
  });
});
