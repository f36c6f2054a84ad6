import type { Plan } from '@trova/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createAccount, type TestAccount } from './accounts';
import { insertRollups } from './analytics-rollups';
import { createTestApp, testClock, type TestApp, type TestClock } from './test-app';

export const DAY_MS = 86_400_000;

/** Complete Italian company billing information (SDI and PEC included). */
export const ITALIAN_COMPANY = {
  firstName: 'Anna',
  lastName: 'Rossi',
  companyName: 'Negozio Rossi srl',
  address: 'Via Roma 1',
  email: 'fatture@negozio.it',
  city: 'Milano',
  vat: 'IT01234567890',
  country: 'IT',
  state: 'MI',
  zip: '20100',
  sdi: 'ABC1234',
  pec: 'negozio@pec.it',
};

export interface BillingHarness {
  app: TestApp;
  clock: TestClock;
  signUp(email: string, billingInfo?: object | null): Promise<TestAccount>;
  call(
    account: TestAccount,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** `GET customers/me/plan`'s selected plan. */
  plan(account: TestAccount): Promise<Plan>;
  /** A completed shop of the account (a push shop with an index start), not published. */
  addShop(account: TestAccount, id: string, platform?: string): Promise<void>;
  /** Human search intents of a shop on the UTC day holding `atMs`, as the rollup writes them. */
  meter(shopId: string, atMs: number, intents: number): Promise<void>;
  /** The manual provider's operator command, for an invoice of the account. */
  mark(number: string, outcome: 'paid' | 'failed'): Promise<void>;
  /** One billing pass (renewals, overage, serving), as the timer runs it. */
  runCycle(): Promise<void>;
  advanceDays(days: number): void;
  dispose(): Promise<void>;
}

/**
 * A wired app on a movable clock for billing's acceptance tests: sessions last years (so moving a
 * month does not sign anyone out), and no timer runs: tests run the billing pass themselves.
 */
export async function billingHarness(
  startMs = Date.UTC(2026, 2, 2, 10),
  env: NodeJS.ProcessEnv = {},
): Promise<BillingHarness> {
  const clock = testClock(startMs);
  const app = await createTestApp(
    { SESSION_TTL_HOURS: '87600', ...env },
    { now: clock, runJobs: false },
  );
  const db = app.database.db;
  const harness: BillingHarness = {
    app,
    clock,
    async signUp(email, billingInfo = ITALIAN_COMPANY) {
      const account = await createAccount(app.server, app.config.dataDir, email);
      if (billingInfo !== null) {
        const saved = await harness.call(account, 'PUT', '/customers/me', billingInfo);
        if (saved.statusCode !== 200) throw new Error(`billing info refused: ${saved.body}`);
      }
      return account;
    },
    call: (account, method, path, payload) =>
      app.server.inject({
        method,
        url: `/API${path}`,
        headers: account.headers,
        ...(payload ? { payload } : {}),
      }),
    async plan(account) {
      const answer = await harness.call(account, 'GET', '/customers/me/plan');
      const [plan] = answer.json<Plan[]>();
      if (!plan) throw new Error(`no plan: ${answer.body}`);
      return plan;
    },
    async addShop(account, id, platform = 'custom-integration') {
      await db
        .insertInto('shops')
        .values({
          id,
          key: `key-${id}`,
          customer_id: account.customerId,
          url: `https://${id}.example`,
          sector: null,
          cms_type: platform,
          cms_version: null,
          language_iso: 'it',
          created_at: 1,
        })
        .execute();
      await db
        .insertInto('shop_runtime')
        .values({ shop_id: id, last_sync_start_time: 1, last_index_start_time: 2 })
        .execute();
    },
    meter: (shopId, atMs, intents) =>
      insertRollups(db, 'analytics_days', [
        { shop_id: shopId, day: Math.floor(atMs / DAY_MS), intents },
      ]),
    async mark(number, outcome) {
      await app.services.accountBilling.payments.mark(number, outcome);
    },
    async runCycle() {
      await app.services.accountBilling.cycle.run();
    },
    advanceDays(days) {
      clock.advance(days * DAY_MS);
    },
    dispose: () => app.dispose(),
  };
  return harness;
}
