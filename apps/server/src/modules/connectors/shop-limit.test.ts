import { PLAN_SHOP_LIMITS, type Plan } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { planShopLimit } from './shop-limit';

/**
 * Shops per account are capped by plan (docs/product/billing.md#shops-per-plan) on every call that
 * creates one: the push API's registration and the wizard's Google Shopping connect.
 */
describe('shops per account', () => {
  let app: TestApp;
  let anna: TestAccount;
  let marco: TestAccount;
  const count = async (table: 'shops' | 'shop_feeds' | 'jobs') =>
    Number(
      (
        await app.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const registerCustom = (account: TestAccount) =>
    app.server.inject({
      method: 'POST',
      url: '/API/integrations/custom',
      headers: { 'x-api-key': account.apiKey },
      payload: { shopUrl: 'https://shop.example', languageIso: 'it' },
    });
  const connectFeed = (account: TestAccount) =>
    app.server.inject({
      method: 'POST',
      url: '/API/integrations/google-shopping',
      headers: account.headers,
      payload: {
        shopUrl: 'https://shop.example',
        languageIso: 'it',
        feedUrl: 'https://shop.example/feed.xml',
      },
    });

  beforeEach(async () => {
    app = await createTestApp({}, { runJobs: false });
    anna = await createAccount(app.server, app.config.dataDir, 'anna@negozio.it');
    marco = await createAccount(app.server, app.config.dataDir, 'marco@negozio.it');
  });
  afterEach(() => app.dispose());

  it("refuses a trial account's shop beyond its plan's limit on every creating call", async () => {
    expect(PLAN_SHOP_LIMITS.trial).toBe(3);
    for (const answer of [
      await registerCustom(anna),
      await connectFeed(anna),
      await registerCustom(anna),
    ]) {
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const [feeds, jobs] = [await count('shop_feeds'), await count('jobs')];

    for (const refused of [await registerCustom(anna), await connectFeed(anna)]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        status: 'ERROR',
        code: 'shop-limit-reached',
        details: { limit: 3 },
      });
    }
    // Nothing of the refused shops was written: no shop, no feed schedule, no sync queued.
    expect(await count('shops')).toBe(3);
    expect([await count('shop_feeds'), await count('jobs')]).toEqual([feeds, jobs]);

    // Another account has its own limit.
    expect((await registerCustom(marco)).statusCode).toBe(200);
    expect(await count('shops')).toBe(4);
  });

  it('frees a place when a shop is deleted', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await registerCustom(anna)).json<{ id: string }>().id);
    }
    expect((await registerCustom(anna)).statusCode).toBe(409);
    const deleted = await app.server.inject({
      method: 'DELETE',
      url: `/API/shops/${ids[0] ?? ''}`,
      headers: anna.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await registerCustom(anna)).statusCode).toBe(200);
  });
});

describe('planShopLimit', () => {
  const now = () => Date.parse('2026-11-29T12:00:00Z');
  const plan = (key: Plan['key'], subscriptionTimestamp: number | null) =>
    ({ key, subscriptionTimestamp }) as Plan;
  const limitOf = (plans: Plan[]) => planShopLimit(() => plans, now)('c1');

  it("answers the effective plan's limit: the trial's until a subscription starts", async () => {
    expect(await limitOf([])).toBe(PLAN_SHOP_LIMITS.trial);
    expect(await limitOf([plan('little', 1_700_000_000)])).toBe(PLAN_SHOP_LIMITS.little);
    expect(await limitOf([plan('advanced', 1_700_000_000)])).toBe(PLAN_SHOP_LIMITS.advanced);
    expect(await limitOf([plan('advanced', now() / 1000 + 86_400)])).toBe(PLAN_SHOP_LIMITS.trial);
  });
});
