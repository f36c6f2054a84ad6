import { apiErrorSchema } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from './config';
import { parseTrustProxy } from './trust-proxy-config';

/** Parallel password hashes on a loaded 2-core machine: a bound, not a speed target. */
const SLOW_TEST_MS = 30_000;

describe('TRUST_PROXY', () => {
  it('takes off, a hop count, or proxy addresses and ranges', () => {
    expect(parseTrustProxy('false')).toEqual({ kind: 'off' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'off' });
    expect(parseTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'off' });
  });

  it("refuses 'true' at start, naming the forms it takes instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' is no longer accepted.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.1,192\.168\.0\.0\/16/,
    );
  });

  it('refuses entries that are not addresses or ranges', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address or CIDR range: proxy\.local, 10\.0\.0\.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('client address behind a proxy', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  /** `/config.json` says whether the captcha is needed, which it is not for loopback visitors. */
  const captchaAsked = async (remoteAddress: string, forwardedFor: string) => {
    const response = await app?.server.inject({
      url: '/config.json',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return response?.json<{ captcha: boolean }>().captcha;
  };

  it(
    'with one hop, a forged leftmost 127.0.0.1 does not skip the captcha',
    { timeout: SLOW_TEST_MS },
    async () => {
      app = await createTestApp({ TRUST_PROXY: '1' });
      expect(await captchaAsked('10.0.0.5', '127.0.0.1, 203.0.113.9')).toBe(true);
      expect(await captchaAsked('10.0.0.5', '127.0.0.1')).toBe(false);
      await createAccount(app.server, app.config.dataDir, 'anna@shop.it');
      const login = await app.server.inject({
        method: 'POST',
        url: '/API/session',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
        payload: { username: 'anna@shop.it', password: 'Wrong1!pass' },
      });
      expect(apiErrorSchema.parse(login.json()).code).toBe('captcha-failed');
    },
  );

  it('with proxy addresses, believes only those proxies', async () => {
    app = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await captchaAsked('10.0.0.5', '127.0.0.1, 203.0.113.9')).toBe(true);
    expect(await captchaAsked('10.0.0.5', '127.0.0.1, 10.0.0.7')).toBe(false);
    expect(await captchaAsked('198.51.100.7', '127.0.0.1')).toBe(true);
  });

  it(
    'counts failed logins against the address the proxy saw, whatever the client forged',
    { timeout: SLOW_TEST_MS },
    async () => {
      app = await createTestApp({
        TRUST_PROXY: '1',
        TROVA_CAPTCHA: 'off',
        TROVA_RATE_LIMIT_LOGIN_PER_IP: '2',
      });
      await createAccount(app.server, app.config.dataDir, 'anna@shop.it');
      const login = async (forwardedFor: string) => {
        const response = await app?.server.inject({
          method: 'POST',
          url: '/API/session',
          remoteAddress: '10.0.0.5',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { username: 'anna@shop.it', password: 'Wrong1!pass' },
        });
        return apiErrorSchema.parse(response?.json()).code;
      };
      const codes = [];
      for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        codes.push(await login(`${forged}, 203.0.113.9`));
      }
      expect(codes).toEqual([
        'user-cannot-authenticate',
        'user-cannot-authenticate',
        'too-many-requests',
      ]);
      expect(await login('203.0.113.10')).toBe('user-cannot-authenticate');
    },
  );
});
