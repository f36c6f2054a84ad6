import { describe, expect, it } from 'vitest';
import { isLocalSite, stripeConfigOf, type StripeEnvironment } from './stripe-config';

const TEST_KEYS: StripeEnvironment = {
  TROVA_STRIPE_SECRET_KEY: 'sk_test_abc',
  TROVA_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  TROVA_STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  TROVA_STRIPE_MODE: 'auto',
};
const LIVE_KEYS: StripeEnvironment = {
  ...TEST_KEYS,
  TROVA_STRIPE_SECRET_KEY: 'sk_live_abc',
  TROVA_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
};
const LOCAL = { publicUrl: undefined, development: false };
const PUBLIC = { publicUrl: 'https://search.example.com', development: false };

describe('the Stripe settings', () => {
  it('takes test keys on a local server and live keys on a public one', () => {
    expect(stripeConfigOf(TEST_KEYS, LOCAL)).toMatchObject({
      config: { mode: 'test', secretKey: 'sk_test_abc', api: undefined },
      problems: [],
    });
    expect(stripeConfigOf(LIVE_KEYS, PUBLIC)).toMatchObject({ config: { mode: 'live' } });
    // A restricted key is a secret key too.
    const restricted = { ...LIVE_KEYS, TROVA_STRIPE_SECRET_KEY: 'rk_live_abc' };
    expect(stripeConfigOf(restricted, PUBLIC).config?.mode).toBe('live');
  });

  it('refuses live keys on a local or development server, whatever the mode setting', () => {
    expect(stripeConfigOf(LIVE_KEYS, LOCAL).problems).toEqual([
      expect.stringMatching(/live key on a local or development server/),
    ]);
    const development = { publicUrl: 'https://search.example.com', development: true };
    expect(stripeConfigOf(LIVE_KEYS, development).config).toBeUndefined();
    const forcedTest = { ...LIVE_KEYS, TROVA_STRIPE_MODE: 'test' as const };
    expect(stripeConfigOf(forcedTest, PUBLIC).config).toBeUndefined();
  });

  it('refuses test keys on a public server unless it says it is a staging one', () => {
    expect(stripeConfigOf(TEST_KEYS, PUBLIC).problems).toEqual([
      expect.stringMatching(/test key on a public server/),
    ]);
    const staging = { ...TEST_KEYS, TROVA_STRIPE_MODE: 'test' as const };
    expect(stripeConfigOf(staging, PUBLIC).config?.mode).toBe('test');
  });

  it('names every missing or malformed variable and never the keys', () => {
    expect(stripeConfigOf({ TROVA_STRIPE_MODE: 'auto' }, LOCAL).problems).toEqual([
      'TROVA_STRIPE_SECRET_KEY is required',
      'TROVA_STRIPE_PUBLISHABLE_KEY is required',
      'TROVA_STRIPE_WEBHOOK_SECRET is required',
    ]);
    const swapped = {
      ...TEST_KEYS,
      TROVA_STRIPE_SECRET_KEY: 'pk_test_abc',
      TROVA_STRIPE_WEBHOOK_SECRET: 'abc',
    };
    const problems = stripeConfigOf(swapped, LOCAL).problems;
    expect(problems).toHaveLength(2);
    expect(problems.join(' ')).not.toMatch(/_abc/);
    const mixed = { ...TEST_KEYS, TROVA_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' };
    expect(stripeConfigOf(mixed, LOCAL).problems).toEqual([expect.stringMatching(/one mode/)]);
  });

  it('points the API at another origin for tests', () => {
    const loopback = { ...TEST_KEYS, TROVA_STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(stripeConfigOf(loopback, LOCAL).config?.api).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
  });

  it('reads loopback hosts as local', () => {
    expect(isLocalSite('http://127.0.0.1:8080')).toBe(true);
    expect(isLocalSite('http://shop.localhost')).toBe(true);
    expect(isLocalSite('http://[::1]:8080')).toBe(true);
    expect(isLocalSite('https://trova.example.com')).toBe(false);
  });
});
