import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { RateLimiter } from '../../http/rate-limiter';
import {
  AuthService,
  OneTimeCodesRepository,
  SessionsRepository,
  SessionTokenService,
} from '../auth/index';
import { CaptchaService } from '../captcha/index';
import { CustomersRepository } from '../customers/index';
import { MemoryRateLimitStore } from '../rate-limits/index';
import { SystemRepository } from '../system/index';
import { UsersRepository } from '../users/index';
import { ADMIN_TOKEN_TTL_SECONDS, AdminLoginService } from './admin-login.service';

describe('AdminLoginService', () => {
  let database: TestDatabase;
  let now: number;
  let auth: AuthService;
  let admin: AdminLoginService;
  const invalid = { code: 'admin-token-invalid' };

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    for (const name of ['anna', 'marco']) await insertAccount(database.db, name);
    now = Date.UTC(2025, 5, 1);
    const clock = () => now;
    const system = new SystemRepository(database.db);
    const users = new UsersRepository(database.db);
    const customers = new CustomersRepository(database.db);
    auth = new AuthService({
      users,
      customers,
      sessions: new SessionsRepository(database.db),
      tokens: new SessionTokenService(system, clock),
      captcha: new CaptchaService(system, { mode: 'off', development: false }, clock),
      limiter: new RateLimiter(new MemoryRateLimitStore(), 900, clock),
      limits: {
        windowSeconds: 900,
        loginPerIp: 30,
        loginPerAccount: 10,
        passwordChangePerAccount: 10,
        signupPerIp: 10,
        recoveryPerIp: 10,
        recoveryPerEmail: 5,
      },
      sessionTtlSeconds: 3600,
      now: clock,
    });
    admin = new AdminLoginService(
      users,
      customers,
      new OneTimeCodesRepository(database.db, 'admin_login_tokens'),
      auth,
      clock,
    );
  });
  afterEach(() => database.dispose());

  it('exchanges a token once for a session of the user it was issued for', async () => {
    const { userId, token } = await admin.issue(' Anna@Shop.it ');
    expect(userId).toBe('u-anna');
    const session = await admin.exchange(userId, token);
    expect(session).toMatchObject({ status: 'OK', api_key: 'key-anna' });
    expect(await auth.authenticate(session.jwt)).toMatchObject({ customerId: 'c-anna' });
    await expect(admin.exchange(userId, token)).rejects.toMatchObject(invalid);
  });

  it('refuses a token for another user, an unknown one, and one past its ten minutes', async () => {
    const { token } = await admin.issue('anna@shop.it');
    await expect(admin.exchange('u-marco', token)).rejects.toMatchObject(invalid);
    await expect(admin.exchange('u-anna', 'made-up')).rejects.toMatchObject(invalid);
    now += ADMIN_TOKEN_TTL_SECONDS * 1000;
    await expect(admin.exchange('u-anna', token)).rejects.toMatchObject(invalid);
  });

  it('issues nothing for an address without a user', async () => {
    await expect(admin.issue('nobody@shop.it')).rejects.toThrow(/nobody@shop.it/);
  });
});
