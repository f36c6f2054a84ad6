import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { RateLimiter } from '../../http/rate-limiter';
import { RateLimitWindowsRepository } from './rate-limit-windows.repository';

const MINUTE = 60_000;

function hit(key: string, windowStart: number, hits = 1) {
  return { key, windowStart, windowMs: MINUTE, hits };
}

describe.each(testDialects())('RateLimitWindowsRepository on %s', (dialect) => {
  let database: TestDatabase;
  let peer: DatabaseHandle | undefined;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
  });

  afterEach(async () => {
    await peer?.destroy();
    peer = undefined;
    await database.dispose();
  });

  it('adds hits per key and window and answers the totals in the order asked', async () => {
    const store = new RateLimitWindowsRepository(database.db);
    expect(await store.add([hit('a', 0, 2), hit('b', 0)], 0)).toEqual([2, 1]);
    expect(await store.add([hit('b', 0, 3), hit('a', 0), hit('a', MINUTE)], 0)).toEqual([4, 3, 1]);
    expect(await store.count('a', 0)).toBe(3);
    expect(await store.count('a', MINUTE)).toBe(1);
    expect(await store.count('c', 0)).toBe(0);
  });

  it('stores a hash of what it counts, never the address itself', async () => {
    const store = new RateLimitWindowsRepository(database.db);
    await store.add([hit('login-account:anna@shop.it', 0), hit('login-ip:203.0.113.7', 0)], 0);
    const rows = await database.db.selectFrom('rate_limit_windows').select('key').execute();
    expect(rows).toHaveLength(2);
    for (const { key } of rows) expect(key).not.toMatch(/anna|shop\.it|203\.0/);
    expect(await store.count('login-account:anna@shop.it', 0)).toBe(1);
  });

  it('sums a key given twice in one call', async () => {
    const store = new RateLimitWindowsRepository(database.db);
    expect(await store.add([hit('a', 0), hit('a', 0, 2)], 0)).toEqual([3, 3]);
  });

  it('loses no hit when two processes count one key at once', async () => {
    peer = database.openPeer();
    const first = new RateLimitWindowsRepository(database.db);
    const second = new RateLimitWindowsRepository(peer.db);
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        (n % 2 === 0 ? first : second).add([hit('login-ip:1.2.3.4', 0)], 0),
      ),
    );
    expect(await first.count('login-ip:1.2.3.4', 0)).toBe(40);
  });

  it('sweeps the windows that ended, keeping the current ones', async () => {
    const store = new RateLimitWindowsRepository(database.db);
    await store.add([hit('a', 0), hit('a', MINUTE), hit('b', 2 * MINUTE)], 0);
    expect(await store.sweep(2 * MINUTE)).toBe(2);
    expect(await store.count('a', 0)).toBe(0);
    expect(await store.count('b', 2 * MINUTE)).toBe(1);
  });

  it('gives limiters of two processes one budget', async () => {
    peer = database.openPeer();
    const now = () => 5 * MINUTE;
    const first = new RateLimiter(new RateLimitWindowsRepository(database.db), 60, now);
    const second = new RateLimiter(new RateLimitWindowsRepository(peer.db), 60, now);
    await first.take('login-ip', '1.2.3.4', 3);
    await second.take('login-ip', '1.2.3.4', 3);
    await first.take('login-ip', '1.2.3.4', 3);
    await expect(second.take('login-ip', '1.2.3.4', 3)).rejects.toMatchObject({
      code: 'too-many-requests',
      headers: { 'retry-after': '60' },
    });
  });

  it('admits exactly 10 of 40 parallel wrong logins across two processes, before any hash', async () => {
    peer = database.openPeer();
    const now = () => 5 * MINUTE;
    const limiters = [database.db, peer.db].map(
      (db) => new RateLimiter(new RateLimitWindowsRepository(db), 900, now),
    );
    let hashed = 0;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, async (_, n) => {
        await limiters[n % 2]?.reserve([
          { bucket: 'login-ip', key: `10.0.0.${n}`, max: 30 },
          { bucket: 'login-account', key: 'anna@shop.it', max: 10 },
        ]);
        hashed += 1;
      }),
    );
    expect(hashed).toBe(10);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(30);
    for (const outcome of refused) {
      expect(outcome.reason).toMatchObject({ code: 'too-many-requests' });
    }
    // Refused attempts were given back: the account holds the 10 admitted ones only.
    const store = new RateLimitWindowsRepository(database.db);
    expect(await store.count('login-account:anna@shop.it', 0)).toBe(10);
  });

  it('gives back a reservation without creating a window that is gone', async () => {
    const store = new RateLimitWindowsRepository(database.db);
    await store.add([hit('a', 0, 2)], 0);
    expect(await store.add([hit('a', 0, -1), hit('gone', 0, -1)], 0)).toEqual([1, 0]);
    expect(await store.count('a', 0)).toBe(1);
    const rows = await database.db.selectFrom('rate_limit_windows').select('count').execute();
    expect(rows.map((row) => Number(row.count))).toEqual([1]);
  });
});
