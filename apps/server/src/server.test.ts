import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config/config';
import { IndexingService } from './modules/search/index';
import { createTestApp } from '../test/test-app';
import { closeGracefully, startServer, type RunningServer } from './server';

function tempConfig(env: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-server-'));
  return loadConfig({
    TROVA_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    TROVA_CONSOLE_DIR: path.join(dataDir, 'none'),
    ...env,
  });
}

/** A promise and the function that settles it, for holding a step until the test lets it go. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

async function readyz(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.json() };
}

describe('startServer', () => {
  let running: RunningServer | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    if (running?.server.server.listening) await running.close();
    running = undefined;
  });

  it('creates the SQLite file in the data dir, migrates it and listens', async () => {
    const config = tempConfig();
    running = await startServer(config);
    expect(fs.existsSync(path.join(config.dataDir, 'trova.sqlite'))).toBe(true);
    const response = await fetch(`${running.url}/healthz`);
    expect(response.status).toBe(200);
  });

  it('is unready while its indexes load and ready once they are loaded', async () => {
    const load = gate();
    const loadAll = vi
      .spyOn(IndexingService.prototype, 'loadAll')
      .mockImplementation(() => load.promise);
    running = await startServer(tempConfig());
    expect(loadAll).toHaveBeenCalledOnce();
    expect(await readyz(running.url)).toEqual({ status: 503, body: { status: 'starting' } });
    // Health answers at once: the process and its database are up, only search is not yet whole.
    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    load.open();
    const url = running.url;
    await vi.waitFor(async () => {
      expect(await readyz(url)).toEqual({ status: 200, body: { status: 'ready' } });
    });
  });

  it('turns unready first on close and keeps serving through the drain', async () => {
    running = await startServer(tempConfig({ SHUTDOWN_DRAIN_MS: '2000' }));
    const url = running.url;
    await vi.waitFor(async () => expect((await readyz(url)).status).toBe(200));
    const closing = running.close();
    expect(await readyz(url)).toEqual({ status: 503, body: { status: 'draining' } });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });

  it('finishes a request already in flight before shutting down', async () => {
    const app = await createTestApp();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered: () => void = () => undefined;
    const inHandler = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.server.get('/slow', async () => {
      entered();
      await gate;
      return { done: true };
    });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    app.system.readiness.markLoaded();
    const slow = fetch(`${url}/slow`);
    await inHandler;
    const closing = closeGracefully(app.server, app.database, { readiness: app.system.readiness });
    expect(app.system.readiness.status).toBe('draining');
    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await app.database.dispose();
  });
});
