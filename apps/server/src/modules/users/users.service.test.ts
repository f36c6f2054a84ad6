import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { RateLimiter } from '../../http/rate-limiter';
import { hashPassword, verifyPassword } from '../../kernel/password-hasher';
import { CustomersRepository } from '../customers/index';
import { MemoryRateLimitStore } from '../rate-limits/index';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'session-1' };
const PASSWORD = 'Secret1!pass';
const LIMITS = {
  windowSeconds: 900,
  loginPerIp: 30,
  loginPerAccount: 10,
  passwordChangePerAccount: 2,
  signupPerIp: 10,
  recoveryPerIp: 10,
  recoveryPerEmail: 5,
};
/** Argon2 hashes on a loaded 2-core machine: a bound, not a speed target. */
const SLOW_TEST_MS = 30_000;

describe('UsersService', () => {
  let database: TestDatabase;
  let users: UsersRepository;
  let revoked: { userId: string; keep: string | undefined }[];
  let service: UsersService;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    for (const name of ['anna', 'marco']) await insertAccount(database.db, name);
    users = new UsersRepository(database.db);
    revoked = [];
    const now = () => 1_800_000_000_000;
    service = new UsersService(
      users,
      new CustomersRepository(database.db),
      {
        revokeAllOfUser: (userId, _now, keep) => {
          revoked.push({ userId, keep });
          return Promise.resolve();
        },
      },
      new RateLimiter(new MemoryRateLimitStore(), LIMITS.windowSeconds, now),
      LIMITS,
      now,
    );
  });
  afterEach(() => database.dispose());

  it('needs a session, and a session of a user no longer there is missing-token', async () => {
    await expect(service.me(undefined)).rejects.toMatchObject({ code: 'missing-token' });
    await expect(service.update(undefined, { languageIso: 'it' })).rejects.toMatchObject({
      code: 'missing-token',
    });
    const gone = { ...anna, userId: 'u-gone' };
    await expect(service.me(gone)).rejects.toMatchObject({ code: 'missing-token' });
  });

  it("answers the profile, with the customer's company first and a known language", async () => {
    await database.db
      .updateTable('users')
      .set({ language_iso: 'xx', company_name: 'Old name' })
      .where('id', '=', 'u-anna')
      .execute();
    expect(await service.me(anna)).toMatchObject({
      email: 'anna@shop.it',
      languageIso: 'en',
      lang: 'en',
      companyName: 'Old name',
    });
    await database.db
      .updateTable('customers')
      .set({ company_name: 'Anna srl' })
      .where('id', '=', 'c-anna')
      .execute();
    expect((await service.me(anna)).companyName).toBe('Anna srl');
  });

  it('stores addresses lower-cased and refuses one another account uses', async () => {
    const profile = { firstName: 'Anna', lastName: 'Rossi', phone: '' };
    await expect(
      service.update(anna, { ...profile, email: 'Marco@Shop.it' }),
    ).rejects.toMatchObject({ code: 'email-taken' });
    expect(await service.update(anna, { ...profile, email: 'ANNA@shop.it' })).toEqual({
      status: 'OK',
    });
    expect(await service.update(anna, { ...profile, email: 'Anna.Rossi@Shop.it' })).toEqual({
      status: 'OK',
    });
    expect((await service.me(anna)).email).toBe('anna.rossi@shop.it');
  });

  it(
    'changes the password with the right current one: new API key, other sessions ended',
    { timeout: SLOW_TEST_MS },
    async () => {
      await users.setPasswordHash('u-anna', await hashPassword(PASSWORD));
      const change = { password: 'Changed1!pw', previousPassword: 'Wrong1!pw' };
      await expect(service.update(anna, change)).rejects.toMatchObject({
        code: 'current-password-wrong',
      });
      expect(revoked).toEqual([]);
      const answer = await service.update(anna, { ...change, previousPassword: PASSWORD });
      expect(answer.api_key).toMatch(/^\S{20,}$/);
      const stored = await new CustomersRepository(database.db).findById('c-anna');
      expect(stored?.api_key).toBe(answer.api_key);
      const user = await users.findById('u-anna');
      expect(await verifyPassword(user?.password_hash ?? '', 'Changed1!pw')).toBe(true);
      expect(revoked).toEqual([{ userId: 'u-anna', keep: 'session-1' }]);
    },
  );

  it(
    'limits wrong current passwords per account; a right one does not count',
    { timeout: SLOW_TEST_MS },
    async () => {
      await users.setPasswordHash('u-anna', await hashPassword(PASSWORD));
      const wrong = { password: 'Changed1!pw', previousPassword: 'Wrong1!pw' };
      await expect(service.update(anna, wrong)).rejects.toMatchObject({
        code: 'current-password-wrong',
      });
      // The right password releases its attempt, so the account still has one wrong left.
      await service.update(anna, { password: PASSWORD, previousPassword: PASSWORD });
      await expect(service.update(anna, wrong)).rejects.toMatchObject({
        code: 'current-password-wrong',
      });
      await expect(
        service.update(anna, { ...wrong, previousPassword: PASSWORD }),
      ).rejects.toMatchObject({ code: 'too-many-requests' });
    },
  );
});
