import { afterEach, beforeEach, expect, it } from 'vitest';
import { JobsRepository } from '../jobs/jobs.repository';
import { ShopsRepository } from '../shops/shops.repository';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DemoShopService } from './demo-shop.service';
import { DemoService } from './demo.service';

let app: TestApp;

beforeEach(async () => {
  // Private feeds stay refused: the demo file is read through its own exemption, not the network.
  app = await createTestApp({}, { indexDebounceMs: 0, sync: { runner: { pollMs: 20 } } });
});
afterEach(() => app.dispose());

it('gives the demo account a feed shop whose generated catalogue arrives through the sync job', async () => {
  const login = await new DemoService({
    db: app.database.db,
    customers: app.services.customers,
    dataDir: app.config.dataDir,
    now: Date.now,
  }).ensure();
  const demoShop = new DemoShopService({
    shops: new ShopsRepository(app.database.db),
    integrations: app.services.integrations,
    configuration: app.services.shopConfiguration,
    dataDir: app.config.dataDir,
    items: 300,
  });
  expect(await demoShop.ensure(login.customerId)).toEqual({ created: true });
  expect(await demoShop.ensure(login.customerId)).toEqual({ created: false });
  await app.services.jobs.idle();
  const [shop] = await new ShopsRepository(app.database.db).listByCustomer(login.customerId);
  expect(shop).toMatchObject({ cms_type: 'google-shopping', skus: 300 });
  const jobs = new JobsRepository(app.database.db, app.database.dialect);
  expect(await jobs.syncingShopIds([shop?.id ?? ''])).toEqual(new Set());
  const search = await app.server.inject({
    method: 'GET',
    url: `/API/shops/${shop?.key ?? ''}/search?q=sneaker`,
  });
  expect(search.json<{ results_count: number }>().results_count).toBeGreaterThan(0);
  // Configured like a wizard-finished shop: its lifecycle is complete and its synonyms apply.
  const [configured] = await new ShopsRepository(app.database.db).listByCustomer(login.customerId);
  expect(configured?.last_index_start_time).not.toBeNull();
  const total = async (q: string) =>
    (
      await app.server.inject({ method: 'GET', url: `/API/shops/${shop?.key ?? ''}/search?q=${q}` })
    ).json<{ results_count: number }>().results_count;
  const headphones = await total('headphones');
  expect(headphones).toBeGreaterThan(0);
  expect(await total('cuffie')).toBe(headphones);
});

it('never reads a file:// URL the shop does not record as its own feed', async () => {
  const login = await new DemoService({
    db: app.database.db,
    customers: app.services.customers,
    dataDir: app.config.dataDir,
    now: Date.now,
  }).ensure();
  const { id } = await app.services.integrations.createFeedShop(login.customerId, {
    shopUrl: 'https://x.it',
    languageIso: 'it',
    feedUrl: 'file:///etc/passwd',
    internalFile: '/tmp/other.xml',
  });
  await app.services.jobs.idle();
  const jobs = await app.database.db
    .selectFrom('jobs')
    .selectAll()
    .where('shop_id', '=', id)
    .execute();
  expect(jobs).toEqual([
    expect.objectContaining({ status: 'failed', error_code: 'feed-url-invalid' }),
  ]);
});
