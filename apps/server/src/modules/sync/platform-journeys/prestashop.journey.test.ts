import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRESTASHOP_FAKE_KEY,
  PRESTASHOP_FAKE_RESOURCES,
  generatePrestaShopProducts,
  prestaShopFixtureProducts,
  startPrestaShopFake,
  type PrestaShopFake,
  type PrestaShopFakeRequest,
} from '../../platforms/index';
import { PAST_A_DAY_MS, byNumber, codeOf, startJourney, type Journey } from './journey.harness';

/** Ids 101–200 after the 13 fixtures: the import reads a full page of 100, then a short one. */
const EXTRA = generatePrestaShopProducts(200).slice(100);
/** Fixtures the storefront shows (6 inactive, 7 not visible, 10 catalogue-only are not). */
const FIXTURES_SHOWN = ['1', '2', '3', '4', '5', '8', '9', '11', '12', '13'];
const SHOWN = [...FIXTURES_SHOWN, ...EXTRA.map((product) => String(product.id))].sort(byNumber);

/** A key the owner made without GET on combinations. */
const NARROW_KEY = 'NARROWNARROWNARROWNARROWNARROW12';

/** The product pages of a full import (`display=full`, no filter on ids or dates). */
function importPages(requests: readonly PrestaShopFakeRequest[]): string[] {
  return requests
    .filter(
      (request) =>
        request.path === '/api/products' &&
        request.query.display === 'full' &&
        request.query['filter[id]'] === undefined &&
        request.query['filter[date_upd]'] === undefined,
    )
    .map((request) => request.query.limit ?? '');
}

/**
 * Issue 36's acceptance for PrestaShop, at server level: the webservice key connects the shop,
 * products are imported in the shop's language with final prices, changes arrive by polling
 * `date_upd`, deletions by the reconciliation's sweep, and deleting the shop stops every call.
 */
describe('PrestaShop journey', { timeout: 20_000 }, () => {
  let fake: PrestaShopFake;
  let journey: Journey;

  beforeAll(async () => {
    fake = await startPrestaShopFake({
      products: [...prestaShopFixtureProducts(), ...EXTRA],
      keys: {
        [PRESTASHOP_FAKE_KEY]: PRESTASHOP_FAKE_RESOURCES,
        [NARROW_KEY]: PRESTASHOP_FAKE_RESOURCES.filter((resource) => resource !== 'combinations'),
      },
    });
    journey = await startJourney({ ports: [fake.port] });
  }, 60_000);
  afterAll(async () => {
    await journey?.dispose();
    await fake?.close();
  });

  const credentials = (webserviceKey = PRESTASHOP_FAKE_KEY) => ({
    platform: 'prestashop' as const,
    storeUrl: fake.url,
    webserviceKey,
  });

  it('refuses a wrong key and a narrow one by name, and stores nothing', async () => {
    const refused = await journey.call('POST', '/integrations/platforms', {
      shopUrl: fake.url,
      languageIso: 'it',
      credentials: credentials('ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ'),
    });
    expect(codeOf(refused)).toEqual([422, 'platform-credentials-invalid']);
    const narrow = await journey.call('POST', '/integrations/platforms', {
      shopUrl: fake.url,
      languageIso: 'it',
      credentials: credentials(NARROW_KEY),
    });
    expect(codeOf(narrow)).toEqual([422, 'platform-permission-missing']);
    expect(narrow.json<{ message: string }>().message).toContain('combinations');
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
  });

  it('connects, imports, polls a change, reconciles a deletion, and disconnects', async () => {
    fake.requests.length = 0;
    // The host's limiter answers 509 with Retry-After: Trova waits that second, then retries.
    fake.failNext(509, { retryAfter: '1' });
    const shop = await journey.connect(fake.url, credentials());

    expect(journey.sleeps).toContain(1000);
    expect(fake.requests[1]).toMatchObject({
      path: fake.requests[0]?.path,
      query: fake.requests[0]?.query,
    });
    // The key as HTTP Basic user with an empty password on every call, never in the query.
    const basic = `Basic ${Buffer.from(`${PRESTASHOP_FAKE_KEY}:`).toString('base64')}`;
    for (const request of fake.requests) {
      expect(request.authorization).toBe(basic);
      expect(request.query.ws_key).toBeUndefined();
    }
    // A full page of 100, then a short one: no page past the end is asked.
    expect(importPages(fake.requests)).toEqual(['0,100', '100,100']);

    expect(await journey.notifications(shop.id)).toContain('synchronization-complete');

    // Inactive, not visible and catalogue-only products are not searchable.
    expect(await journey.search(shop.key)).toEqual(SHOWN);
    expect(await journey.search(shop.key, 'Calze tecniche')).toEqual([]);
    // Names in the shop's language (Italian).
    expect(await journey.search(shop.key, 'Cervino')).toEqual(['1']);

    // A change, found by the next poll of date_upd.
    fake.updateProduct(2, { name: { it: 'Zaino 30 L Ghiacciaio', en: 'Backpack 30 L Glacier' } });
    const beforePoll = fake.requests.length;
    await journey.poll();
    const polled = fake.requests.slice(beforePoll);
    expect(polled.some((request) => request.query['filter[date_upd]'] !== undefined)).toBe(true);
    expect(await journey.search(shop.key, 'Ghiacciaio')).toEqual(['2']);

    // A deletion leaves no trace to poll: the reconciliation's sweep drops it.
    fake.deleteProduct(9);
    await journey.reconcile(shop.id);
    expect(await journey.search(shop.key)).toEqual(SHOWN.filter((id) => id !== '9'));

    // Disconnect: the shop and its link are gone, and Trova calls the store no more.
    expect((await journey.call('DELETE', `/shops/${shop.id}`)).statusCode).toBe(200);
    await journey.idle();
    const seen = fake.requests.length;
    // A day later every poll and reconciliation would be due: none is, for this shop.
    await journey.poll(PAST_A_DAY_MS);
    expect(fake.requests).toHaveLength(seen);
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
  });
});
