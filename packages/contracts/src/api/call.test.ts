import { describe, expect, it } from 'vitest';
import { accountApi } from './account.api';
import { callPath } from './call';

describe('callPath', () => {
  it('fills and encodes path parameters', () => {
    expect(callPath(accountApi.activate.path, { id: 'a/b' })).toBe('/customers/a%2Fb/activation');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => callPath(accountApi.resetPassword.path, {})).toThrow(/code/);
  });
});

describe('accountApi', () => {
  it('declares each method and path once', () => {
    const keys = Object.values(accountApi).map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tells a user-info update from a password or language change', () => {
    const body = accountApi.updateMe.body;
    expect(body.parse({ languageIso: 'it' })).toEqual({ languageIso: 'it' });
    expect(body.parse({ password: 'N3w!passw', previousPassword: 'old' })).toEqual({
      password: 'N3w!passw',
      previousPassword: 'old',
    });
    expect(body.parse({ firstName: 'A', lastName: 'B', email: 'a@b.it', phone: '' })).toMatchObject(
      { firstName: 'A' },
    );
  });

  it('rejects a login without a password', () => {
    expect(accountApi.login.body.safeParse({ username: 'a@b.it', password: '' }).success).toBe(
      false,
    );
  });
});
