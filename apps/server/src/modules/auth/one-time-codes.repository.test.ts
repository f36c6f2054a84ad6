import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { OneTimeCodesRepository } from './one-time-codes.repository';

const code = (codeHash: string, expiresAt = 200) => ({
  code_hash: codeHash,
  user_id: 'u-anna',
  created_at: 100,
  expires_at: expiresAt,
});

describe.each(testDialects())('one-time codes on %s', (dialect) => {
  let database: TestDatabase;
  let recoveries: OneTimeCodesRepository;
  let adminTokens: OneTimeCodesRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    await insertAccount(database.db, 'anna');
    recoveries = new OneTimeCodesRepository(database.db, 'password_recoveries');
    adminTokens = new OneTimeCodesRepository(database.db, 'admin_login_tokens');
  });
  afterEach(() => database.dispose());

  it('finds a code by its hash, unused, in its own table only', async () => {
    await recoveries.create(code('h1'));
    expect(await recoveries.find('h1')).toEqual({ ...code('h1'), used_at: null });
    expect(await recoveries.find('h2')).toBeUndefined();
    // A recovery code can never be redeemed as an operator login token.
    expect(await adminTokens.find('h1')).toBeUndefined();
    expect(await adminTokens.consume('h1', 150)).toBe(false);
  });

  it('consumes a code once, before it expires', async () => {
    await recoveries.create(code('h1'));
    expect(await recoveries.consume('h1', 150)).toBe(true);
    expect(await recoveries.consume('h1', 151)).toBe(false);
    expect((await recoveries.find('h1'))?.used_at).toBe(150);
    await recoveries.create(code('h2'));
    expect(await recoveries.consume('h2', 200)).toBe(false);
    expect((await recoveries.find('h2'))?.used_at).toBeNull();
  });

  it('lets one of two concurrent redemptions through', async () => {
    await adminTokens.create(code('h1'));
    const peer = database.openPeer();
    try {
      const other = new OneTimeCodesRepository(peer.db, 'admin_login_tokens');
      const outcomes = await Promise.all([
        adminTokens.consume('h1', 150),
        other.consume('h1', 150),
      ]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
    } finally {
      await peer.destroy();
    }
  });
});
