import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { seededRandom } from '../simulator/index';
import type { AnalyticsScope } from './analytics-scope';
import { RankBlocksRepository, writeRankDay, type DayTermCounts } from './rank-blocks.repository';

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

describe.each(testDialects())('rank blocks on %s', (dialect) => {
  let database: TestDatabase;
  let blocks: RankBlocksRepository;
  const writeDay = (day: number, rows: DayTermCounts[], shopId = 's1') =>
    database.db.transaction().execute((trx) => writeRankDay(trx, shopId, day, 'product', rows));

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    blocks = new RankBlocksRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('sums any range of days to what adding the days one by one gives', async () => {
    const random = seededRandom(5);
    const days = new Map<number, DayTermCounts[]>();
    for (let day = D - 3; day < D + 60; day += 1) {
      const rows = Array.from({ length: 1 + random.int(6) }, () => ({
        term: `p${random.int(15)}`,
        device: random.pick(['desktop', 'mobile'] as const),
        counts: [random.int(9), random.int(3), random.int(2)],
      }));
      days.set(day, rows);
      await writeDay(day, rows);
    }
    for (let run = 0; run < 12; run += 1) {
      const fromDay = D - 3 + random.int(40);
      const toDay = fromDay + random.int(30);
      const device = random.pick(['all', 'desktop', 'mobile'] as const);
      const expected = new Map<string, number[]>();
      for (let day = fromDay; day <= toDay; day += 1) {
        for (const row of days.get(day) ?? []) {
          if (device !== 'all' && row.device !== device) continue;
          const before = expected.get(row.term) ?? [0, 0, 0];
          expected.set(
            row.term,
            before.map((value, index) => value + (row.counts[index] ?? 0)),
          );
        }
      }
      const sums = await blocks.sums(scope(fromDay, toDay, { device }), 'product');
      expect(asMap(sums)).toEqual(expected);
    }
  });

  it('replaces a day rewritten, in its day, week and four weeks alike', async () => {
    await writeDay(D + 8, [{ term: 'a', device: 'desktop', counts: [5, 1, 0] }]);
    await writeDay(D + 9, [{ term: 'a', device: 'desktop', counts: [1, 0, 0] }]);
    await writeDay(D + 8, [{ term: 'b', device: 'mobile', counts: [2, 2, 1] }]);
    const expected = new Map([
      ['a', [1, 0, 0]],
      ['b', [2, 2, 1]],
    ]);
    // One day read alone, a week read as one block and four weeks read as one block.
    expect(asMap(await blocks.sums(scope(D + 8, D + 9), 'product'))).toEqual(expected);
    expect(asMap(await blocks.sums(scope(D + 7, D + 13), 'product'))).toEqual(expected);
    expect(asMap(await blocks.sums(scope(D, D + 27), 'product'))).toEqual(expected);
    await writeDay(D + 8, []);
    expect(asMap(await blocks.sums(scope(D, D + 27), 'product'))).toEqual(
      new Map([['a', [1, 0, 0]]]),
    );
  });

  it("keeps each shop's terms and counts to itself, and reads terms added after a read", async () => {
    await writeDay(D, [{ term: 'a', device: 'desktop', counts: [1, 0, 0] }]);
    await writeDay(D, [{ term: 'z', device: 'desktop', counts: [7, 0, 0] }], 's2');
    expect(asMap(await blocks.sums(scope(D, D), 'product'))).toEqual(new Map([['a', [1, 0, 0]]]));
    await writeDay(D + 1, [{ term: 'new', device: 'mobile', counts: [3, 1, 0] }]);
    expect(asMap(await blocks.sums(scope(D, D + 1), 'product'))).toEqual(
      new Map([
        ['a', [1, 0, 0]],
        ['new', [3, 1, 0]],
      ]),
    );
    expect(asMap(await blocks.sums(scope(D, D, { shopId: 's2' }), 'product'))).toEqual(
      new Map([['z', [7, 0, 0]]]),
    );
    expect(await blocks.sums(scope(D, D, { shopId: 's3' }), 'product')).toEqual([]);
    expect(await blocks.sums(scope(D, D), 'query')).toEqual([]);
  });

  it('gives every term one id however many days name it', async () => {
    for (let day = D; day < D + 5; day += 1) {
      await writeDay(day, [
        { term: 'a', device: 'desktop', counts: [1, 0, 0] },
        { term: `only-${day}`, device: 'mobile', counts: [1, 0, 0] },
      ]);
    }
    const terms = await database.db
      .selectFrom('analytics_terms')
      .select(['term', 'term_id'])
      .where('shop_id', '=', 's1')
      .orderBy('term_id')
      .execute();
    expect(terms.map((row) => Number(row.term_id))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(terms.filter((row) => row.term === 'a')).toHaveLength(1);
  });
});
