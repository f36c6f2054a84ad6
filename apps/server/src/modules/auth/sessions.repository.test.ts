import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { OneTimeCodesRepository } from './one-time-codes.repository';
import { SessionsRepository } from './sessions.repository';

describe.each(testDialects())('sessions and one-time codes on %s', (dialect) => {
  let database: TestDatabase;
  let sessions: SessionsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    sessions = new SessionsRepository(database.db);
    await insertAccount(database.db, 'anna');
  });
  afterEach(() => database.dispose());

  it('finds a session with its customer, and revokes it', async () => {
    await sessions.create({ id: 's1', userId: 'u-anna', createdAt: 10, expiresAt: 20 });
    expect(await sessions.find('s1')).toEqual({
      sessionId: 's1',
      userId: 'u-anna',
      customerId: 'c-anna',
      expiresAt: 20,
      revokedAt: null,
    });
    await sessions.revoke('s1', 15);
    expect((await sessions.find('s1'))?.revokedAt).toBe(15);
    expect(await sessions.find('missing')).toBeUndefined();
  });

  it('revokes every session of a user but the one kept', async () => {
    for (const id of ['a', 'b', 'c'])
      await sessions.create({ id, userId: 'u-anna', createdAt: 1, expiresAt: 99 });
    await sessions.revokeAllOfUser('u-anna', 5, 'b');
    const revoked = await Promise.all(
      ['a', 'b', 'c'].map(async (id) => (await sessions.find(id))?.revokedAt),
    );
    expect(revoked).toEqual([5, null, 5]);
  });

  it.each(['password_recoveries', 'admin_login_tokens'] as const)(
    'consumes a %s code once and never after expiry',
    async (table) => {
      const codes = new OneTimeCodesRepository(database.db, table);
      await codes.create({ code_hash: 'h1', user_id: 'u-anna', created_at: 0, expires_at: 600 });
      await codes.create({ code_hash: 'h2', user_id: 'u-anna', created_at: 0, expires_at: 600 });
      const [first, second] = await Promise.all([codes.consume('h1', 10), codes.consume('h1', 10)]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect((await codes.find('h1'))?.used_at).toBe(10);
      expect(await codes.consume('h2', 600)).toBe(false);
      expect(await codes.consume('nope', 1)).toBe(false);
    },
  );
});
