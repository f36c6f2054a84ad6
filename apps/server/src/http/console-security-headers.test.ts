import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PREVIEW_BOX_SCRIPT } from '@trova/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releasedLayerVersion } from '../modules/layer/index';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The policy's directives by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  const entries = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/));
  return new Map(entries.map(([name = '', ...sources]) => [name, sources]));
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'x-content-type-options',
];

/**
 * The console is served with its security headers (docs/product/shell.md#security-headers); what
 * storefronts load from other sites stays free of them, so shops can keep embedding it.
 */
describe('console security headers', () => {
  let root: string;
  let app: TestApp;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-headers-'));
    const consoleDir = path.join(root, 'console');
    fs.mkdirSync(path.join(consoleDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Trova</title>');
    fs.writeFileSync(path.join(consoleDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
    const layerDir = path.join(root, 'layer');
    fs.mkdirSync(path.join(layerDir, releasedLayerVersion()), { recursive: true });
    fs.writeFileSync(path.join(layerDir, releasedLayerVersion(), 'loader.js'), '0');
    app = await createTestApp({ TROVA_CONSOLE_DIR: consoleDir, TROVA_LAYER_DIR: layerDir });
  });
  afterAll(async () => {
    await app.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/preview', '/assets/entry-abc123.js'])(
    'serves %s with a policy that no site may frame, nosniff and a referrer policy',
    async (url) => {
      const response = await app.server.inject({ url });
      expect(response.statusCode).toBe(200);
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it("admits the preview frame's one inline script by its hash, and the captcha's blob worker", async () => {
    const policy = directives(
      (await app.server.inject({ url: '/preview' })).headers['content-security-policy'],
    );
    const hash = createHash('sha256').update(PREVIEW_BOX_SCRIPT).digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Without Stripe billing, nothing of Stripe's is admitted.
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });

  const storefront: [string, InjectOptions][] = [
    ['the layer loader', { url: `/layer/${releasedLayerVersion()}/loader.js` }],
    ['the search call', { url: '/API/shops/k/search?q=shoe' }],
    ['the layer configuration', { url: '/API/shops/k/layer' }],
    ['the recommendations', { url: '/API/shops/k/recommend?context=home' }],
    ['the events call', { method: 'POST', url: '/API/events?key=k', payload: [] }],
  ];
  it.each(storefront)('answers %s without framing or policy headers', async (_, request) => {
    const response = await app.server.inject({
      ...request,
      headers: { origin: 'https://shop.example' },
    });
    for (const name of SECURITY_HEADERS.slice(0, 3)) expect(response.headers[name]).toBeUndefined();
  });
});

describe('console security headers with Stripe and a separate layer origin', () => {
  it('admits Stripe Elements, the layer origin and the public API origin', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-headers-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Trova</title>');
    const app = await createTestApp({
      TROVA_CONSOLE_DIR: root,
      TROVA_LAYER_URL: 'https://cdn.trova.example/layer',
      PUBLIC_URL: 'https://console.trova.example',
      TROVA_BILLING: 'stripe',
      TROVA_STRIPE_SECRET_KEY: 'sk_test_x',
      TROVA_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      TROVA_STRIPE_WEBHOOK_SECRET: 'whsec_x',
      TROVA_STRIPE_MODE: 'test',
    });
    try {
      const policy = directives(
        (await app.server.inject({ url: '/' })).headers['content-security-policy'],
      );
      expect(policy.get('script-src')).toEqual(
        expect.arrayContaining(['https://cdn.trova.example', 'https://js.stripe.com']),
      );
      expect(policy.get('frame-src')).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
      );
      expect(policy.get('connect-src')).toEqual(
        expect.arrayContaining([
          'https://console.trova.example',
          'https://cdn.trova.example',
          'https://api.stripe.com',
        ]),
      );
    } finally {
      await app.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
