import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  startStoredenFake,
  type StoredenFake,
} from '../platforms/index';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Storeden's public Auth URL: the bounds a public, unsigned route needs. */
// Each test builds a whole app: slow on a loaded machine, not a timing claim.
describe('Storeden Auth URL', { timeout: 30_000 }, () => {
  let app: TestApp | undefined;
  let fake: StoredenFake | undefined;

  afterEach(async () => {
    await app?.dispose();
    await fake?.close();
    app = undefined;
    fake = undefined;
  });

  const open = async (env: NodeJS.ProcessEnv = {}) => {
    fake = await startStoredenFake({});
    app = await createTestApp(
      {
        TROVA_ALLOW_PRIVATE_FEEDS: 'true',
        TROVA_PLATFORM_TEST_TARGETS: `127.0.0.1:${fake.port}`,
        TROVA_STOREDEN_API_ORIGIN: fake.url,
        ...env,
      },
      { runJobs: false },
    );
    return { app, fake };
  };
  const post = (target: TestApp, payload: string, headers: Record<string, string> = FORM) =>
    target.server.inject({
      method: 'POST',
      url: '/API/integrations/storeden/install',
      headers,
      payload,
    });
  const pair = new URLSearchParams({
    instance: '5f1a2b3c4d5e6f7a8b9c0d1e',
    key: STOREDEN_FIXTURE_KEY,
    exchange: STOREDEN_FIXTURE_EXCHANGE,
  }).toString();

  it('checks the pair against the configured Storeden API and redirects a browser to the claim page', async () => {
    const opened = await open();
    const answer = await post(opened.app, pair, { ...FORM, accept: 'text/html,*/*;q=0.8' });
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toMatch(/^\/wizard\/cms\?storeden=[A-Za-z0-9_-]{20,64}$/);
    expect(opened.fake.requests.length).toBeGreaterThan(0);
  });

  it("answers Storeden's server 200 with the claim page, holding one claim", async () => {
    const opened = await open();
    const answer = await post(opened.app, pair);
    expect(answer.statusCode, answer.body).toBe(200);
    const { claimUrl } = answer.json<{ claimUrl: string }>();
    expect(claimUrl).toMatch(/^\/wizard\/cms\?storeden=[A-Za-z0-9_-]{20,64}$/);
    const held = await opened.app.database.db
      .selectFrom('storeden_installs')
      .select('claim')
      .execute();
    expect(held.map((row) => row.claim)).toEqual([claimUrl.split('=')[1]]);
  });

  it('refuses a body larger than a Storeden form, calling nobody', async () => {
    const opened = await open();
    const answer = await post(opened.app, `${pair}&padding=${'x'.repeat(8000)}`);
    expect(answer.statusCode).toBe(413);
    expect(opened.fake.requests).toEqual([]);
  });

  it('refuses a post without instance, key and exchange, calling nobody', async () => {
    const opened = await open();
    const answer = await post(opened.app, JSON.stringify({ key: 'k' }), {
      'content-type': 'application/json',
    });
    expect(answer.statusCode).toBe(400);
    expect(opened.fake.requests).toEqual([]);
  });

  it('limits the calls a client address makes', async () => {
    const opened = await open({ TROVA_RATE_LIMIT_SEARCH_PER_IP: '2' });
    const codes: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      codes.push((await post(opened.app, 'instance=x')).statusCode);
    }
    expect(codes).toEqual([400, 400, 429]);
  });
});
