import { captchaChallengeSchema } from '@trova/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import { createAccount, type TestAccount } from '../../test/accounts';
import { openTestDatabase, testDialects, type TestDatabase } from '../../test/dialects';

/**
 * Two server processes on one database, as `TROVA_WORKERS=2` runs them: each app has its own
 * connections (its own pg pool on PostgreSQL) and its own memory. What one process changes in a
 * session, a notification or a rate limit, the other must see at once.
 */
describe.each(testDialects())('two processes on %s', (dialect) => {
  let database: TestDatabase;
  let peer: DatabaseHandle;
  let dataDir: string;
  let first: App;
  let second: App;
  let anna: TestAccount;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    peer = database.openPeer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-two-'));
    const config = loadConfig({
      TROVA_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TROVA_CONSOLE_DIR: path.join(dataDir, 'no-console'),
      TROVA_RATE_LIMIT_RECOVERY_PER_EMAIL: '2',
    });
    // A trivial proof of work keeps the captcha test fast; the checks are the same.
    const captcha = { cost: 1, counterMin: 1, counterMax: 20 };
    first = await buildApp({ config, database, runJobs: false, captcha });
    second = await buildApp({ config, database: peer, runJobs: false, captcha });
    anna = await createAccount(first.server, dataDir, 'anna@shop.it');
  });

  afterEach(async () => {
    await first.server.close();
    await second.server.close();
    await peer.destroy();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses on one process a session signed out on the other', async () => {
    const me = (app: App) => app.server.inject({ url: '/API/users/me', headers: anna.headers });
    expect((await me(second)).statusCode).toBe(200);
    const logout = await second.server.inject({
      method: 'DELETE',
      url: '/API/session',
      headers: anna.headers,
    });
    expect(logout.statusCode).toBe(200);
    const after = await me(first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session-revoked' });
  });

  it('shows on one process the notifications written and read on the other', async () => {
    const unread = async (app: App) =>
      (
        await app.server.inject({ url: '/API/notifications/count', headers: anna.headers })
      ).json<unknown>();
    await first.services.notifications.notify(anna.customerId, 'synchronization-complete');
    expect(await unread(second)).toEqual({ unread: 1 });
    await second.server.inject({
      method: 'POST',
      url: '/API/notifications/bulk/read',
      headers: anna.headers,
    });
    expect(await unread(first)).toEqual({ unread: 0 });
  });

  // SQLite is single-process: its limits stay in memory, so only PostgreSQL shares them.
  it.runIf(dialect === 'postgres')('spends one rate-limit budget across processes', async () => {
    const recover = (app: App) =>
      app.server.inject({
        method: 'POST',
        url: '/API/users/password/recovery',
        payload: { email: 'anna@shop.it' },
      });
    expect((await recover(first)).statusCode).toBe(200);
    expect((await recover(second)).statusCode).toBe(200);
    expect((await recover(first)).statusCode).toBe(429);
    await first.services.recovery.idle();
  });

  it.runIf(dialect === 'postgres')('accepts a solved captcha once across processes', async () => {
    const remoteAddress = '203.0.113.9';
    const challenge = captchaChallengeSchema.parse(
      (await first.server.inject({ url: '/API/captcha/challenge', remoteAddress })).json(),
    );
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const signup = (app: App, email: string) =>
      app.server.inject({
        method: 'POST',
        url: '/API/customers',
        remoteAddress,
        payload: { email, password: 'Secret1!pass', language_iso: 'en', altcha },
      });
    expect((await signup(first, 'bea@shop.it')).statusCode).toBe(200);
    expect((await signup(second, 'carla@shop.it')).json()).toMatchObject({
      code: 'captcha-failed',
    });
  });
});
