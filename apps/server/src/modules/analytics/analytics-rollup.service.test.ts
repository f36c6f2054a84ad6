import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { eventRow } from '../../../test/event-rows';
import { EventsRepository, type EventRow } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import { rollupDay } from './analytics-rollup';
import { AnalyticsRollupRepository } from './analytics-rollup.repository';
import { AnalyticsRollupService, ROLLUP_EVENTS_PER_STEP } from './analytics-rollup.service';
import { RollupDeltaRepository, type LoggedEvent } from './rollup-delta.repository';

const log = pino({ level: 'silent' });
const DAY = 20_000;

const searchAt = (shop_id: string, day: number, user_token = 'u1') =>
  eventRow({
    shop_id,
    user_token,
    kind: 'search',
    query: 'sofa',
    result_count: 1,
    occurred_at: day * DAY_MS,
  });

/** Searches of distinct shoppers, each with a click on its search. */
const shoppers = (count: number, from: number, prefix: string): EventRow[] =>
  Array.from({ length: count }, (_, index) => {
    const user_token = `${prefix}${index}`;
    const at = DAY * DAY_MS + from + index * 20;
    return [
      eventRow({
        user_token,
        query: 'sofa',
        query_id: `${user_token}-q`,
        objects: ['p1'],
        occurred_at: at,
        result_count: 1,
      }),
      eventRow({
        user_token,
        kind: 'click',
        query_id: `${user_token}-q`,
        objects: ['p1'],
        occurred_at: at + 5,
      }),
    ];
  }).flat();

describe('analytics rollup service', () => {
  let database: TestDatabase;
  let events: EventsRepository;
  let rollups: AnalyticsRollupRepository;
  let deltas: RollupDeltaRepository;
  let service: AnalyticsRollupService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    events = new EventsRepository(database.db);
    rollups = new AnalyticsRollupRepository(database.db);
    deltas = new RollupDeltaRepository(database.db);
    service = new AnalyticsRollupService({ rollups, deltas, log });
  });
  afterEach(async () => {
    await service.close();
    await database.dispose();
  });

  const days = (shopId: string, day: number) =>
    database.db
      .selectFrom('analytics_days')
      .select(['searches', 'visitors', 'clicks', 'intents'])
      .where('shop_id', '=', shopId)
      .where('day', '=', day)
      .execute();

  /** What each read of the log answered, as the service asked for it. */
  function countReads(onFresh: (rows: readonly LoggedEvent[]) => void = () => undefined) {
    const reads = { fresh: [] as LoggedEvent[], others: [] as LoggedEvent[] };
    const fresh = deltas.freshEvents.bind(deltas);
    vi.spyOn(deltas, 'freshEvents').mockImplementation(async (...args) => {
      const rows = await fresh(...args);
      reads.fresh.push(...rows);
      onFresh(rows);
      return rows;
    });
    const ofUsers = deltas.ofUsers.bind(deltas);
    vi.spyOn(deltas, 'ofUsers').mockImplementation(async (...args) => {
      const rows = await ofUsers(...args);
      reads.others.push(...rows);
      return rows;
    });
    const ofQueries = deltas.ofQueries.bind(deltas);
    vi.spyOn(deltas, 'ofQueries').mockImplementation(async (...args) => {
      const rows = await ofQueries(...args);
      reads.others.push(...rows);
      return rows;
    });
    return reads;
  }

  it("rolls each dirty day up from that day's events and clears it", async () => {
    await events.insertMany([
      searchAt('s1', DAY),
      searchAt('s1', DAY + 1),
      searchAt('s2', DAY - 1),
    ]);
    expect(await service.runDirty()).toBe(3);
    expect(await days('s1', DAY)).toEqual([{ searches: 1, visitors: 1, clicks: 0, intents: 1 }]);
    expect(await days('s2', DAY - 1)).toEqual([
      { searches: 1, visitors: 1, clicks: 0, intents: 1 },
    ]);
    expect(await rollups.dirtyDays(10)).toEqual([]);
    expect(await service.runDirty()).toBe(0);
  });

  it('after N new events reads only those and their shoppers, and counts the day whole', async () => {
    const old = shoppers(1_000, 0, 'old');
    await events.insertMany(old);
    await service.runDirty();
    // Five new shoppers, and one shopper of the day who comes back: 12 new events.
    const back = eventRow({
      user_token: 'old7',
      query: 'tavolo',
      occurred_at: DAY * DAY_MS + 50_000,
    });
    const fresh = [
      ...shoppers(5, 60_000, 'new'),
      back,
      eventRow({
        user_token: 'new0',
        kind: 'click',
        query_id: 'new0-q',
        objects: ['p1'],
        occurred_at: DAY * DAY_MS + 61_000,
      }),
    ];
    await events.insertMany(fresh);
    const reads = countReads();
    expect(await service.runDirty()).toBe(1);
    expect(reads.fresh.map((event) => event.id).sort()).toEqual(
      fresh.map((event) => event.id).sort(),
    );
    const readers = new Set([...fresh.map((event) => event.user_token)]);
    expect(reads.others.every((event) => readers.has(event.user_token))).toBe(true);
    // The returning shopper's two earlier events, besides the new ones.
    expect(new Set(reads.others.map((event) => event.id)).size).toBe(fresh.length + 2);
    const full = rollupDay([...old, ...fresh], DAY).analytics_days[0];
    expect(await days('s1', DAY)).toEqual([
      {
        searches: full?.searches,
        visitors: full?.visitors,
        clicks: full?.clicks,
        intents: full?.intents,
      },
    ]);
    expect(full).toMatchObject({ searches: 1_006, visitors: 1_005, clicks: 1_006 });
  });

  it('gives the event loop a turn between two steps of a large day', async () => {
    const flood = Array.from({ length: 2 * ROLLUP_EVENTS_PER_STEP + 10 }, (_, index) =>
      searchAt('s1', DAY, `u${index}`),
    );
    await events.insertMany(flood);
    const order: string[] = [];
    const reads = countReads((rows) => order.push(`step of ${rows.length}`));
    // Stands for the searches a process answers meanwhile: one callback a turn of the loop.
    let running = true;
    const turn = () => {
      order.push(`turn after ${reads.fresh.length}`);
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    expect(await service.runDirty()).toBe(1);
    running = false;
    const steps = order.filter((entry) => entry.startsWith('step'));
    expect(steps).toEqual([
      `step of ${ROLLUP_EVENTS_PER_STEP}`,
      `step of ${ROLLUP_EVENTS_PER_STEP}`,
      'step of 10',
    ]);
    // Turns of the loop came between the steps, with the day partly counted.
    const at = order.flatMap((entry, index) => (entry.startsWith('step') ? [index] : []));
    expect(order.slice(at[0], at[1])).toContain(`turn after ${ROLLUP_EVENTS_PER_STEP}`);
    expect(order.slice(at[1], at[2])).toContain(`turn after ${2 * ROLLUP_EVENTS_PER_STEP}`);
    expect(await days('s1', DAY)).toEqual([
      { searches: flood.length, visitors: flood.length, clicks: 0, intents: flood.length },
    ]);
  });

  it("grows its steps with one shopper's flood, so a catch-up reads each event about twice", async () => {
    const flood = Array.from({ length: 7 * ROLLUP_EVENTS_PER_STEP }, (_, index) =>
      eventRow({ user_token: 'bot', query: 'sofa', occurred_at: DAY * DAY_MS + index * 6_000 }),
    );
    await events.insertMany(flood);
    const steps: number[] = [];
    const reads = countReads((rows) => steps.push(rows.length));
    expect(await service.runDirty()).toBe(1);
    const step = ROLLUP_EVENTS_PER_STEP;
    // Each step takes twice the shopper's earlier events: 0, then 2,000, then 4,000 read again.
    expect(steps).toEqual([step, step, 2 * step, 3 * step]);
    expect(reads.others).toHaveLength(2 * flood.length);
    expect(await days('s1', DAY)).toEqual([
      // Searches of one query 6 s apart are one intent.
      { searches: flood.length, visitors: 1, clicks: 0, intents: 1 },
    ]);
  }, 30_000);

  it('leaves a day marked again during the run for the next run, and ends', async () => {
    await events.insertMany([searchAt('s1', DAY)]);
    const add = deltas.addDay.bind(deltas);
    vi.spyOn(deltas, 'addDay').mockImplementationOnce(async (...args) => {
      // A batch lands meanwhile: the writer moves the mark.
      await events.insertMany([searchAt('s1', DAY, 'u2')]);
      return add(...args);
    });
    expect(await service.runDirty()).toBe(1);
    expect(await rollups.dirtyDays(10)).toHaveLength(1);
    expect(await days('s1', DAY)).toMatchObject([{ visitors: 1 }]);
    expect(await service.runDirty()).toBe(1);
    expect(await rollups.dirtyDays(10)).toEqual([]);
    expect(await days('s1', DAY)).toMatchObject([{ visitors: 2 }]);
  });

  it('logs a day that fails, keeps it dirty with nothing written, and rolls up the others', async () => {
    const error = vi.spyOn(log, 'error');
    await events.insertMany([searchAt('broken', DAY), searchAt('s1', DAY)]);
    const add = deltas.addDay.bind(deltas);
    vi.spyOn(deltas, 'addDay').mockImplementation((shopId, ...rest) =>
      shopId === 'broken' ? Promise.reject(new Error('disk full')) : add(shopId, ...rest),
    );
    expect(await service.runDirty()).toBe(1);
    expect(await rollups.dirtyDays(10)).toMatchObject([{ shopId: 'broken', day: DAY }]);
    expect(await days('broken', DAY)).toEqual([]);
    expect(await days('s1', DAY)).toMatchObject([{ searches: 1 }]);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ shopId: 'broken', day: DAY }),
      'analytics day not rolled up',
    );
  });

  it('runs once at a time: a second call shares the run in progress', async () => {
    await events.insertMany([searchAt('s1', DAY)]);
    const addDay = vi.spyOn(deltas, 'addDay');
    const [first, second] = await Promise.all([service.runDirty(), service.runDirty()]);
    expect([first, second]).toEqual([1, 1]);
    expect(addDay).toHaveBeenCalledTimes(1);
    expect(await days('s1', DAY)).toMatchObject([{ searches: 1 }]);
  });

  it('runs at start and on its timer until closed', async () => {
    vi.useFakeTimers();
    try {
      const dirtyDays = vi.fn(() => Promise.resolve([]));
      const timed = new AnalyticsRollupService({
        rollups: { dirtyDays, clearDirty: () => Promise.resolve(true) },
        deltas,
        log,
        everyMs: 1000,
      });
      timed.start();
      expect(dirtyDays).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2500);
      expect(dirtyDays).toHaveBeenCalledTimes(3);
      await timed.close();
      await vi.advanceTimersByTimeAsync(5000);
      expect(dirtyDays).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a scheduled run that fails (storage closed) instead of rejecting, and closes', async () => {
    const error = vi.spyOn(log, 'error');
    const failing = new AnalyticsRollupService({
      rollups: {
        dirtyDays: () => Promise.reject(new TypeError('The database connection is not open')),
        clearDirty: () => Promise.resolve(true),
      },
      deltas,
      log,
    });
    failing.start();
    await failing.close();
    const [fields, message] = error.mock.calls.at(-1) ?? [];
    expect(message).toBe('analytics rollup run failed');
    expect(fields).toMatchObject({ err: { message: 'The database connection is not open' } });
  });
});
