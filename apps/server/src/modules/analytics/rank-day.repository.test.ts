import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { seededRandom } from '../simulator/index';
import type { AnalyticsScope } from './analytics-scope';
import { RankBlocksRepository, writeRankDay, type DayTermCounts } from './rank-blocks.repository';
import { addRankDay } from './rank-day.repository';

const D = 20_020; // a multiple of 28: the first day of a four-week block
const scope = (fromDay: number, toDay: number, changes: Partial<AnalyticsScope> = {}) => ({
  shopId: 's1',
  fromDay,
  toDay,
  device: 'all' as const,
  ...changes,
});
const asMap = (rows: { term: string; counts: number[] }[]) =>
  new Map(rows.map((row) => [row.term, row.counts]));
const desktop = (term: string, counts: number[]): DayTermCounts => ({
  term,
  device: 'desktop',
  counts,
});

describe.each(testDialects())('rank day additions on %s', (dialect) => {
  let database: TestDatabase;
  let blocks: RankBlocksRepository;
  const add = (day: number, rows: DayTermCounts[], shopId = 's1') =>
    database.db.transaction().execute((trx) => addRankDay(trx, shopId, day, 'product', rows));
  const write = (day: number, rows: DayTermCounts[]) =>
    database.db.transaction().execute((trx) => writeRankDay(trx, 's1', day, 'product', rows));
  /** The sums of a range read as one day, one week and four weeks: all three must agree. */
  const everySpan = async (day: number) =>
    Promise.all(
      [scope(day, day), scope(D + 7, D + 13), scope(D, D + 27)].map(async (range) =>
        asMap(await blocks.sums(range, 'product')),
      ),
    );

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    blocks = new RankBlocksRepository(database.db);
  });
  afterEach(() => database.dispose());

  it("adds to the day's stored counts, in its day, week and four weeks alike", async () => {
    await write(D + 8, [desktop('a', [5, 1, 0])]);
    await add(D + 8, [desktop('a', [2, 1, 1]), desktop('b', [1, 0, 0])]);
    const expected = new Map([
      ['a', [7, 2, 1]],
      ['b', [1, 0, 0]],
    ]);
    expect(await everySpan(D + 8)).toEqual([expected, expected, expected]);
  });

  it('drops a term whose counts come back to zero, and leaves the other device alone', async () => {
    await add(D + 8, [desktop('a', [2, 1, 0]), { term: 'a', device: 'mobile', counts: [4, 0, 0] }]);
    await add(D + 8, [desktop('a', [-2, -1, 0])]);
    const mobileOnly = new Map([['a', [4, 0, 0]]]);
    expect(await everySpan(D + 8)).toEqual([mobileOnly, mobileOnly, mobileOnly]);
    expect(await blocks.sums(scope(D + 8, D + 8, { device: 'desktop' }), 'product')).toEqual([]);
  });

  it("changes nothing for no changes, and keeps each shop's days to itself", async () => {
    await write(D + 8, [desktop('a', [1, 0, 0])]);
    await add(D + 8, []);
    await add(D + 8, [desktop('a', [9, 9, 9])], 's2');
    expect(asMap(await blocks.sums(scope(D, D + 27), 'product'))).toEqual(
      new Map([['a', [1, 0, 0]]]),
    );
    expect(asMap(await blocks.sums(scope(D, D + 27, { shopId: 's2' }), 'product'))).toEqual(
      new Map([['a', [9, 9, 9]]]),
    );
  });

  it('holds the sum of random additions and removals, zeros left out', async () => {
    const random = seededRandom(11);
    const totals = new Map<string, number[]>();
    for (let step = 0; step < 25; step += 1) {
      const term = `p${random.int(6)}`;
      const before = totals.get(term) ?? [0, 0, 0];
      // Removals never take a count below zero, as the rollup's deltas never do.
      const delta = before.map((count) => random.int(4) - Math.min(count, random.int(3)));
      totals.set(
        term,
        before.map((count, i) => count + (delta[i] ?? 0)),
      );
      await add(D + 3, [desktop(term, delta)]);
    }
    const kept = [...totals].filter(([, counts]) => counts.some((count) => count !== 0));
    expect(asMap(await blocks.sums(scope(D, D + 27), 'product'))).toEqual(new Map(kept));
  });
});
