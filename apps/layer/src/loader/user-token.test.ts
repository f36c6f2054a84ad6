// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readUserToken, USER_TOKEN_PATTERN, userTokenKey } from './user-token';

afterEach(() => window.localStorage.clear());

describe('readUserToken', () => {
  it('creates an anon-<random hex> token once per shop and keeps it in localStorage', () => {
    const token = readUserToken(window, 'shop1');
    expect(token).toMatch(/^anon-[0-9a-f]{32}$/);
    expect(USER_TOKEN_PATTERN.test(token)).toBe(true);
    expect(window.localStorage.getItem(userTokenKey('shop1'))).toBe(token);
    expect(readUserToken(window, 'shop1')).toBe(token);
    expect(readUserToken(window, 'shop2')).not.toBe(token);
  });

  it('replaces a stored value the events contract would refuse', () => {
    window.localStorage.setItem(userTokenKey('shop1'), 'not valid!');
    expect(readUserToken(window, 'shop1')).toMatch(/^anon-/);
  });

  it('still answers a token when storage throws', () => {
    const blocked = {
      crypto: window.crypto,
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    expect(readUserToken(blocked, 'shop1')).toMatch(/^anon-/);
  });
});
