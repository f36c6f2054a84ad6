import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('console hosting', () => {
  let app: TestApp;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-console-'));
    fs.mkdirSync(path.join(consoleDir, 'assets'));
    fs.writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Trova</title>');
    fs.writeFileSync(path.join(consoleDir, 'assets', 'entry-abc123.js'), 'console.log(1)');
    app = await createTestApp({ TROVA_CONSOLE_DIR: consoleDir });
  });
  afterAll(async () => {
    await app.dispose();
    fs.rmSync(consoleDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/billing/plans', '/it-does-not-exist'])(
    'answers the app shell for the history-mode route %s',
    async (url) => {
      const response = await app.server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Trova</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await app.server.inject({ url: '/assets/entry-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const response = await app.server.inject({ url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route-not-found' });
  });

  it('never answers the app shell for API paths', async () => {
    const response = await app.server.inject({ url: '/API/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'route-not-found' });
  });

  it('does not answer the app shell to non-GET requests', async () => {
    const response = await app.server.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(404);
  });
});
