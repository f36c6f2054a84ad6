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
    await first.hit('login-ip', '1.2.3.4');
    await second.hit('login-ip', '1.2.3.4');
    await expect(first.check('login-ip', '1.2.3.4', 3)).resolves.toBeUndefined();
    await second.take('login-ip', '1.2.3.4', 3);
    await expect(first.check('login-ip', '1.2.3.4', 3)).rejects.toMatchObject({
      code: 'too-many-requests',
      headers: { 'retry-after': '60' },
    });
  });
});
