import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../../test/test-app';

describe('operator login links', () => {
  let app: TestApp;
  let clock: TestClock;
  let anna: TestAccount;

  beforeEach(async () => {
    clock = testClock();
    app = await createTestApp({}, { now: clock });
    anna = await createAccount(app.server, app.config.dataDir, 'anna@shop.it');
  });
  afterEach(() => app.dispose());

  const exchange = (id: string, token: string) =>
    app.server.inject({
      method: 'POST',
      url: `/API/admin/users/${id}/session`,
      payload: { token },
    });

  it('exchanges a token for a session once', async () => {
    const { userId, token } = await app.services.admin.issue('Anna@shop.it');
    const first = await exchange(userId, token);
    expect(first.json()).toMatchObject({ status: 'OK', api_key: anna.apiKey });
    const me = await app.server.inject({
      url: '/API/users/me',
      headers: { authorization: `Bearer ${first.json<{ jwt: string }>().jwt}` },
    });
    expect(me.json()).toMatchObject({ email: 'anna@shop.it' });
    const second = await exchange(userId, token);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toMatchObject({ code: 'admin-token-invalid' });
  });

  it('refuses a token after 10 minutes or for another user', async () => {
    const other = await createAccount(app.server, app.config.dataDir, 'marco@shop.it');
    const { userId, token } = await app.services.admin.issue('anna@shop.it');
    const otherId = (await app.services.admin.issue(other.email)).userId;
    expect((await exchange(otherId, token)).statusCode).toBe(401);
    clock.advance(10 * 60_000 + 1_000);
    expect((await exchange(userId, token)).statusCode).toBe(401);
  });

  it('refuses to issue a link for an unknown address', async () => {
    await expect(app.services.admin.issue('nobody@shop.it')).rejects.toThrow(/nobody/);
  });
});
