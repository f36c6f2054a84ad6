import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const TEST_ONLY = {
  TROVA_ALLOW_PRIVATE_FEEDS: 'true',
  TROVA_PLATFORM_TEST_TARGETS: '127.0.0.1:4510',
};

describe('Shopify settings', () => {
  it('reads the app id and secret, unset by default', () => {
    expect(loadConfig({})).toMatchObject({
      shopifyClientId: undefined,
      shopifyClientSecret: undefined,
      shopifyApiOrigin: undefined,
    });
    expect(
      loadConfig({ TROVA_SHOPIFY_CLIENT_ID: 'id', TROVA_SHOPIFY_CLIENT_SECRET: 'secret' }),
    ).toMatchObject({ shopifyClientId: 'id', shopifyClientSecret: 'secret' });
  });

  it('takes a Shopify API origin only when it is a test target', () => {
    const origin = 'http://127.0.0.1:4510';
    expect(
      loadConfig({ ...TEST_ONLY, TROVA_SHOPIFY_API_ORIGIN: `${origin}/` }).shopifyApiOrigin,
    ).toBe(origin);
    expect(() => loadConfig({ TROVA_SHOPIFY_API_ORIGIN: origin })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...TEST_ONLY, TROVA_SHOPIFY_API_ORIGIN: 'https://shopify.example' }),
    ).toThrow(ConfigError);
  });
});
