import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults: port 8080, ./data and SQLite', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: path.join(path.resolve('./data'), 'trova.sqlite'),
    });
  });

  it('switches to PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://127.0.0.1:5432/test' });
  });

  it('keeps the SQLite file inside TROVA_DATA_DIR', () => {
    const config = loadConfig({ TROVA_DATA_DIR: '/tmp/trova-x' });
    expect(config.database).toEqual({ dialect: 'sqlite', file: '/tmp/trova-x/trova.sqlite' });
  });

  it('rejects a DATABASE_URL of another scheme instead of silently using SQLite', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(ConfigError);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses a shutdown drain that the shutdown timeout would cut short', () => {
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '3000' }).shutdownDrainMs).toBe(3000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '10000' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '2000', SHUTDOWN_TIMEOUT_MS: '1500' })).toThrow(
      ConfigError,
    );
  });

  it('drops trailing slashes from public URLs so paths can be appended', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://search.example.com/' });
    expect(config.publicUrl).toBe('https://search.example.com');
  });

  it('writes mail to the outbox and keeps strict abuse limits by default', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Trova <no-reply@trova.local>');
    expect(config.demo).toBe(true);
    expect(config.sessionTtlSeconds).toBe(7 * 24 * 3600);
    expect(config.rateLimits).toEqual({
      windowSeconds: 900,
      loginPerIp: 30,
      loginPerAccount: 10,
      passwordChangePerAccount: 10,
      signupPerIp: 10,
      recoveryPerIp: 10,
      recoveryPerEmail: 5,
    });
  });

  it('reads SMTP, demo and rate-limit settings, 0 meaning no limit', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      TROVA_DEMO: 'off',
      TROVA_RATE_LIMIT_LOGIN_PER_IP: '0',
    });
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.com');
    expect(config.demo).toBe(false);
    expect(config.rateLimits.loginPerIp).toBe(0);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('limits storefront calls per address generously, 0 turning the limit off', () => {
    expect(loadConfig({}).storefrontPerIpPerMinute).toBe(3000);
    expect(loadConfig({ TROVA_RATE_LIMIT_SEARCH_PER_IP: '0' }).storefrontPerIpPerMinute).toBe(0);
    expect(() => loadConfig({ TROVA_RATE_LIMIT_SEARCH_PER_IP: '-1' })).toThrow(/SEARCH_PER_IP/);
  });

  it('rolls up analytics every minute unless TROVA_ANALYTICS_ROLLUP_SECONDS says otherwise', () => {
    expect(loadConfig({}).analyticsRollupSeconds).toBe(60);
    expect(loadConfig({ TROVA_ANALYTICS_ROLLUP_SECONDS: '600' }).analyticsRollupSeconds).toBe(600);
    expect(() => loadConfig({ TROVA_ANALYTICS_ROLLUP_SECONDS: '0' })).toThrow(
      /TROVA_ANALYTICS_ROLLUP_SECONDS/,
    );
  });

  it('takes a dead process’s jobs back after a 60 s lease unless TROVA_JOB_LEASE_SECONDS says otherwise', () => {
    expect(loadConfig({}).jobLeaseSeconds).toBe(60);
    expect(loadConfig({ TROVA_JOB_LEASE_SECONDS: '5' }).jobLeaseSeconds).toBe(5);
    expect(() => loadConfig({ TROVA_JOB_LEASE_SECONDS: '1' })).toThrow(/TROVA_JOB_LEASE_SECONDS/);
  });

  it('runs two jobs and one competitor fetch at once a process unless the slot settings say otherwise', () => {
    expect(loadConfig({}).jobSlots).toEqual({ main: 2, competitorFetch: 1 });
    expect(
      loadConfig({ TROVA_JOB_SLOTS: '4', TROVA_COMPETITOR_FETCH_SLOTS: '2' }).jobSlots,
    ).toEqual({ main: 4, competitorFetch: 2 });
    expect(() => loadConfig({ TROVA_JOB_SLOTS: '0' })).toThrow(/TROVA_JOB_SLOTS/);
    expect(() => loadConfig({ TROVA_COMPETITOR_FETCH_SLOTS: '0' })).toThrow(
      /TROVA_COMPETITOR_FETCH_SLOTS/,
    );
  });

  it('serves the layer from apps/layer/dist unless TROVA_LAYER_DIR says otherwise', () => {
    expect(loadConfig({}).layerDir).toMatch(/apps[/\\]layer[/\\]dist$/);
    expect(loadConfig({ TROVA_LAYER_DIR: '/srv/layer' }).layerDir).toBe('/srv/layer');
  });

  it('bills through manual invoices by default', () => {
    expect(loadConfig({}).billing).toEqual({
      provider: 'manual',
      plansFile: undefined,
      stripe: undefined,
    });
    expect(loadConfig({ TROVA_BILLING: 'off' }).billing.provider).toBe('off');
    expect(loadConfig({ TROVA_PLANS_FILE: '/etc/trova/plans.json' }).billing.plansFile).toBe(
      '/etc/trova/plans.json',
    );
    expect(() => loadConfig({ TROVA_BILLING: 'paypal' })).toThrow(/TROVA_BILLING/);
  });

  it('bills through Stripe with test keys on a local server, never printing a key', () => {
    const keys = {
      TROVA_STRIPE_SECRET_KEY: 'sk_test_secret123',
      TROVA_STRIPE_PUBLISHABLE_KEY: 'pk_test_public123',
      TROVA_STRIPE_WEBHOOK_SECRET: 'whsec_signing123',
    };
    const config = loadConfig({ TROVA_BILLING: 'stripe', ...keys });
    expect(config.billing.provider).toBe('stripe');
    expect(config.billing.stripe).toMatchObject({
      mode: 'test',
      publishableKey: 'pk_test_public123',
    });
    const refused = () =>
      loadConfig({
        TROVA_BILLING: 'stripe',
        ...keys,
        TROVA_STRIPE_SECRET_KEY: 'sk_live_secret123',
      });
    expect(refused).toThrow(/live key on a local/);
    expect(refused).not.toThrow(/secret123/);
    expect(() => loadConfig({ TROVA_BILLING: 'stripe' })).toThrow(/TROVA_STRIPE_SECRET_KEY/);
  });

  it('runs one server process unless TROVA_WORKERS asks for more', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ TROVA_WORKERS: '3' }).workers).toBe(3);
  });

  it('reads TROVA_WORKERS=auto as one process a core', () => {
    expect(loadConfig({ TROVA_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
  });

  it('refuses a TROVA_WORKERS that is not a positive count or auto', () => {
    for (const value of ['0', '-1', '1.5', 'many']) {
      expect(() => loadConfig({ TROVA_WORKERS: value })).toThrow(/TROVA_WORKERS/);
    }
  });
});
