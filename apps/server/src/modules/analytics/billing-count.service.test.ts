import { describe, expect, it, vi } from 'vitest';
import type { IntentSearch } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import type { BillingCountRepository, RolledDay } from './billing-count.repository';
import { BillingCountService } from './billing-count.service';

const MONTH = Date.UTC(2026, 2, 1);
const DAY = MONTH / DAY_MS;
const NOW = MONTH + 9 * DAY_MS + 3_600_000;

function billing(
  rolled: RolledDay[],
  dirty: { shopId: string; day: number }[],
  searches: Record<string, IntentSearch[]>,
) {
  const repository = {
    rolledDays: vi.fn(() => Promise.resolve(rolled)),
    dirtyDays: vi.fn(() => Promise.resolve(dirty)),
    humanSearches: vi.fn((shopId: string, from: number) =>
      Promise.resolve(searches[`${shopId}/${from / DAY_MS}`] ?? []),
    ),
  };
  const service = new BillingCountService(repository as unknown as BillingCountRepository);
  return { service, repository };
}

/** "s", "so", "sof", "sofa" typed within two seconds: one intent. */
const typed = (user: string, at: number): IntentSearch[] =>
  ['s', 'so', 'sof', 'sofa'].map((query, index) => ({ user, query, at: at + index * 500 }));

describe('billing count', () => {
  it('adds clean rolled-up days to live intents of the dirty days, each day once', async () => {
    const { service, repository } = billing(
      [
        { shopId: 's1', day: DAY, intents: 10 },
        { shopId: 's1', day: DAY + 9, intents: 99 },
        { shopId: 's2', day: DAY + 1, intents: 4 },
      ],
      [{ shopId: 's1', day: DAY + 9 }],
      {
        [`s1/${DAY + 9}`]: [
          ...typed('a', NOW),
          ...typed('b', NOW),
          { user: 'a', query: 'letto', at: NOW + 60_000 },
        ],
      },
    );
    const counts = await service.monthlyIntentsOf(['s1', 's2', 's3'], MONTH, NOW);
    // s1: day 1 rolled (10) + today live (3 intents), not today's stale rollup (99).
    expect(counts).toEqual(
      new Map([
        ['s1', 13],
        ['s2', 4],
        ['s3', 0],
      ]),
    );
    expect(repository.rolledDays).toHaveBeenCalledWith(['s1', 's2', 's3'], DAY, DAY + 9);
    expect(repository.humanSearches).toHaveBeenCalledWith(
      's1',
      NOW - 3_600_000,
      NOW - 3_600_000 + DAY_MS,
    );
  });

  it('answers one shop, 0 without any search', async () => {
    const { service } = billing([{ shopId: 's1', day: DAY + 2, intents: 5 }], [], {});
    expect(await service.monthlyIntents('s1', MONTH, NOW)).toBe(5);
    expect(await service.monthlyIntents('s9', MONTH, NOW)).toBe(0);
  });

  it("ends a period before its end: a past month leaves the next month's first day out", async () => {
    const { service, repository } = billing([], [], {});
    const april = Date.UTC(2026, 3, 1);
    expect(await service.monthlyIntents('s1', MONTH, april)).toBe(0);
    expect(repository.rolledDays).toHaveBeenCalledWith(['s1'], DAY, april / DAY_MS - 1);
    expect(await service.monthlyIntents('s1', MONTH, MONTH)).toBe(0);
    expect(repository.rolledDays).toHaveBeenCalledTimes(1);
  });

  it("gives a shop's billed days before now, rolled where clean and live where dirty", async () => {
    const { service, repository } = billing(
      [
        { shopId: 's1', day: 3, intents: 6 },
        { shopId: 's1', day: DAY + 4, intents: 0 },
        { shopId: 's1', day: DAY + 9, intents: 99 },
      ],
      [{ shopId: 's1', day: DAY + 9 }],
      { [`s1/${DAY + 9}`]: typed('a', NOW) },
    );
    expect(await service.dailyIntents('s1', NOW)).toEqual([
      { day: 3, intents: 6 },
      { day: DAY + 9, intents: 1 },
    ]);
    expect(repository.rolledDays).toHaveBeenCalledWith(['s1'], 0, DAY + 9);
  });
});
