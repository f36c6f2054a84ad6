import { afterEach, beforeEach, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { registerCustomShop } from '../../../test/custom-shops';
import { createTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
let owner: TestAccount;

beforeEach(async () => {
  // Jobs stay queued: the answers below follow the queue, not a run.
  app = await createTestApp({}, { runJobs: false });
  owner = await createAccount(app.server, app.config.dataDir, 'status@shop.it');
});
afterEach(() => app.dispose());

/** Shop id → isSynchronizing, from `GET shops` or `GET shops/status`. */
async function syncing(url: string): Promise<Record<string, boolean>> {
  const answer = await app.server.inject({ method: 'GET', url, headers: owner.headers });
  expect(answer.statusCode).toBe(200);
  const shops = answer.json<{ id: string; isSynchronizing: boolean }[]>();
  return Object.fromEntries(shops.map((shop) => [shop.id, shop.isSynchronizing]));
}

it('shows a shop as synchronizing exactly while a shop.sync job of it is queued or running', async () => {
  const feedShop = await app.services.integrations.connectGoogleShopping(
    { customerId: owner.customerId, userId: '', sessionId: '' },
    { shopUrl: 'https://feed.example', languageIso: 'it', feedUrl: 'https://feed.invalid/a.xml' },
  );
  const pushShop = await registerCustomShop(app.server, owner);
  // Another kind of job about a shop never makes it look like it syncs.
  await app.database.db
    .insertInto('jobs')
    .values({
      id: 'rollup-1',
      name: 'analytics.rollup',
      payload: '{}',
      concurrency_key: `analytics.rollup:${pushShop.id}`,
      status: 'running',
      run_after: 1,
      created_at: 1,
      started_at: 1,
      finished_at: null,
      heartbeat_at: 1,
      locked_by: 'elsewhere',
      error_code: null,
      error_message: null,
      result: null,
      shop_id: pushShop.id,
    })
    .execute();
  const expected = { [feedShop.id]: true, [pushShop.id]: false };
  expect(await syncing('/API/shops/status')).toEqual(expected);
  expect(await syncing('/API/shops')).toEqual(expected);

  await app.database.db
    .updateTable('jobs')
    .set({ status: 'succeeded' })
    .where('shop_id', '=', feedShop.id)
    .execute();
  const idle = { [feedShop.id]: false, [pushShop.id]: false };
  expect(await syncing('/API/shops/status')).toEqual(idle);
  expect(await syncing('/API/shops')).toEqual(idle);
});
