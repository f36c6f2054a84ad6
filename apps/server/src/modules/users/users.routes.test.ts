import {
  apiErrorSchema,
  sessionSchema,
  userMeResponseSchema,
  userMeUpdateResponseSchema,
} from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, type TestAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Parallel password hashes on a loaded 2-core machine: a bound, not a speed target. */
const SLOW_TEST_MS = 30_000;

describe('users', () => {
  let app: TestApp;
  let anna: TestAccount;

  beforeEach(async () => {
    app = await createTestApp();
    anna = await createAccount(app.server, app.config.dataDir, 'anna@shop.it');
  });
  afterEach(() => app.dispose());

  const me = async (headers = anna.headers) =>
    userMeResponseSchema.parse((await app.server.inject({ url: '/API/users/me', headers })).json());
  const update = (payload: object, headers = anna.headers) =>
    app.server.inject({ method: 'PUT', url: '/API/users/me', headers, payload });
  const login = (password: string) =>
    app.server.inject({
      method: 'POST',
      url: '/API/session',
      payload: { username: 'anna@shop.it', password },
    });

  it('lists the interface languages', async () => {
    const response = await app.server.inject({ url: '/API/languages' });
    expect(response.json()).toEqual([
      { iso6391: 'en', name: 'English' },
      { iso6391: 'it', name: 'Italiano' },
    ]);
  });

  it('answers the user info with status OK', async () => {
    expect(await me()).toEqual({
      status: 'OK',
      firstName: '',
      lastName: '',
      email: 'anna@shop.it',
      phone: '',
      languageIso: 'en',
      companyName: '',
      lang: 'en',
      resellerCode: null,
    });
  });

  it('updates the user info and the language', async () => {
    expect(
      (
        await update({
          firstName: 'Anna',
          lastName: 'Rossi',
          email: 'anna@shop.it',
          phone: '+39 02 1234',
        })
      ).json(),
    ).toEqual({ status: 'OK' });
    expect((await update({ languageIso: 'it' })).json()).toEqual({ status: 'OK' });
    expect(await me()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Rossi',
      phone: '+39 02 1234',
      languageIso: 'it',
    });
  });

  it('refuses to take another account address', async () => {
    await createAccount(app.server, app.config.dataDir, 'marco@shop.it');
    const response = await update({
      firstName: '',
      lastName: '',
      email: 'marco@shop.it',
      phone: '',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'email-taken' });
  });

  it('changes the password only with the right current one, and ends the other sessions', async () => {
    const other = (await login(PASSWORD)).json<{ jwt: string }>();
    const wrong = await update({ password: 'Changed1!pw', previousPassword: 'Wrong1!pw' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'current-password-wrong' });
    const changed = await update({ password: 'Changed1!pw', previousPassword: PASSWORD });
    expect(userMeUpdateResponseSchema.parse(changed.json()).status).toBe('OK');
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login('Changed1!pw')).statusCode).toBe(200);
    expect((await me()).status).toBe('OK');
    const otherMe = await app.server.inject({
      url: '/API/users/me',
      headers: { authorization: `Bearer ${other.jwt}` },
    });
    expect(otherMe.statusCode).toBe(401);
  });

  /** A push API call: 401 invalid-api-key for a key that no longer works, 404 for the made-up shop. */
  const push = (apiKey: string) =>
    app.server.inject({
      method: 'DELETE',
      url: '/API/integrations/custom/no-such-shop/products/p1',
      headers: { 'x-api-key': apiKey },
    });

  it(
    'replaces the API key on a password change, and the old key stops working',
    { timeout: SLOW_TEST_MS },
    async () => {
      const marco = await createAccount(app.server, app.config.dataDir, 'marco@shop.it');
      await update({ password: 'Changed1!pw', previousPassword: 'Wrong1!pw' });
      expect((await push(anna.apiKey)).statusCode).toBe(404);

      const changed = await update({ password: 'Changed1!pw', previousPassword: PASSWORD });
      const { api_key: apiKey } = userMeUpdateResponseSchema.parse(changed.json());
      expect(apiKey).toBeDefined();
      expect(apiKey).not.toBe(anna.apiKey);
      const old = await push(anna.apiKey);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toMatchObject({ code: 'invalid-api-key' });
      expect((await push(apiKey ?? '')).statusCode).toBe(404);
      expect(sessionSchema.parse((await login('Changed1!pw')).json()).api_key).toBe(apiKey);
      expect((await push(marco.apiKey)).statusCode).toBe(404);
    },
  );

  it(
    'limits wrong current passwords per account, counted before the hash',
    { timeout: SLOW_TEST_MS },
    async () => {
      const marco = await createAccount(app.server, app.config.dataDir, 'marco@shop.it');
      const responses = await Promise.all(
        Array.from({ length: 12 }, () =>
          update({ password: 'Changed1!pw', previousPassword: 'Wrong1!pw' }),
        ),
      );
      const codes = responses.map((response) => apiErrorSchema.parse(response.json()).code);
      expect(codes.filter((code) => code === 'current-password-wrong')).toHaveLength(10);
      expect(codes.filter((code) => code === 'too-many-requests')).toHaveLength(2);
      const right = await update({ password: 'Changed1!pw', previousPassword: PASSWORD });
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ code: 'too-many-requests' });
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      // Nothing changed: the old password and key still work.
      expect((await login(PASSWORD)).statusCode).toBe(200);
      expect((await push(anna.apiKey)).statusCode).toBe(404);
      const other = await update(
        { password: 'Changed1!pw', previousPassword: PASSWORD },
        marco.headers,
      );
      expect(other.statusCode).toBe(200);
    },
  );
});
