import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { RateLimiter } from '../../http/rate-limiter';
import { hashPassword } from '../../kernel/password-hasher';
import { CaptchaService } from '../captcha/index';
import { CustomersRepository } from '../customers/index';
import { MemoryRateLimitStore } from '../rate-limits/index';
import { SystemRepository } from '../system/index';
import { UsersRepository } from '../users/index';
import { AuthService } from './auth.service';
import { SessionTokenService } from './session-token.service';
import { SessionsRepository } from './sessions.repository';

const PASSWORD = 'Secret1!pass';
const IP = '203.0.113.7';
const TTL_SECONDS = 3600;
const LIMITS = {
  windowSeconds: 900,
  loginPerIp: 30,
  loginPerAccount: 2,
  passwordChangePerAccount: 10,
  signupPerIp: 10,
  recoveryPerIp: 10,
  recoveryPerEmail: 5,
};
/** Argon2 hashes on a loaded 2-core machine: a bound, not a speed target. */
const SLOW_TEST_MS = 30_000;

describe('AuthService', () => {
  let database: TestDatabase;
  let now: number;
  let tokens: SessionTokenService;
  let auth: AuthService;

  const build = (captchaMode: 'on' | 'off') => {
    const clock = () => now;
    const system = new SystemRepository(database.db);
    tokens = new SessionTokenService(system, clock);
    auth = new AuthService({
      users: new UsersRepository(database.db),
      customers: new CustomersRepository(database.db),
      sessions: new SessionsRepository(database.db),
      tokens,
      captcha: new CaptchaService(system, { mode: captchaMode, development: false }, clock),
      limiter: new RateLimiter(new MemoryRateLimitStore(), LIMITS.windowSeconds, clock),
      limits: LIMITS,
      sessionTtlSeconds: TTL_SECONDS,
      now: clock,
    });
  };

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'luca', false);
    const hash = await hashPassword(PASSWORD);
    const users = new UsersRepository(database.db);
    for (const id of ['u-anna', 'u-luca']) await users.setPasswordHash(id, hash);
    now = Date.UTC(2025, 5, 1);
    build('off');
  });
  afterEach(() => database.dispose());

  describe('login', () => {
    it(
      'opens a session for the right password, whatever the case of the address',
      { timeout: SLOW_TEST_MS },
      async () => {
        const session = await auth.login({ username: 'Anna@Shop.it', password: PASSWORD }, IP);
        expect(session).toMatchObject({ status: 'OK', api_key: 'key-anna' });
        expect(await auth.authenticate(session.jwt)).toMatchObject({
          userId: 'u-anna',
          customerId: 'c-anna',
        });
      },
    );

    it(
      'answers a wrong password and an unknown address alike, and an inactive account apart',
      { timeout: SLOW_TEST_MS },
      async () => {
        const refused = { code: 'user-cannot-authenticate' };
        await expect(
          auth.login({ username: 'anna@shop.it', password: 'Wrong1!pass' }, IP),
        ).rejects.toMatchObject(refused);
        await expect(
          auth.login({ username: 'nobody@shop.it', password: PASSWORD }, IP),
        ).rejects.toMatchObject(refused);
        await expect(
          auth.login({ username: 'luca@shop.it', password: PASSWORD }, IP),
        ).rejects.toMatchObject({ code: 'account-not-activated' });
      },
    );

    it(
      'limits failed attempts per account, the right password included once over',
      { timeout: SLOW_TEST_MS },
      async () => {
        const wrong = { username: 'anna@shop.it', password: 'Wrong1!pass' };
        for (let i = 0; i < LIMITS.loginPerAccount; i += 1) {
          await expect(auth.login(wrong, IP)).rejects.toMatchObject({
            code: 'user-cannot-authenticate',
          });
        }
        await expect(
          auth.login({ username: 'anna@shop.it', password: PASSWORD }, IP),
        ).rejects.toMatchObject({ code: 'too-many-requests' });
      },
    );

    it('gives back an attempt the captcha refused: no password was guessed', async () => {
      build('on');
      const attempt = { username: 'anna@shop.it', password: PASSWORD };
      for (let i = 0; i <= LIMITS.loginPerAccount; i += 1) {
        await expect(auth.login(attempt, IP)).rejects.toMatchObject({ code: 'captcha-failed' });
      }
    });
  });

  describe('sessions', () => {
    it('resolves a session token to its caller until logout revokes it', async () => {
      const { jwt } = await auth.openSession('u-anna', 'key-anna');
      const caller = await auth.authenticate(jwt);
      expect(caller).toMatchObject({ userId: 'u-anna', customerId: 'c-anna' });
      expect(await auth.logout(caller)).toEqual({ status: 'OK' });
      await expect(auth.authenticate(jwt)).rejects.toMatchObject({ code: 'session-revoked' });
      await expect(auth.logout(undefined)).rejects.toMatchObject({ code: 'missing-token' });
    });

    it('refuses no token, an expired one, and a token naming another user’s session', async () => {
      await expect(auth.authenticate(undefined)).rejects.toMatchObject({ code: 'missing-token' });
      const { jwt } = await auth.openSession('u-anna', 'key-anna');
      const { sessionId } = await auth.authenticate(jwt);
      const borrowed = await tokens.sign({ userId: 'u-luca', sessionId }, now / 1000 + 60);
      await expect(auth.authenticate(borrowed)).rejects.toMatchObject({
        code: 'modified-token',
      });
      now += (TTL_SECONDS + 1) * 1000;
      await expect(auth.authenticate(jwt)).rejects.toMatchObject({ code: 'expired-token' });
    });
  });

  it('resolves an API key to its customer, and refuses a missing or unknown one', async () => {
    expect(await auth.authenticateApiKey('key-anna')).toEqual({ customerId: 'c-anna' });
    await expect(auth.authenticateApiKey(undefined)).rejects.toMatchObject({
      code: 'missing-api-key',
    });
    await expect(auth.authenticateApiKey('key-nobody')).rejects.toMatchObject({
      code: 'invalid-api-key',
    });
  });
});
