import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { createTestApp } from '../test/test-app';
import { closeGracefully, startServer, type RunningServer } from './server';

function tempConfig() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-server-'));
  return loadConfig({
    TROVA_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    TROVA_CONSOLE_DIR: path.join(dataDir, 'none'),
  });
}

describe('startServer', () => {
  let running: RunningServer | undefined;
  afterEach(async () => {
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

    const slow = fetch(`${url}/slow`);
    await inHandler;
    const closing = closeGracefully(app.server, app.database);
    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    await app.database.dispose();
  });
});
