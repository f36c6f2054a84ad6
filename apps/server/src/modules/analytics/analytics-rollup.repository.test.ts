import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { eventRow } from '../../../test/event-rows';
import { EventsRepository } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import { rollupDay } from './analytics-rollup';
import { ANALYTICS_SHOP_TABLES, AnalyticsRollupRepository } from './analytics-rollup.repository';
import { ROLLUP_TABLES } from './rollup-tables';

const DAY = 20_000;
const T0 = DAY * DAY_MS + 3_600_000;

/** A day with rows in every table: per shopper a filtered, sorted search and a purchase. */
function busyDay(users: number) {
  const events = Array.from({ length: users }, (_, index) => {
    const queryId = `q${index}`;
    return [
      eventRow({
        kind: 'search',
        user_token: `u${index}`,
        query: `query ${index}`,
        query_id: queryId,
        result_count: 3,
        objects: ['a', 'b', `c${index}`],
        filters: ['color:rosso'],
        sort: 'price:asc',
        occurred_at: T0 + index,
      }),
      eventRow({
        kind: 'purchase',
        user_token: `u${index}`,
        query_id: queryId,
        objects: ['a'],
        value: 10,
        occurred_at: T0 + index + 1,
      }),
    ];
  });
  return rollupDay(events.flat(), DAY);
}

describe.each(testDialects())('analytics rollups on %s', (dialect) => {
  let database: TestDatabase;
  let rollups: AnalyticsRollupRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    rollups = new AnalyticsRollupRepository(database.db);
  });
  afterEach(() => database.dispose());

  const count = async (table: (typeof ROLLUP_TABLES)[number], shopId = 's1') => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('replaces a shop day in every table, in chunks, leaving other shops and days alone', async () => {
    const big = busyDay(700);
    await rollups.replaceDay('s1', DAY, big);
    await rollups.replaceDay('s2', DAY, busyDay(2));
    for (const table of ROLLUP_TABLES) {
      expect(await count(table)).toBe(big[table].length);
      expect(big[table].length).toBeGreaterThan(0);
    }
    const small = busyDay(1);
    await rollups.replaceDay('s1', DAY, small);
    for (const table of ROLLUP_TABLES) {
      expect(await count(table)).toBe(small[table].length);
    }
    expect(await count('analytics_query_days', 's2')).toBe(2);
    const [days] = await database.db
      .selectFrom('analytics_days')
      .selectAll()
      .where('shop_id', '=', 's1')
      .execute();
    expect(days).toEqual({ shop_id: 's1', ...small.analytics_days[0] });
    expect(days?.revenue_cents).toBe(1000);
  });

  it('keeps the old day whole when the new rows cannot be written', async () => {
    const before = busyDay(3);
    await rollups.replaceDay('s1', DAY, before);
    const broken = busyDay(2);
    // The same key twice breaks the primary key of the last table written.
    broken.analytics_sort_days.push(...broken.analytics_sort_days);
    await expect(rollups.replaceDay('s1', DAY, broken)).rejects.toThrow();
    expect(await count('analytics_query_days')).toBe(before.analytics_query_days.length);
    expect(await count('analytics_days')).toBe(1);
  });

  it('lists dirty days oldest mark first and clears one only if its mark is unchanged', async () => {
    const events = new EventsRepository(database.db);
    await events.insertMany([eventRow({ occurred_at: T0, received_at: 50 })]);
    await events.insertMany([
      eventRow({ occurred_at: T0 - DAY_MS, received_at: 40, shop_id: 's2' }),
    ]);
    const dirty = await rollups.dirtyDays(10);
    expect(dirty).toEqual([
      { shopId: 's2', day: DAY - 1, markedAt: 40 },
      { shopId: 's1', day: DAY, markedAt: 50 },
    ]);
    expect(await rollups.dirtyDays(1)).toHaveLength(1);
    // A batch lands on s1's day while it is being rolled up: the day stays dirty.
    await events.insertMany([eventRow({ occurred_at: T0 + 1, received_at: 50 })]);
    expect(await rollups.clearDirty('s1', DAY, 50)).toBe(false);
    expect(await rollups.clearDirty('s2', DAY - 1, 40)).toBe(true);
    expect(await rollups.dirtyDays(10)).toEqual([{ shopId: 's1', day: DAY, markedAt: 51 }]);
    expect(await rollups.clearDirty('s1', DAY, 51)).toBe(true);
    expect(await rollups.dirtyDays(10)).toEqual([]);
  });

  it("deletes every analytics row of one shop in the caller's transaction", async () => {
    const events = new EventsRepository(database.db);
    for (const shop_id of ['s1', 's2']) {
      await events.insertMany([eventRow({ occurred_at: T0, shop_id })]);
      await rollups.replaceDay(shop_id, DAY, busyDay(2));
    }
    const rowsOf = async (shopId: string) => {
      const tables: string[] = [];
      for (const table of ANALYTICS_SHOP_TABLES) {
        const row = await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow();
        if (Number(row.n) > 0) tables.push(table);
      }
      return tables;
    };
    const seeded = await rowsOf('s1');
    // The dirty day, every rollup table and the rank blocks with their terms.
    expect(seeded).toEqual(
      expect.arrayContaining([
        'analytics_dirty_days',
        ...ROLLUP_TABLES,
        'analytics_terms',
        'analytics_rank_blocks',
      ]),
    );
    await database.db.transaction().execute((trx) => rollups.deleteForShop(trx, 's1'));
    expect(await rowsOf('s1')).toEqual([]);
    expect(await rowsOf('s2')).toEqual(seeded);
  });
});
