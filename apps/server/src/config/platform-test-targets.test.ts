import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { allowTargets } from './platform-test-targets';

describe('the platform clients’ test-only allowance', () => {
  it('is off unless configured, and refused without the private-address flag', () => {
    expect(loadConfig({}).platformTestTargets).toEqual([]);
    expect(allowTargets([])).toBeUndefined();
    expect(() => loadConfig({ TROVA_PLATFORM_TEST_TARGETS: '127.0.0.1:4501' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ TROVA_ALLOW_PRIVATE_FEEDS: 'true', TROVA_PLATFORM_TEST_TARGETS: 'localhost' }),
    ).toThrow(/host:port/);
  });

  it('is refused in production, even with the private-address flag', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        TROVA_ALLOW_PRIVATE_FEEDS: 'true',
        TROVA_PLATFORM_TEST_TARGETS: '127.0.0.1:4501',
      }),
    ).toThrow(/TROVA_PLATFORM_TEST_TARGETS is test-only/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow(ConfigError);
  });

  it('allows exactly the listed host and port, by name or by address', () => {
    const config = loadConfig({
      TROVA_ALLOW_PRIVATE_FEEDS: 'true',
      TROVA_PLATFORM_TEST_TARGETS: '127.0.0.1:4501, 127.0.0.1:4502',
    });
    const allow = allowTargets(config.platformTestTargets);
    expect(allow?.({ host: '127.0.0.1', port: 4502, address: '127.0.0.1' })).toBe(true);
    expect(allow?.({ host: 'localhost', port: 4501, address: '127.0.0.1' })).toBe(true);
    expect(allow?.({ host: '127.0.0.1', port: 4503, address: '127.0.0.1' })).toBe(false);
    expect(allow?.({ host: '10.0.0.5', port: 4501, address: '10.0.0.5' })).toBe(false);
  });

  it('takes a test API origin for Storeden only when it is one of the targets', () => {
    const env = {
      TROVA_ALLOW_PRIVATE_FEEDS: 'true',
      TROVA_PLATFORM_TEST_TARGETS: '127.0.0.1:4520',
    };
    const origin = 'http://127.0.0.1:4520';
    expect(loadConfig({ ...env, TROVA_STOREDEN_API_ORIGIN: origin }).storedenApiOrigin).toBe(
      origin,
    );
    expect(() =>
      loadConfig({ ...env, TROVA_STOREDEN_API_ORIGIN: 'http://127.0.0.1:4521' }),
    ).toThrow(/test-only/);
  });
});
