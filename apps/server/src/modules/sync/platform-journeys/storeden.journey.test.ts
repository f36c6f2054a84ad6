import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  STOREDEN_FIXTURE_PRODUCTS,
  generateStoredenProducts,
  startStoredenFake,
  type StoredenFake,
} from '../../platforms/index';
import { PAST_A_DAY_MS, byNumber, codeOf, startJourney, type Journey } from './journey.harness';

/** 150 more published products after the fixtures: the import reads two pages of 100. */
const EXTRA = generateStoredenProducts(150);
const SHOWN = [...STOREDEN_FIXTURE_PRODUCTS, ...EXTRA]
  .filter((product) => product.status === 1)
  .map((product) => String(product.uid))
  .sort(byNumber);
const STORE_URL = 'https://montagna-viva.storeden.com';

/**
 * Issue 36's acceptance for Storeden, at server level: the app install's key and exchange
 * connect the shop, the Connect API's paginated list is read to its short last page, changes
 * arrive by polling, deletions by the reconciliation's sweep, and deleting the shop stops every call.
 */
describe('Storeden journey', { timeout: 20_000 }, () => {
  let fake: StoredenFake;
  let journey: Journey;

  beforeAll(async () => {
    fake = await startStoredenFake({ products: [...STOREDEN_FIXTURE_PRODUCTS, ...EXTRA] });
    journey = await startJourney({ ports: [fake.port], client: { storedenApiOrigin: fake.url } });
  }, 60_000);
  afterAll(async () => {
    await journey?.dispose();
    await fake?.close();
  });

  const credentials = (exchange = STOREDEN_FIXTURE_EXCHANGE) => ({
    platform: 'storeden' as const,
    storeUrl: STORE_URL,
    apiKey: STOREDEN_FIXTURE_KEY,
    exchange,
  });

  it('refuses a wrong exchange with its named error, and stores nothing', async () => {
    const refused = await journey.call('POST', '/integrations/platforms', {
      shopUrl: STORE_URL,
      languageIso: 'it',
      credentials: credentials('sa-exchange-sbagliato'),
    });
    expect(codeOf(refused)).toEqual([422, 'platform-credentials-invalid']);
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
  });

  it('connects, imports, polls a change, reconciles a deletion, and disconnects', async () => {
    fake.requests.length = 0;
    // Storeden's daily quota answers 509 "Limit Exceeded": Trova waits as Retry-After says.
    fake.failNext(509, { retryAfter: '1' });
    const shop = await journey.connect(STORE_URL, credentials());

    expect(journey.sleeps).toContain(1000);
    expect(fake.requests[1]).toMatchObject({
      path: fake.requests[0]?.path,
      query: fake.requests[0]?.query,
    });
    // The install's key and exchange as headers on every call.
    for (const request of fake.requests) {
      expect([request.key, request.exchange]).toEqual([
        STOREDEN_FIXTURE_KEY,
        STOREDEN_FIXTURE_EXCHANGE,
      ]);
    }
    // Two pages of 100: the second is short, so no third is asked.
    const pages = fake.requests
      .filter((request) => request.path === '/v1.1/products/paginated_list.json')
      .map((request) => [request.query.page, request.query.limit]);
    expect(pages.filter(([, limit]) => limit === '100')).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);

    expect(await journey.notifications(shop.id)).toContain('synchronization-complete');

    // The unpublished product is not searchable.
    expect(await journey.search(shop.key)).toEqual(SHOWN);
    expect(await journey.search(shop.key, 'Sacco a pelo')).not.toContain('5109');

    // A change, found by the next poll.
    const zaino = fake.product(5102);
    expect(zaino).toBeDefined();
    if (zaino) fake.upsertProduct({ ...zaino, title: 'Zaino 30 L Ghiacciaio' });
    const beforePoll = fake.requests.length;
    await journey.poll();
    expect(fake.requests.length).toBeGreaterThan(beforePoll);
    expect(await journey.search(shop.key, 'Ghiacciaio')).toEqual(['5102']);

    // A deletion: the reconciliation's sweep drops it.
    fake.deleteProduct(5108);
    await journey.reconcile(shop.id);
    expect(await journey.search(shop.key)).toEqual(SHOWN.filter((id) => id !== '5108'));

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
