import { eventBudgetOf, EVENTS_SHOP_DAY_MIN, EVENTS_SHOP_MINUTE_MIN } from '@trova/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/test-app';
import { MemoryRateLimitStore } from '../rate-limits/index';
import { ShopEventBudget } from './shop-event-budget';

const log = pino({ level: 'silent' });
const START = Date.UTC(2026, 10, 29);

describe('eventBudgetOf', () => {
  it('scales with the plan’s threshold above the floors; no threshold is a large one', () => {
    expect(eventBudgetOf(1_000)).toEqual({
      perDay: EVENTS_SHOP_DAY_MIN,
      perMinute: EVENTS_SHOP_MINUTE_MIN,
    });
    expect(eventBudgetOf(250_000)).toEqual({ perDay: 83_334, perMinute: 1_389 });
    expect(eventBudgetOf(0).perDay).toBeGreaterThan(eventBudgetOf(250_000).perDay);
  });
});

describe('ShopEventBudget', () => {
  it('drops and counts a flood past the minute’s budget while another shop is still granted', async () => {
    const clock = testClock(START);
    const budget = new ShopEventBudget({
      thresholdOf: () => Promise.resolve(1_000),
      now: clock,
      log,
    });
    const granted = [];
    for (let call = 0; call < 3; call++) granted.push(await budget.grant('s1', 400));
    expect(granted).toEqual([400, 400, 200]);
    expect(await budget.grant('s1', 1)).toBe(0);
    expect(budget.dropped('s1')).toBe(201);
    expect(await budget.grant('s2', 1000)).toBe(1000);
    expect(budget.dropped('s2')).toBe(0);
    clock.advance(60_000);
    expect(await budget.grant('s1', 1000)).toBe(1000);
  });

  it('stops at the day’s budget across minutes', async () => {
    const clock = testClock(START);
    const budget = new ShopEventBudget({
      thresholdOf: () => Promise.resolve(1_000),
      now: clock,
      log,
    });
    let total = 0;
    for (let minute = 0; minute < 25; minute++) {
      total += await budget.grant('s1', 1000);
      clock.advance(60_000);
    }
    expect(total).toBe(EVENTS_SHOP_DAY_MIN);
    expect(budget.dropped('s1')).toBe(25_000 - EVENTS_SHOP_DAY_MIN);
  });

  it('counts what the other processes granted once both have shared their counts', async () => {
    const store = new MemoryRateLimitStore();
    const clock = testClock(START);
    const options = {
      thresholdOf: () => Promise.resolve(1_000),
      now: clock,
      log,
      shared: { store, log, flushMs: 3_600_000 },
    };
    const first = new ShopEventBudget(options);
    const second = new ShopEventBudget(options);
    expect(await first.grant('s1', 700)).toBe(700);
    await first.flush();
    // Not yet seen: the second process judges on its own counts until its next flush.
    expect(await second.grant('s1', 100)).toBe(100);
    await second.flush();
    expect(await second.grant('s1', 700)).toBe(200);
    await Promise.all([first.close(), second.close()]);
    expect(await store.count('events-shop-minute:s1', START)).toBe(1000);
  });

  it('falls back to the smallest budget when the plan cannot be read', async () => {
    const budget = new ShopEventBudget({
      thresholdOf: () => Promise.reject(new Error('down')),
      now: testClock(START),
      log,
    });
    expect(await budget.grant('s1', 5000)).toBe(EVENTS_SHOP_MINUTE_MIN);
  });
});
