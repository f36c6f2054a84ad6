import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../../../apps/server/src/modules/events/index.js';
import { searchIntents } from '../../../apps/server/src/modules/events/index.js';
import { analyticsEventBatches, BENCH_END_DAY, DAY_MS, dayQuotas } from './analytics-events.js';

const options = { events: 20_000, shopId: 'shop-1', seed: 7, batchSize: 500 };

function collect(batches: Iterable<NewEvent[]>): { rows: NewEvent[]; sizes: number[] } {
  const rows: NewEvent[] = [];
  const sizes: number[] = [];
  for (const batch of batches) {
    sizes.push(batch.length);
    rows.push(...batch);
  }
  return { rows, sizes };
}

describe('analyticsEventBatches', () => {
  const { rows, sizes } = collect(analyticsEventBatches(options));
  const count = (predicate: (row: NewEvent) => boolean): number => rows.filter(predicate).length;

  it('yields exactly the asked number of events, in writer-sized batches', () => {
    expect(rows).toHaveLength(20_000);
    expect(sizes.slice(0, -1).every((size) => size === 500)).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.every((row) => row.shop_id === 'shop-1')).toBe(true);
  });

  it('spreads the events over the 90 days before the end day', () => {
    const days = new Set(rows.map((row) => Math.floor(row.occurred_at / DAY_MS)));
    const first = BENCH_END_DAY - 90;
    expect(days.has(first)).toBe(true);
    expect(days.has(BENCH_END_DAY - 1)).toBe(true);
    expect(Math.min(...days)).toBe(first);
    expect(days.size).toBeGreaterThanOrEqual(90);
  });

  it('has every kind, devices, flags, zero results, filters, sorts and 12 shown products', () => {
    for (const kind of ['search', 'click', 'add-to-cart', 'checkout', 'purchase']) {
      expect(count((row) => row.kind === kind)).toBeGreaterThan(0);
    }
    for (const flag of ['human', 'bot', 'excluded-ip']) {
      expect(count((row) => row.flag === flag)).toBeGreaterThan(0);
    }
    expect(count((row) => row.device === 'mobile')).toBeGreaterThan(
      count((row) => row.device === 'desktop'),
    );
    const searches = rows.filter((row) => row.kind === 'search');
    expect(searches.some((row) => row.result_count === 0)).toBe(true);
    expect(searches.some((row) => row.filters !== null && row.filters !== undefined)).toBe(true);
    expect(searches.some((row) => row.sort !== null && row.sort !== undefined)).toBe(true);
    const shown = searches.map((row) => (JSON.parse(row.object_ids ?? '[]') as string[]).length);
    expect(Math.max(...shown)).toBe(12);
    const purchases = rows.filter((row) => row.kind === 'purchase');
    expect(purchases.every((row) => typeof row.value === 'number' && row.value > 0)).toBe(true);
  });

  it('types queries keystroke by keystroke, so intents are fewer than searches', () => {
    const searches = rows
      .filter((row) => row.kind === 'search')
      .map((row) => ({ user: row.user_token, query: row.query ?? '', at: row.occurred_at }));
    const intents = searchIntents(searches);
    expect(intents.length).toBeLessThan(searches.length * 0.7);
    expect(intents.length).toBeGreaterThan(searches.length * 0.2);
  });

  it('follows Zipf: the most searched query is searched far more than the median one', () => {
    const perQuery = new Map<string, number>();
    for (const row of rows) {
      if (row.kind === 'search' && row.query)
        perQuery.set(row.query, (perQuery.get(row.query) ?? 0) + 1);
    }
    const counts = [...perQuery.values()].sort((a, b) => b - a);
    expect(counts[0] ?? 0).toBeGreaterThan(20 * (counts[Math.floor(counts.length / 2)] ?? 1));
  });

  it('is deterministic for a seed and differs for another', () => {
    const again = collect(analyticsEventBatches(options)).rows;
    expect(again).toEqual(rows);
    const other = collect(analyticsEventBatches({ ...options, seed: 8 })).rows;
    expect(other[0]?.id).not.toBe(rows[0]?.id);
  });
});

describe('dayQuotas', () => {
  it('adds up to the events and makes weekends busier', () => {
    const quotas = dayQuotas(1_000_000, 90, BENCH_END_DAY);
    expect(quotas.reduce((sum, quota) => sum + quota, 0)).toBe(1_000_000);
    // BENCH_END_DAY - 90 is a Monday (2026-08-03); index 5 is its Saturday.
    expect(quotas[5] ?? 0).toBeGreaterThan(quotas[4] ?? 0);
  });
});

describe('time-ordered ids', () => {
  it('keep the same events, with ids that sort in the order they were made', () => {
    const random = [...analyticsEventBatches({ ...options, events: 1_000 })].flat();
    const ordered = [
      ...analyticsEventBatches({ ...options, events: 1_000, ids: 'ordered' }),
    ].flat();
    expect(ordered.map(({ id: _id, ...rest }) => rest)).toEqual(
      random.map(({ id: _id, ...rest }) => rest),
    );
    const ids = ordered.map((row) => row.id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
