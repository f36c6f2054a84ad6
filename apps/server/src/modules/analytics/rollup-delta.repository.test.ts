import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { eventRow } from '../../../test/event-rows';
import { EventsRepository, type EventRow } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import { rollupDay } from './analytics-rollup';
import { AnalyticsRollupRepository } from './analytics-rollup.repository';
import { AnalyticsRollupService } from './analytics-rollup.service';
import { RankBlocksRepository } from './rank-blocks.repository';
import { RollupDeltaRepository } from './rollup-delta.repository';
import { ROLLUP_TABLES, type DayRollup } from './rollup-tables';

const DAY = 20_104;
const WORDS = ['s', 'so', 'sof', 'sofa', 'sofa letto', 'letto', 'tavolo', 'Sofa', ''];
const FLAGS = ['human', 'human', 'human', 'human', 'bot', 'preview'];
const log = pino({ level: 'silent' });

/** mulberry32: each seed is one reproducible history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Events of two days (near midnight, so both are dirty) for a few shoppers, whose clicks name
 * searches of any shopper, some sent before the search they name is stored, and page views of
 * shoppers and of visitors who never search.
 */
function randomEvents(seed: number, shop_id: string): EventRow[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: 160 }, (_, i) => {
    const common = {
      shop_id,
      user_token: `u${Math.floor(next() * 30)}`,
      device: pick(['mobile', 'desktop', null]),
      flag: pick(FLAGS),
      occurred_at: (DAY + 1) * DAY_MS - 60_000 + Math.floor(next() * 120_000),
      received_at: 1_000 + i,
    };
    // Page views: of shoppers who also search, and of visitors (`v…`) who never do.
    if (i % 4 === 0) {
      const user_token = i % 8 === 0 ? common.user_token : `v${i % 7}`;
      return eventRow({ ...common, kind: 'page-view', user_token });
    }
    if (next() < 0.5) {
      return eventRow({
        ...common,
        query: pick(WORDS),
        query_id: `q${Math.floor(next() * 40)}`,
        result_count: Math.floor(next() * 3),
        objects: Array.from({ length: Math.floor(next() * 6) }, (_, n) => `p${n}`),
        filters: next() < 0.3 ? ['color:rosso'] : [],
        sort: next() < 0.3 ? 'price:asc' : null,
      });
    }
    const kind = pick(['click', 'click', 'add-to-cart', 'purchase']);
    return eventRow({
      ...common,
      kind,
      query_id: next() < 0.8 ? `q${Math.floor(next() * 40)}` : null,
      objects: [`p${Math.floor(next() * 6)}`],
      positions: next() < 0.5 ? [1 + Math.floor(next() * 14)] : [],
      value: kind === 'purchase' ? Math.round(next() * 10_000) / 100 : null,
    });
  });
}

/** Rows in a stable order with numbers as numbers, for comparing stored and computed tables. */
const canonical = (rows: readonly object[]): string[] =>
  rows
    .map((row) => {
      const entries = (Object.entries(row) as [string, unknown][])
        .filter(([column]) => column !== 'shop_id')
        .map(([column, value]): [string, string | number] => [
          column,
          typeof value === 'string' ? value : Number(value),
        ])
        .sort(([a], [b]) => a.localeCompare(b));
      return JSON.stringify(Object.fromEntries(entries));
    })
    .sort();

describe.each(testDialects())('the incremental rollup on %s', (dialect) => {
  let database: TestDatabase;
  let events: EventsRepository;
  let deltas: RollupDeltaRepository;
  let service: AnalyticsRollupService;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    events = new EventsRepository(database.db, database.connectClient);
    deltas = new RollupDeltaRepository(database.db);
    service = new AnalyticsRollupService({
      rollups: new AnalyticsRollupRepository(database.db),
      deltas,
      log,
    });
  });
  afterEach(async () => {
    await service.close();
    await database.dispose();
  });

  async function stored(shopId: string, day: number) {
    const tables: Record<string, string[]> = {};
    for (const table of ROLLUP_TABLES) {
      const rows = await database.db
        .selectFrom(table)
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('day', '=', day)
        .execute();
      tables[table] = canonical(rows);
    }
    return tables;
  }

  const expected = (rollup: DayRollup) =>
    Object.fromEntries(ROLLUP_TABLES.map((table) => [table, canonical(rollup[table])]));

  async function rankSums(shopId: string, kind: 'query' | 'product') {
    // A 28-day aligned range: read from the four-week block, built from the weeks and days.
    const blocks = new RankBlocksRepository(database.db);
    const fromDay = DAY - (DAY % 28);
    const rows = await blocks.sums({ shopId, fromDay, toDay: fromDay + 27, device: 'all' }, kind);
    return rows.map((row) => JSON.stringify(row)).sort();
  }

  it.each([1, 2, 3, 4])(
    'equals a full recompute after events stored in several increments (history %i)',
    async (seed) => {
      const all = randomEvents(seed, 's1');
      const cuts = [0, 40, 41, 43, 60, 61, 100, 102, 140, 141, all.length];
      for (let index = 1; index < cuts.length; index += 1) {
        await events.insertMany(all.slice(cuts[index - 1], cuts[index]));
        await service.runDirty();
      }
      // The same events stored at once in another shop, rolled up once from nothing.
      await events.insertMany(
        all.map((event) => ({ ...event, id: `x${event.id}`, shop_id: 's2' })),
      );
      await service.runDirty();
      for (const day of [DAY, DAY + 1]) {
        const full = rollupDay(all, day);
        // Some visitors only viewed pages, so the use-search rate is below 100 %.
        const visitors = full.analytics_days.reduce((sum, row) => sum + row.visitors, 0);
        const searching = full.analytics_days.reduce((sum, row) => sum + row.searching_visitors, 0);
        expect(searching).toBeLessThan(visitors);
        expect(await stored('s1', day)).toEqual(expected(full));
        expect(await stored('s2', day)).toEqual(expected(full));
      }
      for (const kind of ['query', 'product'] as const) {
        expect(await rankSums('s1', kind)).toEqual(await rankSums('s2', kind));
      }
      expect((await rankSums('s1', 'query')).length).toBeGreaterThan(0);
    },
  );

  it('refuses a step whose mark moved meanwhile, and adds nothing', async () => {
    await events.insertMany([eventRow({ query: 'sofa', occurred_at: DAY * DAY_MS })]);
    await service.runDirty();
    const mark = await deltas.startDay('s1', DAY);
    const before = await stored('s1', DAY);
    const changes = rollupDay([eventRow({ query: 'tavolo', occurred_at: DAY * DAY_MS })], DAY);
    await expect(
      deltas.addDay('s1', DAY, { from: mark - 1, to: mark + 5 }, changes),
    ).rejects.toThrow('rolled up meanwhile');
    expect(await stored('s1', DAY)).toEqual(before);
    expect(await deltas.startDay('s1', DAY)).toBe(mark);
  });

  it('rebuilds a day rolled up before marks existed from its whole log', async () => {
    const first = eventRow({ query: 'sofa', occurred_at: DAY * DAY_MS });
    await events.insertMany([first]);
    // A day rolled up the old way (a whole-day replace), with a stale count and no mark.
    const stale = rollupDay([first, eventRow({ query: 'x', occurred_at: DAY * DAY_MS })], DAY);
    await new AnalyticsRollupRepository(database.db).replaceDay('s1', DAY, stale);
    const late = eventRow({ query: 'tavolo', user_token: 'u2', occurred_at: DAY * DAY_MS + 5 });
    await events.insertMany([late]);
    await service.runDirty();
    expect(await stored('s1', DAY)).toEqual(expected(rollupDay([first, late], DAY)));
  });

  it('reads every stored event as committed below the high-water mark', async () => {
    expect(await deltas.highWater()).toBe(0);
    await events.insertMany([
      eventRow({ occurred_at: DAY * DAY_MS }),
      eventRow({ occurred_at: DAY * DAY_MS }),
    ]);
    const high = await deltas.highWater();
    const read = await deltas.freshEvents('s1', DAY, 0, high, 10);
    expect(read).toHaveLength(2);
    expect(read.map((event) => event.seq)).toEqual(
      [...read.map((event) => event.seq)].sort((a, b) => a - b),
    );
    expect(await deltas.freshEvents('s1', DAY, high, high, 10)).toEqual([]);
  });
});
