import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { PassLocksRepository } from './pass-locks.repository';

/** A pass that waits until released, to hold the lock while another process asks for it. */
function heldPass() {
  let release: () => void = () => undefined;
  let begin: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const pass = () => {
    begin();
    return done.then(() => 'first');
  };
  return { release, started, pass };
}

describe.each(testDialects())('PassLocksRepository on %s', (dialect) => {
  let database: TestDatabase;
  let peer: DatabaseHandle;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    peer = database.openPeer();
  });

  afterEach(async () => {
    await peer.destroy();
    await database.dispose();
  });

  it('runs a pass and answers its value', async () => {
    const locks = new PassLocksRepository(database.db);
    expect(await locks.runAlone('rollups', () => Promise.resolve(3))).toEqual({
      ran: true,
      value: 3,
    });
  });

  it(
    dialect === 'postgres'
      ? 'skips a pass another process is running, and runs it once that one is done'
      : 'runs every pass: on SQLite one process serves',
    async () => {
      const first = new PassLocksRepository(database.db);
      const second = new PassLocksRepository(peer.db);
      const held = heldPass();
      const running = first.runAlone('rollups', held.pass);
      // A pass starts only once its process holds the lock.
      await held.started;
      const during = await second.runAlone('rollups', () => Promise.resolve('second'));
      const otherName = await second.runAlone('sync', () => Promise.resolve('other'));
      held.release();
      expect(await running).toEqual({ ran: true, value: 'first' });
      expect(during).toEqual(
        dialect === 'postgres' ? { ran: false } : { ran: true, value: 'second' },
      );
      expect(otherName).toEqual({ ran: true, value: 'other' });
      expect(await second.runAlone('rollups', () => Promise.resolve('after'))).toEqual({
        ran: true,
        value: 'after',
      });
    },
  );
});
