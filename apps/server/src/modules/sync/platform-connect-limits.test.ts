import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { FakeStore } from '../../../test/fake-platform-client';

const WOO = {
  platform: 'woocommerce',
  storeUrl: 'https://scarpe.example',
  consumerKey: 'ck_anna',
  consumerSecret: 'cs_anna',
};

/**
 * The wizard's calls that reach a store: an owner's check runs with interactive limits, every
 * client is closed after its use, and a customer's calls are counted against a window's budget.
 */
describe('platform checks: limits and sockets', { timeout: 60_000 }, () => {
  let app: TestApp;
  let store: FakeStore;
  let anna: TestAccount;
  let marco: TestAccount;
  let built: { interactive: boolean; closed: boolean }[];

  beforeEach(async () => {
    store = new FakeStore();
    built = [];
    app = await createTestApp(
      {},
      {
        indexDebounceMs: 0,
        sync: {
          runner: { backoffMs: [0, 0], pollMs: 20 },
          platformClient: (link, interactive) => {
            const use = { interactive: interactive === true, closed: false };
            built.push(use);
            return { ...store.client(link), close: () => (use.closed = true) };
          },
        },
      },
    );
    anna = await createAccount(app.server, app.config.dataDir, 'anna-limits@shop.it');
    marco = await createAccount(app.server, app.config.dataDir, 'marco-limits@shop.it');
  });
  afterEach(() => app.dispose());

  function check(account: TestAccount) {
    return app.server.inject({
      method: 'POST',
      url: '/API/integrations/platforms/check',
      headers: account.headers,
      payload: WOO,
    });
  }

  it('checks interactively, imports as a job, and closes every client', async () => {
    const connected = await app.server.inject({
      method: 'POST',
      url: '/API/integrations/platforms',
      headers: anna.headers,
      payload: { shopUrl: 'https://scarpe.example', languageIso: 'it', credentials: WOO },
    });
    expect(connected.statusCode).toBe(200);
    await app.services.jobs.idle();
    expect(built).toEqual([
      { interactive: true, closed: true },
      { interactive: false, closed: true },
    ]);
  });

  it("counts a customer's checks, and not against another customer", async () => {
    for (let call = 0; call < 30; call += 1) expect((await check(anna)).statusCode).toBe(200);
    const refused = await check(anna);
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
      429,
      'too-many-requests',
    ]);
    expect(built).toHaveLength(30);
    expect((await check(marco)).statusCode).toBe(200);
  });
});
