import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { eventRow } from '../../../test/event-rows';
import { ShopsRepository } from '../shops/index';
import type { LearnedBuild } from './learned-payload';
import { LearningRepository } from './learning.repository';

const BUILD: LearnedBuild = {
  builtAt: 1_780_000_000_000,
  days: 12,
  signals: {
    queries: [['scarpe', [['p1', 0.4]]]],
    prior: [['p1', 0.2]],
    successful: [['scarpe', 3]],
  },
  evidence: [['scarpe', [['p1', 5, 1, 0]]]],
  priorEvidence: [['p1', 7, 1, 0]],
};

describe.each(testDialects())('learned signals storage on %s', (dialect) => {
  let database: TestDatabase;
  let repository: LearningRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    repository = new LearningRepository(database.db);
    await insertAccount(database.db, 'anna');
    const shops = new ShopsRepository(database.db);
    for (const id of ['s1', 's2']) await shops.insert(shopRow(id, 'c-anna'));
  });
  afterEach(() => database.dispose());

  it('stores each build as the next version and reads it back whole', async () => {
    expect(await repository.stored('s1')).toBeUndefined();
    expect(await repository.store('s1', BUILD)).toEqual({ ...BUILD, version: 1 });
    const later = { ...BUILD, builtAt: BUILD.builtAt + 1000 };
    expect((await repository.store('s1', later))?.version).toBe(2);
    expect(await repository.stored('s1')).toEqual({
      version: 2,
      builtAt: later.builtAt,
      payload: { ...later, version: 2 },
    });
    expect(await repository.builtAt('s1')).toBe(later.builtAt);
    expect(await repository.builtAt('s2')).toBeUndefined();
  });

  it('reads the stored versions of several shops at once, absent without a build', async () => {
    expect(await repository.versions([])).toEqual(new Map());
    await repository.store('s1', BUILD);
    await repository.store('s1', BUILD);
    expect(await repository.versions(['s1', 's2'])).toEqual(new Map([['s1', 2]]));
  });

  it('stores nothing for a shop that is gone, and its row goes with a deleted shop', async () => {
    expect(await repository.store('gone', BUILD)).toBeUndefined();
    await repository.store('s2', BUILD);
    await database.db.deleteFrom('shops').where('id', '=', 's2').execute();
    expect(await repository.stored('s2')).toBeUndefined();
  });

  it('treats an unreadable payload as no signals', async () => {
    await repository.store('s1', BUILD);
    await database.db.updateTable('learned_signals').set({ payload: '{"nope":1}' }).execute();
    expect(await repository.stored('s1')).toMatchObject({ version: 1, payload: undefined });
  });

  it("pages the window's human events of the shop, oldest first, ties by id", async () => {
    const rows = [
      eventRow({ id: 'a', occurred_at: 100, query: 'x', query_id: 'q1', objects: ['p1', 'p2'] }),
      eventRow({ id: 'c', occurred_at: 200, kind: 'click', objects: ['p2'], positions: [2] }),
      eventRow({ id: 'b', occurred_at: 200, kind: 'purchase', objects: ['p1'] }),
      eventRow({ id: 'd', occurred_at: 300, flag: 'bot' }),
      eventRow({ id: 'e', occurred_at: 300, kind: 'page-view' }),
      eventRow({ id: 'f', occurred_at: 300, shop_id: 's2' }),
      eventRow({ id: 'g', occurred_at: 50 }),
      eventRow({ id: 'h', occurred_at: 400, kind: 'add-to-cart', objects: ['p1'] }),
    ];
    await database.db.insertInto('events').values(rows).execute();
    const first = await repository.eventsPage('s1', 100, 400, undefined, 2);
    expect(first.map((event) => event.id)).toEqual(['a', 'b']);
    expect(first[0]).toMatchObject({ objectIds: ['p1', 'p2'], query: 'x', queryId: 'q1', at: 100 });
    const second = await repository.eventsPage('s1', 100, 400, { at: 200, id: 'b' }, 2);
    expect(second.map((event) => event.id)).toEqual(['c', 'h']);
    expect(second[0]?.positions).toEqual([2]);
    expect(await repository.eventsPage('s1', 100, 400, { at: 400, id: 'h' }, 2)).toEqual([]);
  });
  it('names the addresses that came under more tokens than allowed, in window and shop', async () => {
    const rows = [
      // 10.0.0.1: three tokens in the window; 10.0.0.2: two; 10.0.0.3: three, one of them a bot
      // and one outside the window; 10.0.0.4: three tokens, but in another shop.
      ...['a', 'b', 'c'].map((t) => eventRow({ user_token: t, ip: '10.0.0.1', occurred_at: 150 })),
      ...['a', 'b', 'b'].map((t) => eventRow({ user_token: t, ip: '10.0.0.2', occurred_at: 150 })),
      eventRow({ user_token: 'a', ip: '10.0.0.3', occurred_at: 150 }),
      eventRow({ user_token: 'b', ip: '10.0.0.3', occurred_at: 150, flag: 'bot' }),
      eventRow({ user_token: 'c', ip: '10.0.0.3', occurred_at: 50 }),
      ...['a', 'b', 'c'].map((t) =>
        eventRow({ user_token: t, ip: '10.0.0.4', occurred_at: 150, shop_id: 's2' }),
      ),
    ];
    await database.db.insertInto('events').values(rows).execute();
    expect(await repository.crowdedAddresses('s1', 100, 400, 2)).toEqual(new Set(['10.0.0.1']));
    expect(await repository.crowdedAddresses('s1', 100, 400, 1)).toEqual(
      new Set(['10.0.0.1', '10.0.0.2']),
    );
    expect(await repository.crowdedAddresses('s1', 100, 400, 1, 1)).toEqual(new Set(['10.0.0.1']));
  });
  it('names the tokens that sent more events than allowed, in window and shop', async () => {
    const rows = [
      ...[1, 2, 3].map(() => eventRow({ user_token: 'script', occurred_at: 150 })),
      ...[1, 2].map(() => eventRow({ user_token: 'shopper', occurred_at: 150 })),
      eventRow({ user_token: 'shopper', occurred_at: 150, flag: 'bot' }),
      eventRow({ user_token: 'shopper', occurred_at: 50 }),
      ...[1, 2, 3].map(() => eventRow({ user_token: 'other', occurred_at: 150, shop_id: 's2' })),
    ];
    await database.db.insertInto('events').values(rows).execute();
    expect(await repository.busyTokens('s1', 100, 400, 2)).toEqual(new Set(['script']));
    expect(await repository.busyTokens('s1', 100, 400, 1)).toEqual(new Set(['script', 'shopper']));
  });
});
