import type { EventsAnswer } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventsRepository } from './events.repository';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36';
const purchase = {
  kind: 'purchase',
  userToken: 'shopper-1',
  queryID: 'a'.repeat(32),
  objectIDs: ['p1', 'p2'],
  positions: [1, 4],
  prices: [19.99, 5],
  quantities: [1, 3],
  value: 34.99,
  currency: 'EUR',
  device: 'mobile',
};

describe('POST /API/events', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let hidden: CustomShop;

  const send = (key: string, events: unknown[], userAgent = CHROME) =>
    app.server.inject({
      method: 'POST',
      url: `/API/events?key=${key}`,
      headers: { 'user-agent': userAgent, origin: 'https://shop.example' },
      payload: { events },
    });
  const stored = async () => {
    await app.services.eventWriter.flush();
    return new EventsRepository(app.database.db).between(shop.id, 0, Number.MAX_SAFE_INTEGER);
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    hidden = await registerCustomShop(app.server, owner, 'https://hidden.example', {
      published: false,
    });
    for (const each of [shop, hidden]) {
      await pushBatch(app.server, owner.apiKey, each.id, { upserts: [{ id: 'p1', title: 'x' }] });
    }
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('stores good events, answers bad ones by index, CORS open', async () => {
    // A queryID this shop issued: the purchase then counts as the shopper's (not `unverified`).
    const searched = await app.server.inject({
      url: `/API/shops/${shop.key}/search?q=x`,
      headers: { 'user-agent': CHROME },
    });
    const { queryID } = searched.json<{ queryID: string }>();
    const answer = await send(shop.key, [
      { ...purchase, queryID },
      { kind: 'click', userToken: 'shopper-1' },
      { kind: 'click', userToken: 'shopper-1', objectIDs: ['p1'], positions: [1, 2] },
      { kind: 'nope' },
      { ...purchase, timestamp: Date.now() - 30 * 24 * 3600 * 1000 },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.json<EventsAnswer>()).toEqual({
      accepted: 1,
      rejected: [
        { index: 1, reason: 'missing-objects' },
        { index: 2, reason: 'positions-mismatch' },
        { index: 3, reason: 'invalid-shape' },
        { index: 4, reason: 'too-old' },
      ],
    });
    const [row] = (await stored()).filter((event) => event.kind === 'purchase');
    expect(row).toMatchObject({
      user_token: 'shopper-1',
      query_id: queryID,
      object_ids: '["p1","p2"]',
      positions: '[1,4]',
      prices: '[19.99,5]',
      quantities: '[1,3]',
      value: 34.99,
      currency: 'EUR',
      device: 'mobile',
      flag: 'human',
      user_agent: CHROME,
    });
  });

  it('flags bots instead of dropping their events', async () => {
    const answer = await send(shop.key, [{ ...purchase, userToken: 'bot-1' }], 'HeadlessChrome/1');
    expect(answer.json<EventsAnswer>().accepted).toBe(1);
    const rows = (await stored()).filter((event) => event.user_token === 'bot-1');
    expect(rows.map((event) => event.flag)).toEqual(['bot']);
  });

  it('answers unknown and unpublished shops like search does', async () => {
    expect((await send('no-such-key', [purchase])).json()).toMatchObject({
      code: 'shop-not-found',
    });
    const unpublished = await send(hidden.key, [purchase]);
    expect(unpublished.statusCode).toBe(403);
    expect(unpublished.json()).toMatchObject({ code: 'shop-not-published' });
  });

  it('refuses an empty or oversized batch as a whole', async () => {
    expect((await send(shop.key, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 1001 }, () => purchase);
    expect((await send(shop.key, tooMany)).statusCode).toBe(400);
  });

  it('answers the preflight of a storefront on another domain', async () => {
    const preflight = await app.server.inject({
      method: 'OPTIONS',
      url: `/API/events?key=${shop.key}`,
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });
});
