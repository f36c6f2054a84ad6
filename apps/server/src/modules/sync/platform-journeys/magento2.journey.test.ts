import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAGENTO_FAKE_LIMITED_TOKEN,
  startMagento2Fake,
  type Magento2Fake,
  type Magento2FakeRequest,
} from '../../platforms/index';
import { PAST_A_DAY_MS, codeOf, startJourney, type Journey } from './journey.harness';

/**
 * Fixture products the default store view shows: configurables fold their children in, disabled
 * and not-visible products and children on their own are not imported.
 */
const SHOWN = ['1', '2', '3', '7', '12', '13'];

/** The full import's product pages (not the check's `pageSize=1`, nor a poll by `updated_at`). */
function importPages(requests: readonly Magento2FakeRequest[]): number[] {
  return requests
    .filter(
      (request) =>
        request.path.endsWith('/V1/products') &&
        request.status === 200 &&
        request.query['searchCriteria[pageSize]'] !== '1' &&
        !Object.values(request.query).includes('updated_at'),
    )
    .map((request) => Number(request.query['searchCriteria[currentPage]']));
}

/**
 * Issue 36's acceptance for Magento 2, at server level: an integration token and a store view
 * connect the shop, `searchCriteria` pages stop on `total_count`, changes arrive by polling
 * `updated_at`, deletions by the reconciliation's sweep, and deleting the shop stops every call.
 */
describe('Magento 2 journey', { timeout: 20_000 }, () => {
  let fake: Magento2Fake;
  let journey: Journey;

  beforeAll(async () => {
    fake = await startMagento2Fake();
    journey = await startJourney({ ports: [fake.port] });
  }, 60_000);
  afterAll(async () => {
    await journey?.dispose();
    await fake?.close();
  });

  const credentials = (accessToken = fake.token) => ({
    platform: 'magento-2' as const,
    storeUrl: fake.url,
    accessToken,
    storeView: 'default',
  });

  it('refuses a wrong or a limited token with its named error, and stores nothing', async () => {
    const connect = (accessToken: string) =>
      journey.call('POST', '/integrations/platforms', {
        shopUrl: fake.url,
        languageIso: 'it',
        credentials: credentials(accessToken),
      });
    expect(codeOf(await connect('sbagliato0token0000000000000000'))).toEqual([
      422,
      'platform-credentials-invalid',
    ]);
    expect(codeOf(await connect(MAGENTO_FAKE_LIMITED_TOKEN))).toEqual([
      422,
      'platform-permission-missing',
    ]);
    expect(await journey.shops()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([]);
  });

  it('connects, imports, polls a change, reconciles a deletion, and disconnects', async () => {
    fake.requests.length = 0;
    // Magento throttles the catalogue once: Trova waits the second Retry-After names, then retries.
    fake.inject({ status: 429, retryAfter: '1', path: '/V1/products' });
    const shop = await journey.connect(fake.url, credentials());

    expect(journey.sleeps).toContain(1000);
    const catalogue = fake.requests.filter((request) => request.path.endsWith('/V1/products'));
    expect(catalogue.slice(0, 2).map((request) => request.status)).toEqual([429, 200]);
    expect(catalogue[1]?.query).toEqual(catalogue[0]?.query);
    // The integration token as a Bearer token on every call, in the store view's path.
    for (const request of fake.requests) {
      expect(request.authorization).toBe(`Bearer ${fake.token}`);
    }
    // One page holds the catalogue: total_count says so, and the page past it (which Magento
    // would answer with the last page again) is never asked.
    expect(importPages(fake.requests)).toEqual([1]);

    expect(await journey.search(shop.key)).toEqual(SHOWN);
    expect(await journey.notifications(shop.id)).toContain('synchronization-complete');

    // A change, found by the next poll of updated_at.
    fake.update(1, { name: 'Zaino 30 L Ghiacciaio' });
    const beforePoll = fake.requests.length;
    await journey.poll();
    const polled = fake.requests.slice(beforePoll);
    expect(polled.some((request) => Object.values(request.query).includes('updated_at'))).toBe(
      true,
    );
    expect(await journey.search(shop.key, 'Ghiacciaio')).toEqual(['1']);

    // A deletion leaves no trace to poll: the reconciliation's sweep drops it.
    fake.remove(2);
    await journey.reconcile(shop.id);
    expect(await journey.search(shop.key)).toEqual(SHOWN.filter((id) => id !== '2'));

    // The owner narrows the integration's grants: the next import fails with the named cause,
    // kept on the shop and told to the owner, and the live catalogue stays as it was.
    fake.grant(fake.token, ['Magento_Backend::store', 'Magento_Catalog::categories']);
    await journey.reconcile(shop.id);
    const failed = (await journey.shops()).find((candidate) => candidate.id === shop.id);
    expect(failed?.syncError?.code).toBe('platform-permission-missing');
    expect(await journey.notifications(shop.id)).toContain('synchronization-failed');
    expect(await journey.search(shop.key)).toEqual(SHOWN.filter((id) => id !== '2'));
    fake.grant(fake.token, 'all');

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
