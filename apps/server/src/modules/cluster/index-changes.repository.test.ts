import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { IndexChangesRepository, type RecordedChange } from './index-changes.repository';
import { catalogueProduct as product } from '../../../test/catalogue-products';

const delta = (version: number, ids: string[], deletes: string[] = []): RecordedChange => ({
  kind: 'delta',
  version,
  upserts: ids.map((id) => product(id)),
  deletes,
});

/** The recent catalogue changes other processes replay after a missed notification. */
describe.each(testDialects())('index changes on %s', (dialect) => {
  let database: TestDatabase;
  let changes: IndexChangesRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    changes = new IndexChangesRepository(database.db);
  });
  afterEach(() => database.dispose());

  it("answers a shop's changes between two versions, in version order, as recorded", async () => {
    await changes.record('s1', delta(3, ['c']), 100);
    await changes.record('s1', delta(1, ['a'], ['x']), 100);
    await changes.record('s1', { kind: 'full', version: 2 }, 100);
    await changes.record('s2', delta(2, ['other']), 100);
    expect(await changes.since('s1', 0, 3)).toEqual([
      delta(1, ['a'], ['x']),
      { kind: 'full', version: 2 },
      delta(3, ['c']),
    ]);
    expect(await changes.since('s1', 1, 2)).toEqual([{ kind: 'full', version: 2 }]);
    expect(await changes.since('s1', 3, 9)).toEqual([]);
  });

  it('keeps the first record of a version told twice', async () => {
    await changes.record('s1', delta(1, ['a']), 100);
    await changes.record('s1', delta(1, ['b']), 101);
    expect(await changes.since('s1', 0, 1)).toEqual([delta(1, ['a'])]);
  });

  it('stops at a record that no longer reads as a change, so the reader sees a gap', async () => {
    await changes.record('s1', delta(1, ['a']), 100);
    await database.db
      .insertInto('index_changes')
      .values({
        shop_id: 's1',
        version: 2,
        kind: 'delta',
        upserts: '[{"id":"no title"}]',
        deletes: '[]',
        created_at: 100,
      })
      .execute();
    await changes.record('s1', delta(3, ['c']), 100);
    expect((await changes.since('s1', 0, 3)).map((change) => change.version)).toEqual([1]);
  });

  it('prunes what was recorded before a time', async () => {
    await changes.record('s1', delta(1, ['a']), 100);
    await changes.record('s1', delta(2, ['b']), 200);
    expect(await changes.prune(150)).toBe(1);
    expect((await changes.since('s1', 0, 2)).map((change) => change.version)).toEqual([2]);
  });

  it("deletes one shop's changes in the caller's transaction", async () => {
    await changes.record('s1', delta(1, ['a']), 100);
    await changes.record('s2', delta(1, ['b']), 100);
    await database.db.transaction().execute((trx) => changes.deleteForShop(trx, 's1'));
    expect(await changes.since('s1', 0, 9)).toEqual([]);
    expect(await changes.since('s2', 0, 9)).toEqual([delta(1, ['b'])]);
  });

  it.runIf(dialect === 'postgres')(
    'records and notifies in one statement: the notification carries the payload given',
    async () => {
      const listener = database.openClient?.();
      if (!listener) throw new Error('a PostgreSQL handle opens clients');
      await listener.connect();
      try {
        const heard = new Promise<string | undefined>((resolve) =>
          listener.on('notification', (notification) => resolve(notification.payload)),
        );
        await listener.query('LISTEN "trova_index_test"');
        await changes.recordAndNotify('s1', delta(1, ['a']), 100, {
          channel: 'trova_index_test',
          payload: '{"hello":1}',
        });
        expect(await heard).toBe('{"hello":1}');
        expect(await changes.since('s1', 0, 1)).toEqual([delta(1, ['a'])]);
      } finally {
        await listener.end();
      }
    },
  );
});
