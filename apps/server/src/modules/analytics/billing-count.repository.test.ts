import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { eventRow } from '../../../test/event-rows';
import { EventsRepository } from '../events/index';
import { DAY_MS } from '../../kernel/utc-day';
import { rollupDay } from './analytics-rollup';
import { AnalyticsRollupRepository } from './analytics-rollup.repository';
import { BillingCountRepository } from './billing-count.repository';

const DAY = 20_000;
const at = (day: number, ms = 0) => day * DAY_MS + ms;

describe.each(testDialects())('billing count reads on %s', (dialect) => {
  let database: TestDatabase;
  let counts: BillingCountRepository;
  let events: EventsRepository;
  let rollups: AnalyticsRollupRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    counts = new BillingCountRepository(database.db);
    events = new EventsRepository(database.db);
    rollups = new AnalyticsRollupRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('sums rolled-up intents per shop and day over both devices, within the range', async () => {
    const day = (n: number, shop: string, device: string | null, user: string) =>
      eventRow({
        shop_id: shop,
        kind: 'search',
        query: user,
        user_token: user,
        device,
        occurred_at: at(n),
      });
    const rows = [
      day(DAY, 's1', 'mobile', 'a'),
      day(DAY, 's1', null, 'b'),
      day(DAY, 's1', 'mobile', 'c'),
    ];
    await rollups.replaceDay('s1', DAY, rollupDay(rows, DAY));
    await rollups.replaceDay('s1', DAY - 1, rollupDay([day(DAY - 1, 's1', null, 'a')], DAY - 1));
    await rollups.replaceDay('s2', DAY, rollupDay([day(DAY, 's2', null, 'a')], DAY));
    expect(await counts.rolledDays(['s1', 's2'], DAY, DAY + 5)).toEqual(
      expect.arrayContaining([
        { shopId: 's1', day: DAY, intents: 3 },
        { shopId: 's2', day: DAY, intents: 1 },
      ]),
    );
    expect(await counts.rolledDays(['s1'], DAY, DAY + 5)).toHaveLength(1);
    expect(await counts.rolledDays([], DAY, DAY)).toEqual([]);
  });

  it("lists the shops' dirty days and reads a day's human searches only, no page views", async () => {
    await events.insertMany([
      eventRow({ kind: 'search', query: 'sofa', user_token: 'u', occurred_at: at(DAY, 5) }),
      eventRow({ kind: 'search', query: 'bot', flag: 'bot', occurred_at: at(DAY, 6) }),
      eventRow({ kind: 'click', objects: ['p1'], occurred_at: at(DAY, 7) }),
      // A page view is a visitor, never a billed search.
      eventRow({ kind: 'page-view', user_token: 'v', occurred_at: at(DAY, 8) }),
      eventRow({ kind: 'search', query: 'next', occurred_at: at(DAY + 1) }),
      eventRow({ kind: 'search', shop_id: 's2', occurred_at: at(DAY + 3) }),
    ]);
    expect(await counts.dirtyDays(['s1'], DAY, DAY + 5)).toEqual(
      expect.arrayContaining([
        { shopId: 's1', day: DAY },
        { shopId: 's1', day: DAY + 1 },
      ]),
    );
    expect(await counts.dirtyDays(['s1', 's2'], DAY + 1, DAY + 5)).toHaveLength(2);
    expect(await counts.humanSearches('s1', at(DAY), at(DAY + 1))).toEqual([
      { user: 'u', query: 'sofa', at: at(DAY, 5) },
    ]);
  });
});
