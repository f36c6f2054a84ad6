import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventsRepository } from '../events/index';
import { ShopsRepository } from '../shops/index';
import { DEMO_OFFICE_IP } from './demo-setup';
import { DemoShopService } from './demo-shop.service';
import { demoShop, simulateDemoTraffic } from './demo-traffic';
import { DemoService } from './demo.service';

describe('the demo shop’s simulated traffic', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, indexOptimizeDelayMs: 0, runJobs: false });
  });
  afterAll(() => app.dispose());

  const lines: string[] = [];
  const simulate = () =>
    simulateDemoTraffic({
      config: app.config,
      database: app.database,
      registry: app.services.registry,
      progress: (line) => lines.push(line),
      days: 2,
      shoppersPerDay: 12,
    });

  it('does nothing before npm start made the demo shop', async () => {
    expect(await demoShop(app.database)).toBeUndefined();
    expect(await simulate()).toBeUndefined();
  });

  it('fills the demo shop once, from its live index, with staff on its office address', async () => {
    const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const login = await new DemoService({
      db: app.database.db,
      customers: app.services.customers,
      dataDir: app.config.dataDir,
      now: Date.now,
      lifecycle: app.services.accountBilling.lifecycle,
    }).ensure();
    await new DemoShopService({
      shops: new ShopsRepository(app.database.db),
      configuration: app.services.configurationEdits,
      publishing: app.services.publishing,
      baseUrl,
      items: 300,
    }).ensure(login);
    await app.services.indexing.idle();
    const shop = await demoShop(app.database);
    expect(shop).toBeDefined();
    expect(app.services.registry.get(shop?.key ?? '')?.excludedIps.has(DEMO_OFFICE_IP)).toBe(true);

    const first = await simulate();
    expect(first?.summary.shoppers.human).toBeGreaterThan(0);
    const searches = Object.values(first?.summary.searches ?? {}).reduce((a, b) => a + b, 0);
    expect(lines[0]).toContain('simulating 2 days');
    expect(lines.at(-1)).toContain(`${searches} searches`);
    const events = () =>
      new EventsRepository(app.database.db).between(shop?.id ?? '', 0, Date.now());
    const stored = (await events()).length;
    expect(stored).toBeGreaterThan(0);
    // A second start leaves the history as it is, silently.
    const printed = lines.length;
    expect(await simulate()).toBeUndefined();
    expect(lines).toHaveLength(printed);
    expect(await events()).toHaveLength(stored);
  }, 60_000);
});
