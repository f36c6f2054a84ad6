import type { ClientConfiguration, Plan, Shop } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../../test/custom-shops';
import {
  BROWSER_USER_AGENT,
  fineTuningWith,
  queryField,
  saveConf,
  setupWith,
} from '../../../../test/shop-setup';
import { createTestApp, testClock, type TestApp } from '../../../../test/test-app';
import { MeteringService } from './metering.service';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('metering through the search route', () => {
  const clock = testClock(Date.UTC(2026, 5, 15, 12));
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const type = async (keystrokes: readonly string[], userAgent: string, remoteAddress: string) => {
    for (const q of keystrokes) {
      clock.advance(300);
      const answer = await app.server.inject({
        url: `/API/shops/${shop.key}/search?q=${encodeURIComponent(q)}`,
        headers: { 'user-agent': userAgent },
        remoteAddress,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  };
  const get = async <T>(url: string) =>
    (await app.server.inject({ url: `/API${url}`, headers: owner.headers })).json<T>();

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock, runJobs: false });
    owner = await createAccount(app.server, app.config.dataDir, 'meter@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const upserts = [
      { id: 'sofa-1', title: 'Sofa letto', price: { amount: 499, currency: 'EUR' } },
    ];
    expect((await pushBatch(app.server, owner.apiKey, shop.id, { upserts })).statusCode).toBe(200);
    // A setup makes the shop completed: only completed shops are metered.
    const saved = await saveConf(app.server, owner, shop.id, {
      setup: setupWith({ query: { title: queryField() } }),
      fineTuning: fineTuningWith({ ips: ['10.9.0.0/16'] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('meters one query per human intent: keystrokes, bots and excluded addresses add nothing', async () => {
    await type(['s', 'so', 'sof', 'sofa'], BROWSER_USER_AGENT, '10.9.4.2');
    await type(['s', 'so', 'sof', 'sofa'], GOOGLEBOT, '66.249.66.1');
    await type(['s', 'so', 'sof', 'sofa'], BROWSER_USER_AGENT, '8.8.4.4');
    clock.advance(60_000);
    await type(['letto'], BROWSER_USER_AGENT, '8.8.4.4');
    await app.services.eventWriter.flush();

    const [plan] = await get<Plan[]>('/customers/me/plan');
    expect(plan?.usage).toMatchObject({ requests: 2, threshold: 1_000, state: 'ok' });
    // The same count as the shop's requests in GET shops, and the tier's balance.
    const shops = await get<Shop[]>('/shops');
    expect(shops.find((each) => each.id === shop.id)?.requests).toBe(2);
    expect(await get<ClientConfiguration>('/customers/me/tier')).toMatchObject({
      tier: { label: 'Trial', limit: 1_000, limitLabel: '1K' },
      balance: 2,
      remaining: 998,
    });
  });

  it("keeps a deleted shop's searches in the month's count", async () => {
    const [before] = await get<Plan[]>('/customers/me/plan');
    expect(before?.usage?.requests).toBe(2);
    const deleted = await app.server.inject({
      method: 'DELETE',
      url: `/API/shops/${shop.id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await get<Shop[]>('/shops')).toEqual([]);
    const [after] = await get<Plan[]>('/customers/me/plan');
    expect(after?.usage).toMatchObject({ requests: 2, threshold: 1_000, state: 'ok' });
  });
});

/** A shop of customer `c` as metering lists it; a completed one is published too. */
const billingShop = (id: string, completed: boolean) => ({
  id,
  key: `k${id}`,
  customerId: 'c',
  platform: 'x',
  published: completed,
  completed,
});

describe('MeteringService', () => {
  it("sums the month's intents of completed shops only", async () => {
    const asked: string[][] = [];
    const metering = new MeteringService({
      counts: {
        monthlyIntentsOf: (ids) => {
          asked.push([...ids]);
          return Promise.resolve(new Map(ids.map((id) => [id, id === 'a' ? 700 : 150])));
        },
      },
      shops: {
        list: () =>
          Promise.resolve([
            billingShop('a', true),
            billingShop('b', true),
            billingShop('w', false),
          ]),
      },
      overage: { count: () => Promise.resolve(0) },
      retired: { intents: () => Promise.resolve(0) },
    });
    const usage = await metering.usage('c', 1_000, Date.UTC(2026, 5, 15) / 1000);
    expect(asked).toEqual([['a', 'b']]);
    expect(usage).toEqual({
      requests: 850,
      threshold: 1_000,
      state: 'reaching',
      overageBlocks: 0,
      monthStart: Date.UTC(2026, 5, 1) / 1000,
    });
  });

  it("adds the deleted shops' days of the period, the period's end excluded", async () => {
    const retiredAsked: [string, number, number][] = [];
    const metering = new MeteringService({
      counts: { monthlyIntentsOf: (ids) => Promise.resolve(new Map(ids.map((id) => [id, 40]))) },
      shops: {
        list: () => Promise.resolve([billingShop('a', true)]),
      },
      overage: { count: () => Promise.resolve(0) },
      retired: {
        intents: (customerId, fromDay, toDay) => {
          retiredAsked.push([customerId, fromDay, toDay]);
          return Promise.resolve(25);
        },
      },
    });
    const june = Date.UTC(2026, 5, 1) / 1000;
    const july = Date.UTC(2026, 6, 1) / 1000;
    // June, as the payment history asks for a past month: up to July's start, July 1st excluded.
    expect(await metering.requests('c', june, july)).toBe(65);
    expect(retiredAsked).toEqual([['c', june / 86_400, july / 86_400 - 1]]);
    expect(await metering.requests('c', july, july)).toBe(0);
  });
});
