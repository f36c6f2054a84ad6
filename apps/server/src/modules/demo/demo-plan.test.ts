import {
  analyticsOverviewSchema,
  TRIAL_QUERY_THRESHOLD,
  type Plan,
  type PlanUsage,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runBackdated } from '../simulator/index';
import { ShopsRepository } from '../shops/index';
import { DemoShopService } from './demo-shop.service';
import { DEMO_SHOPPERS_PER_DAY, demoShop } from './demo-traffic';
import { DEMO_MONTHLY_QUERIES, DemoService, type DemoLogin } from './demo.service';

/**
 * A week of the demo's busiest month, December (the Christmas peak), here of last year: a whole
 * month costs four times the seconds and says the same.
 */
const DECEMBER = Date.UTC(2025, 11, 1);
const WEEK_AFTER = Date.UTC(2025, 11, 8);

/**
 * The first screen after the demo's login (docs/product/analytics.md#traffic-simulator): its
 * account runs on a plan its simulated traffic fits, so no "limit exceeded", and its funnel
 * counts the visitors who never search.
 */
describe('the demo account’s plan and funnel', () => {
  let app: TestApp;
  let login: DemoLogin;
  let headers: { authorization: string };
  let shopId = '';

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, indexOptimizeDelayMs: 0, runJobs: false });
    const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const demo = () =>
      new DemoService({
        db: app.database.db,
        customers: app.services.customers,
        dataDir: app.config.dataDir,
        now: Date.now,
        lifecycle: app.services.accountBilling.lifecycle,
      }).ensure();
    login = await demo();
    // A second start finds the account on its plan and leaves it there.
    await demo();
    await new DemoShopService({
      shops: new ShopsRepository(app.database.db),
      configuration: app.services.configurationEdits,
      publishing: app.services.publishing,
      baseUrl,
      items: 300,
    }).ensure(login);
    await app.services.indexing.idle();
    const shop = await demoShop(app.database);
    shopId = shop?.id ?? '';
    await runBackdated({
      config: app.config,
      database: app.database,
      shopKey: shop?.key ?? '',
      days: 7,
      shoppersPerDay: DEMO_SHOPPERS_PER_DAY,
      seed: 1,
      liveRegistry: app.services.registry,
      todayMs: WEEK_AFTER,
    });
    const session = await app.server.inject({
      method: 'POST',
      url: '/API/session',
      payload: { username: login.email, password: login.password },
    });
    headers = { authorization: `Bearer ${session.json<{ jwt: string }>().jwt}` };
  }, 180_000);
  afterAll(() => app.dispose());

  it('fits its busiest month into its plan (under its warning), which the trial would not', async () => {
    const answer = await app.server.inject({ url: '/API/customers/me/plan', headers });
    const [plan] = answer.json<(Plan & { usage: PlanUsage })[]>();
    expect(plan?.key).toBe('custom');
    expect(plan?.usage).toMatchObject({ threshold: DEMO_MONTHLY_QUERIES, state: 'ok' });
    const week = await app.services.billing.monthlyIntentsOf([shopId], DECEMBER, WEEK_AFTER);
    const month = ((week.get(shopId) ?? 0) * 31) / 7;
    expect(month).toBeGreaterThan(TRIAL_QUERY_THRESHOLD);
    expect(month).toBeLessThan(DEMO_MONTHLY_QUERIES * 0.8);
  });

  it('shows a funnel in which not every visitor searched', async () => {
    const answer = await app.server.inject({
      method: 'POST',
      url: `/API/analytics/${shopId}/overview`,
      headers,
      payload: { device: 'all', date: { from: DECEMBER / 1000, to: WEEK_AFTER / 1000 - 1 } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = analyticsOverviewSchema.parse(answer.json());
    expect(overview.kpi.use_search.value).toBeGreaterThan(20);
    expect(overview.kpi.use_search.value).toBeLessThan(60);
    expect(overview.detail.withResults).toBeLessThan(overview.kpi.use_search.value);
  });
});
