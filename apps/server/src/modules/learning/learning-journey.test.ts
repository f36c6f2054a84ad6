import { defaultCampaign, type Campaign, type SearchResponse } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import {
  BROWSER_USER_AGENT,
  fineTuningWith,
  queryField,
  saveConf,
  setupWith,
} from '../../../test/shop-setup';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';

const SETUP = setupWith({ query: { title: queryField() } });
/** The shop's setup with learned ranking at `strength` (0..100), on or off. */
const learningAs = (enabled: boolean, strength = 50) => ({
  ...SETUP,
  config: {
    ...SETUP.config,
    learning: { enabled, strength, placement: 'after-exactness' as const },
  },
});
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/**
 * Ten sofas `sofa` matches alike (and `velluto`, another query with no history, too), and a lamp
 * neither query matches.
 */
const CATALOGUE = [
  ...[
    'oslo',
    'bergen',
    'milano',
    'roma',
    'napoli',
    'torino',
    'parma',
    'lecce',
    'pisa',
    'siena',
  ].map((id) => ({ id, title: `Sofa ${id} velluto` })),
  { id: 'lamp', title: 'Lampada da terra' },
];

/**
 * Issue 37's server acceptance through the real search route and events API
 * (docs/product/learning.md): shoppers' clicks at a deep position lift the product for that
 * query only; bots and excluded addresses change nothing; a pin still wins; switching learning
 * off restores the static order at once.
 */
describe('learned ranking from shoppers, end to end', () => {
  const clock = testClock(Date.UTC(2026, 5, 15, 12));
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const search = async (q: string, who: { token?: string; ip?: string; agent?: string } = {}) => {
    const token = who.token === undefined ? '' : `&userToken=${who.token}`;
    const answer = await app.server.inject({
      url: `/API/shops/${shop.key}/search?q=${encodeURIComponent(q)}${token}`,
      headers: { 'user-agent': who.agent ?? BROWSER_USER_AGENT },
      remoteAddress: who.ip ?? '8.8.8.8',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<SearchResponse>();
  };
  const ids = async (q: string) => (await search(q)).results.map((hit) => hit.header.externalId);
  /** Shoppers (or bots, or staff) who search `q` and click `product` where it is shown. */
  const clickers = async (
    q: string,
    product: string,
    count: number,
    who: { ip?: (n: number) => string; agent?: string; prefix: string },
  ) => {
    for (let n = 0; n < count; n++) {
      clock.advance(60_000);
      const token = `${who.prefix}-${n}`;
      const ip = who.ip?.(n) ?? `8.8.${n}.1`;
      const answer = await search(q, { token, ip, ...(who.agent ? { agent: who.agent } : {}) });
      const position = answer.results.findIndex((hit) => hit.header.externalId === product) + 1;
      expect(position).toBeGreaterThan(0);
      const sent = await app.server.inject({
        method: 'POST',
        url: `/API/events?key=${shop.key}`,
        headers: { 'user-agent': who.agent ?? BROWSER_USER_AGENT, origin: 'https://shop.example' },
        remoteAddress: ip,
        payload: {
          events: [
            {
              kind: 'click',
              userToken: token,
              queryID: answer.queryID,
              objectIDs: [product],
              positions: [position],
            },
          ],
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
  };
  const relearn = async () => {
    await app.services.eventWriter.flush();
    clock.advance(60_000);
    return app.services.learning.rebuild(shop.id, true);
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock, runJobs: false });
    owner = await createAccount(app.server, app.config.dataDir, 'learning@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const pushed = await pushBatch(app.server, owner.apiKey, shop.id, { upserts: CATALOGUE });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const saved = await saveConf(app.server, owner, shop.id, {
      fineTuning: fineTuningWith({ ips: ['10.9.0.0/16'] }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('changes nothing for bot and excluded-IP clicks', async () => {
    const before = await ids('sofa');
    const deep = before.at(-1)!;
    await clickers('sofa', deep, 6, { prefix: 'bot', agent: GOOGLEBOT });
    await clickers('sofa', deep, 6, { prefix: 'staff', ip: (n) => `10.9.${n}.7` });
    const built = await relearn();
    expect(built).toMatchObject({ stored: true, queries: 0 });
    expect(await ids('sofa')).toEqual(before);
  });

  it('lifts a product clicked at a deep position for that query only', async () => {
    const before = await ids('sofa');
    const otherBefore = await ids('velluto');
    const deep = before[7]!;
    // In the other query the product ranks below others too, on the same text rules.
    expect(otherBefore.indexOf(deep)).toBeGreaterThan(0);
    await clickers('sofa', deep, 6, { prefix: 'shopper' });
    expect(await relearn()).toMatchObject({ stored: true, queries: 1 });
    // At strength 10 the prior has no level of its own (a quarter of 3 levels): only a query's
    // own scores rank. A setup with new query fields rebuilds the index: the new one gets them.
    const weak = await saveConf(app.server, owner, shop.id, { setup: learningAs(true, 10) });
    expect(weak.statusCode, weak.body).toBe(200);
    await app.services.indexing.idle();
    const after = await ids('sofa');
    expect(after.indexOf(deep)).toBeLessThan(before.indexOf(deep));
    expect(after.indexOf(deep)).toBe(0);
    // The lamp matches nothing: learning never brings it in.
    expect(after).not.toContain('lamp');
    // Another query it matches alike keeps its static order: the scores are the query's own.
    expect(await ids('velluto')).toEqual(otherBefore);
  });

  it('restores the static order at once when the owner turns learning off', async () => {
    const first = await saveConf(app.server, owner, shop.id, { setup: learningAs(true) });
    expect(first.statusCode, first.body).toBe(200);
    await app.services.indexing.idle();
    const learned = await ids('sofa');
    const off = await saveConf(app.server, owner, shop.id, { setup: learningAs(false) });
    expect(off.statusCode, off.body).toBe(200);
    const staticOrder = await ids('sofa');
    expect(staticOrder).not.toEqual(learned);
    expect(staticOrder[0]).not.toBe(learned[0]);
    const on = await saveConf(app.server, owner, shop.id, { setup: learningAs(true) });
    expect(on.statusCode, on.body).toBe(200);
    expect(await ids('sofa')).toEqual(learned);
  });

  it('never beats a Visual Machine pin', async () => {
    const learned = await ids('sofa');
    const pinned = learned.at(-1)!;
    const chosen = { id: pinned, title: pinned, image: '', price: 1, url: '', isAlive: true };
    const campaign: Campaign = {
      ...defaultCampaign(),
      name: 'Pinned sofa',
      conditions: [
        {
          queries: [{ type: 'queryContains', value: 'sofa' }],
          facet: { type: 'filterIs', filters: [] },
        },
      ],
      actions: [{ type: 'pin', products: [chosen] }],
    };
    const created = await app.server.inject({
      method: 'POST',
      url: `/API/shops/${shop.id}/visual-machine`,
      headers: owner.headers,
      payload: campaign as unknown as Record<string, unknown>,
    });
    expect(created.statusCode, created.body).toBe(200);
    const after = await ids('sofa');
    expect(after[0]).toBe(pinned);
    // Below the pin, the learned order stands.
    expect(after.slice(1)).toEqual(learned.filter((id) => id !== pinned));
  });

  it("drops a deleted shop's learned signals from memory", async () => {
    const { learning } = app.services;
    expect(learning.signalsOf(shop.id)).not.toBeNull();
    const removed = await app.server.inject({
      method: 'DELETE',
      url: `/API/shops/${shop.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(learning.signalsOf(shop.id)).toBeNull();
    expect(await learning.payloadOfShop(shop.id)).toBeUndefined();
  });
});
