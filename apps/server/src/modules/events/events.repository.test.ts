import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventsTable } from '../../db/database.schema';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { DAY_MS, utcDayOf } from '../../kernel/utc-day';
import { EventsRepository } from './events.repository';

function row(id: string, changes: Partial<Insertable<EventsTable>> = {}): Insertable<EventsTable> {
  return {
    id,
    shop_id: 's1',
    kind: 'purchase',
    user_token: 'u1',
    query_id: 'a'.repeat(32),
    query: null,
    result_count: null,
    object_ids: '["p1","p2"]',
    positions: '[1,2]',
    prices: '[19.99,5]',
    quantities: '[1,3]',
    value: 34.99,
    currency: 'EUR',
    device: 'mobile',
    occurred_at: 1_700_000_000_123,
    received_at: 1_700_000_001_000,
    ip: '10.0.0.1',
    user_agent: 'Mozilla/5.0',
    flag: 'human',
    filters: null,
    sort: null,
    ...changes,
  };
}

describe.each(testDialects())('events on %s', (dialect) => {
  let database: TestDatabase;
  let events: EventsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    events = new EventsRepository(database.db, database.connectClient);
  });
  afterEach(() => database.dispose());

  it('stores a batch and reads one shop over a period, money and epoch ms as given', async () => {
    await events.insertMany([
      row('e1'),
      row('e2', {
        occurred_at: 1_700_000_000_200,
        kind: 'search',
        query: 'scarpa',
        result_count: 7,
      }),
      row('e3', { shop_id: 's2' }),
    ]);
    const stored = await events.between('s1', 1_700_000_000_000, 1_700_000_001_000);
    expect(stored.map((event) => event.id)).toEqual(['e1', 'e2']);
    expect(stored[0]).toEqual(row('e1'));
    expect(stored[1]?.result_count).toBe(7);
  });

  it('stores any text and every null as given, in a batch of mixed rows', async () => {
    const awkward = row('e1', {
      kind: 'search',
      // COPY's text format gives tab, line breaks, backslash, `\N` and `\.` a meaning.
      query: 'scarpe "nere", {taglia} \\ 42 — più\t\n\r \\. \\N end\\',
      user_agent: 'NULL\n\\.',
      filters: '["brand:Nike","color:nero, opaco"]',
      object_ids: null,
      positions: null,
      prices: null,
      quantities: null,
      value: null,
      currency: null,
      device: null,
      sort: 'selling_price:asc',
      result_count: 0,
    });
    await events.insertMany([awkward, row('e2', { occurred_at: 1_700_000_000_124, ip: '' })]);
    const stored = await events.between('s1', 0, Number.MAX_SAFE_INTEGER);
    expect(stored).toEqual([awkward, row('e2', { occurred_at: 1_700_000_000_124, ip: '' })]);
  });

  it('stores text without NUL, which PostgreSQL text cannot hold', async () => {
    // One such value would otherwise fail its batch at every retry, stopping the process's log.
    const nul = row('e1', { kind: 'search', query: 'a\u0000b', user_token: '\u0000' });
    await events.insertMany([nul]);
    const [stored] = await events.between('s1', 0, Number.MAX_SAFE_INTEGER);
    expect(stored).toEqual({ ...nul, query: 'ab', user_token: '' });
  });

  it('stores large batches in several statements, all or nothing', async () => {
    const many = Array.from({ length: 1200 }, (_, index) => row(`e${index}`));
    await events.insertMany(many);
    expect(await events.between('s1', 0, Number.MAX_SAFE_INTEGER)).toHaveLength(1200);
    // A duplicate id in the last chunk fails the batch: the earlier chunks are rolled back.
    const failing = [...Array.from({ length: 600 }, (_, index) => row(`f${index}`)), row('e0')];
    await expect(events.insertMany(failing)).rejects.toThrow();
    expect(await events.between('s1', 0, Number.MAX_SAFE_INTEGER)).toHaveLength(1200);
    // The connection that failed is not handed out broken: the next batch is stored.
    await events.insertMany([row('g1')]);
    expect(await events.between('s1', 0, Number.MAX_SAFE_INTEGER)).toHaveLength(1201);
  });

  const dirty = () =>
    database.db
      .selectFrom('analytics_dirty_days')
      .selectAll()
      .orderBy('shop_id')
      .orderBy('day')
      .execute();

  it("marks each shop's UTC days of a batch dirty, at the batch's latest receipt", async () => {
    const day = utcDayOf(1_700_000_000_123);
    const midnight = (day + 1) * DAY_MS;
    await events.insertMany([
      row('e1', { received_at: 5 }),
      row('e2', { received_at: 9 }),
      row('e3', { occurred_at: midnight, received_at: 7 }),
      row('e4', { shop_id: 's2', received_at: 3 }),
    ]);
    expect(await dirty()).toEqual([
      { shop_id: 's1', day, marked_at: 9 },
      { shop_id: 's1', day: day + 1, marked_at: 7 },
      { shop_id: 's2', day, marked_at: 3 },
    ]);
    // A later batch moves the mark forward, even when its clock reads earlier.
    await events.insertMany([
      row('e5', { received_at: 20 }),
      row('e6', { shop_id: 's2', received_at: 2 }),
    ]);
    const marks = (await dirty()).map((each) => each.marked_at);
    expect(marks).toEqual([20, 7, 4]);
  });

  it('marks nothing when the batch fails', async () => {
    await events.insertMany([row('e1', { received_at: 5 })]);
    await expect(
      events.insertMany([row('e2', { occurred_at: 0, received_at: 50 }), row('e1')]),
    ).rejects.toThrow();
    expect(await dirty()).toEqual([
      { shop_id: 's1', day: utcDayOf(1_700_000_000_123), marked_at: 5 },
    ]);
  });

  it("reads one shopper's human searches and clicks under a queryID, newest first, bounded", async () => {
    const at = (offset: number) => 1_700_000_000_000 + offset;
    const search = { kind: 'search', query_id: 'q1', object_ids: '["p1"]' };
    await events.insertMany([
      row('s-in', { ...search, occurred_at: at(10) }),
      row('c-in', { kind: 'click', query_id: 'q1', occurred_at: at(20) }),
      row('s-late', { ...search, occurred_at: at(40) }),
      row('s-early', { ...search, occurred_at: at(1) }),
      row('bot', { ...search, occurred_at: at(11), flag: 'bot' }),
      row('other-user', { ...search, occurred_at: at(12), user_token: 'u2' }),
      row('other-shop', { ...search, occurred_at: at(13), shop_id: 's2' }),
      row('no-query', { ...search, occurred_at: at(14), query_id: null }),
      row('later-page', { ...search, occurred_at: at(15), object_ids: null }),
      row('purchase', { occurred_at: at(16) }),
    ]);
    const trail = await events.trail('s1', 'u1', at(5), at(30), 10);
    expect(trail).toEqual([
      {
        kind: 'click',
        query_id: 'q1',
        object_ids: '["p1","p2"]',
        occurred_at: at(20),
        flag: 'human',
      },
      { kind: 'search', query_id: 'q1', object_ids: '["p1"]', occurred_at: at(10), flag: 'human' },
    ]);
    expect(await events.trail('s1', 'u1', at(0), at(50), 2)).toMatchObject([
      { occurred_at: at(40) },
      { occurred_at: at(20) },
    ]);
  });

  it('prunes events older than a cutoff', async () => {
    await events.insertMany([row('old', { occurred_at: 10 }), row('new', { occurred_at: 20 })]);
    expect(await events.pruneBefore(15)).toBe(1);
    expect((await events.between('s1', 0, 100)).map((event) => event.id)).toEqual(['new']);
  });

  it("deletes one shop's events in the caller's transaction, with it or not at all", async () => {
    await events.insertMany([row('a'), row('b', { shop_id: 's2' })]);
    const failed = database.db.transaction().execute(async (trx) => {
      await events.deleteForShop(trx, 's1');
      throw new Error('the shop deletion failed later');
    });
    await expect(failed).rejects.toThrow('failed later');
    expect((await events.between('s1', 0, Date.now())).map((event) => event.id)).toEqual(['a']);
    await database.db.transaction().execute((trx) => events.deleteForShop(trx, 's1'));
    expect(await events.between('s1', 0, Date.now())).toEqual([]);
    expect((await events.between('s2', 0, Date.now())).map((event) => event.id)).toEqual(['b']);
  });
});
