import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { eventRow } from '../../../test/event-rows';
import type { EventRow } from '../events/events.repository';
import { DAY_MS } from './analytics-day';
import type { DirtyDay } from './analytics-rollup.repository';
import { AnalyticsRollupService } from './analytics-rollup.service';
import type { DayRollup } from './rollup-tables';

const log = pino({ level: 'silent' });
const DAY = 20_000;

/** Dirty marks and stored rollups in memory, behaving like the repository. */
function store(dirty: DirtyDay[], events: EventRow[]) {
  const replaced = new Map<string, DayRollup>();
  const rollups = {
    dirtyDays: vi.fn((limit: number) =>
      Promise.resolve([...dirty].sort((a, b) => a.markedAt - b.markedAt).slice(0, limit)),
    ),
    replaceDay: vi.fn((shopId: string, day: number, rows: DayRollup) => {
      if (shopId === 'broken') return Promise.reject(new Error('disk full'));
      replaced.set(`${shopId}/${day}`, rows);
      return Promise.resolve();
    }),
    clearDirty: vi.fn((shopId: string, day: number, seen: number) => {
      const index = dirty.findIndex(
        (entry) => entry.shopId === shopId && entry.day === day && entry.markedAt === seen,
      );
      if (index >= 0) dirty.splice(index, 1);
      return Promise.resolve(index >= 0);
    }),
  };
  const between = vi.fn((shopId: string, from: number, to: number) =>
    Promise.resolve(
      events.filter((e) => e.shop_id === shopId && e.occurred_at >= from && e.occurred_at < to),
    ),
  );
  const service = new AnalyticsRollupService({ rollups, events: { between }, log });
  return { service, rollups, between, replaced, dirty };
}

const searchAt = (shop_id: string, day: number) =>
  eventRow({ shop_id, kind: 'search', query: 'sofa', result_count: 1, occurred_at: day * DAY_MS });

describe('analytics rollup service', () => {
  it("rebuilds each dirty day from that day's raw events and clears it", async () => {
    const { service, between, replaced, dirty } = store(
      [
        { shopId: 's1', day: DAY, markedAt: 5 },
        { shopId: 's2', day: DAY - 1, markedAt: 7 },
      ],
      [searchAt('s1', DAY), searchAt('s1', DAY + 1), searchAt('s2', DAY - 1)],
    );
    expect(await service.runDirty()).toBe(2);
    expect(between).toHaveBeenCalledWith('s1', DAY * DAY_MS, (DAY + 1) * DAY_MS);
    expect(replaced.get(`s1/${DAY}`)?.analytics_days[0]).toMatchObject({ day: DAY, searches: 1 });
    expect(replaced.get(`s2/${DAY - 1}`)?.analytics_query_days[0]).toMatchObject({ intents: 1 });
    expect(dirty).toEqual([]);
    expect(await service.runDirty()).toBe(0);
  });

  it('leaves a day marked again during the run for the next run, and ends', async () => {
    const { service, rollups, dirty } = store([{ shopId: 's1', day: DAY, markedAt: 5 }], []);
    rollups.replaceDay.mockImplementationOnce(() => {
      // A batch lands meanwhile: the writer moves the mark.
      dirty[0] = { shopId: 's1', day: DAY, markedAt: 6 };
      return Promise.resolve();
    });
    expect(await service.runDirty()).toBe(1);
    expect(dirty).toEqual([{ shopId: 's1', day: DAY, markedAt: 6 }]);
    expect(await service.runDirty()).toBe(1);
    expect(dirty).toEqual([]);
  });

  it('logs a day that fails, keeps it dirty, and rolls up the others', async () => {
    const error = vi.spyOn(log, 'error');
    const { service, dirty } = store(
      [
        { shopId: 'broken', day: DAY, markedAt: 1 },
        { shopId: 's1', day: DAY, markedAt: 2 },
      ],
      [],
    );
    expect(await service.runDirty()).toBe(1);
    expect(dirty).toEqual([{ shopId: 'broken', day: DAY, markedAt: 1 }]);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ shopId: 'broken', day: DAY }),
      'analytics day not rolled up',
    );
  });

  it('runs once at a time: a second call shares the run in progress', async () => {
    const { service, rollups } = store([{ shopId: 's1', day: DAY, markedAt: 5 }], []);
    const [first, second] = await Promise.all([service.runDirty(), service.runDirty()]);
    expect([first, second]).toEqual([1, 1]);
    expect(rollups.replaceDay).toHaveBeenCalledTimes(1);
  });

  it('runs at start and on its timer until closed', async () => {
    vi.useFakeTimers();
    try {
      const { service, rollups } = store([], []);
      const timed = new AnalyticsRollupService({
        rollups,
        events: { between: () => Promise.resolve([]) },
        log,
        everyMs: 1000,
      });
      timed.start();
      expect(rollups.dirtyDays).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2500);
      expect(rollups.dirtyDays).toHaveBeenCalledTimes(3);
      await timed.close();
      await vi.advanceTimersByTimeAsync(5000);
      expect(rollups.dirtyDays).toHaveBeenCalledTimes(3);
      await service.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a scheduled run that fails (storage closed) instead of rejecting, and closes', async () => {
    const error = vi.spyOn(log, 'error');
    const failing = new AnalyticsRollupService({
      rollups: {
        dirtyDays: () => Promise.reject(new TypeError('The database connection is not open')),
        replaceDay: () => Promise.resolve(),
        clearDirty: () => Promise.resolve(true),
      },
      events: { between: () => Promise.resolve([]) },
      log,
    });
    failing.start();
    await failing.close();
    const [fields, message] = error.mock.calls.at(-1) ?? [];
    expect(message).toBe('analytics rollup run failed');
    expect(fields).toMatchObject({ err: { message: 'The database connection is not open' } });
  });

  it('gives the event loop turns while it rolls a large day up, and rolls it up whole', async () => {
    const events = Array.from({ length: 10_000 }, (_, i) =>
      eventRow({
        kind: 'search',
        query: 'sofa',
        result_count: 1,
        user_token: `u${i}`,
        occurred_at: DAY * DAY_MS + i,
      }),
    );
    const { service, rollups, replaced } = store([{ shopId: 's1', day: DAY, markedAt: 1 }], events);
    // Stands for the searches a process answers meanwhile: one callback a turn of the loop.
    let turns = 0;
    let running = true;
    const turn = () => {
      turns += 1;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    let turnsBeforeStoring = 0;
    rollups.replaceDay.mockImplementationOnce((shopId: string, day: number, rows: DayRollup) => {
      turnsBeforeStoring = turns;
      replaced.set(`${shopId}/${day}`, rows);
      return Promise.resolve();
    });
    expect(await service.runDirty()).toBe(1);
    running = false;
    // Every pass over the 10,000 events pauses every 2,000: at least five turns.
    expect(turnsBeforeStoring).toBeGreaterThanOrEqual(5);
    expect(replaced.get(`s1/${DAY}`)?.analytics_days[0]).toMatchObject({
      searches: 10_000,
      visitors: 10_000,
    });
  });
});
