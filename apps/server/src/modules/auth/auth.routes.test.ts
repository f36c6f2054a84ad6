import { apiErrorSchema, sessionSchema } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, lastMail, PASSWORD, type TestAccount } from '../../../test/accounts';
import { createTestApp, testClock, type TestApp, type TestClock } from '../../../test/test-app';

/** Parallel password hashes on a loaded 2-core machine: a bound, not a speed target. */
const SLOW_TEST_MS = 30_000;

describe('sessions', () => {
  let app: TestApp;
  let clock: TestClock;
  let anna: TestAccount;

  beforeEach(async () => {
    clock = testClock();
    app = await createTestApp({ SESSION_TTL_HOURS: '1' }, { now: clock });
    anna = await createAccount(app.server, app.config.dataDir, 'anna@shop.it');
  });
  afterEach(() => app.dispose());

  const login = (username: string, password: string) =>
    app.server.inject({ method: 'POST', url: '/API/session', payload: { username, password } });

  it('answers jwt and api_key on login, whatever the case of the address', async () => {
    const response = await login('Anna@Shop.it', PASSWORD);
    expect(response.statusCode).toBe(200);
    const session = sessionSchema.parse(response.json());
    expect(session).toMatchObject({ status: 'OK', api_key: anna.apiKey });
    expect(session.jwt.split('.')).toHaveLength(3);
  });

  it('answers user-cannot-authenticate alike for a wrong password and an unknown address', async () => {
    for (const response of [
      await login('anna@shop.it', 'Wrong1!pass'),
      await login('x@y.it', PASSWORD),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({
        code: 'user-cannot-authenticate',
        message: 'Authentication failed: wrong mail or password',
      });
    }
  });

  it('refuses an account that is not activated yet', async () => {
    await app.server.inject({
      method: 'POST',
      url: '/API/customers',
      payload: { email: 'new@shop.it', password: PASSWORD, language_iso: 'en' },
    });
    const response = await login('new@shop.it', PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'account-not-activated' });
  });

  it('revokes the token on logout', async () => {
    const me = () => app.server.inject({ url: '/API/users/me', headers: anna.headers });
    expect((await me()).statusCode).toBe(200);
    const logout = await app.server.inject({
      method: 'DELETE',
      url: '/API/session',
      headers: anna.headers,
    });
    expect(logout.json()).toEqual({ status: 'OK' });
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session-revoked', message: 'Expired token' });
  });

  it("answers 'Expired token' once the session's time is up", async () => {
    clock.advance(61 * 60_000);
    const response = await app.server.inject({ url: '/API/users/me', headers: anna.headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'expired-token', message: 'Expired token' });
  });

  it('rate-limits failed logins per account, with Retry-After, and forgets after the window', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login('anna@shop.it', 'Wrong1!pass')).statusCode).toBe(401);
    }
    const limited = await login('anna@shop.it', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too-many-requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    expect((await login('anna@shop.it', PASSWORD)).statusCode).toBe(200);
  });

  it(
    'checks 10 of 40 parallel wrong passwords for one account and refuses the rest',
    { timeout: SLOW_TEST_MS },
    async () => {
      const marco = await createAccount(app.server, app.config.dataDir, 'marco@shop.it');
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => login('anna@shop.it', 'Wrong1!pass')),
      );
      const codes = responses.map((response) => apiErrorSchema.parse(response.json()).code);
      expect(codes.filter((code) => code === 'user-cannot-authenticate')).toHaveLength(10);
      expect(codes.filter((code) => code === 'too-many-requests')).toHaveLength(30);
      expect((await login('anna@shop.it', PASSWORD)).statusCode).toBe(429);
      const other = await login('marco@shop.it', PASSWORD);
      expect(other.statusCode).toBe(200);
      expect(sessionSchema.parse(other.json()).api_key).toBe(marco.apiKey);
    },
  );
});

describe('password recovery', () => {
  let app: TestApp;
  let clock: TestClock;
  let anna: TestAccount;

  beforeEach(async () => {
    clock = testClock();
    app = await createTestApp({}, { now: clock });
    anna = await createAccount(app.server, app.config.dataDir, 'anna@shop.it', 'it');
  });
  afterEach(() => app.dispose());

  const requestRecovery = async (email: string) => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/API/users/password/recovery',
      payload: { email },
    });
    await app.services.recovery.idle();
    return response;
  };
  const reset = (code: string, password: string) =>
    app.server.inject({
      method: 'POST',
      url: `/API/users/password/recovery/${code}`,
      payload: { password },
    });
  const codeFromMail = () =>
    new URL(lastMail(app.config.dataDir, 'anna@shop.it', 'recovery').link).searchParams.get(
      'code',
    ) ?? '';

  it('answers the same whether or not the address has an account', async () => {
    const known = await requestRecovery('anna@shop.it');
    const unknown = await requestRecovery('nobody@shop.it');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(lastMail(app.config.dataDir, 'anna@shop.it', 'recovery').subject).toMatch(/Reimposta/);
  });

  it('resets the password once through the mailed link', async () => {
    await requestRecovery('anna@shop.it');
    const code = codeFromMail();
    expect((await reset(code, 'Another1!pw')).json()).toEqual({ status: 'OK' });
    const again = await reset(code, 'Third1!pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'ERROR', code: 'recovery-code-invalid' });
    const login = await app.server.inject({
      method: 'POST',
      url: '/API/session',
      payload: { username: 'anna@shop.it', password: 'Another1!pw' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('replaces the API key on a reset: the old key answers 401 on the push API', async () => {
    const marco = await createAccount(app.server, app.config.dataDir, 'marco@shop.it');
    const push = (apiKey: string) =>
      app.server.inject({
        method: 'DELETE',
        url: '/API/integrations/custom/no-such-shop/products/p1',
        headers: { 'x-api-key': apiKey },
      });
    await requestRecovery('anna@shop.it');
    expect((await reset(codeFromMail(), 'Another1!pw')).json()).toEqual({ status: 'OK' });
    const old = await push(anna.apiKey);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'invalid-api-key' });
    const login = await app.server.inject({
      method: 'POST',
      url: '/API/session',
      payload: { username: 'anna@shop.it', password: 'Another1!pw' },
    });
    const { api_key: apiKey } = sessionSchema.parse(login.json());
    expect(apiKey).not.toBe(anna.apiKey);
    expect((await push(apiKey)).statusCode).toBe(404);
    expect((await push(marco.apiKey)).statusCode).toBe(404);
  });

  it('refuses the link after 10 minutes', async () => {
    await requestRecovery('anna@shop.it');
    clock.advance(10 * 60_000 + 1_000);
    const response = await reset(codeFromMail(), 'Another1!pw');
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ code: 'recovery-code-expired' });
  });

  it('refuses a made-up code and a weak password', async () => {
    expect((await reset('made-up', 'Another1!pw')).json()).toMatchObject({
      code: 'recovery-code-invalid',
    });
    await requestRecovery('anna@shop.it');
    expect((await reset(codeFromMail(), 'weak')).json()).toMatchObject({
      code: 'validation-failed',
    });
  });

  it('rate-limits recovery requests per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await requestRecovery('nobody@shop.it')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
