import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../test/accounts';
import { publishShop } from '../../../../test/custom-shops';
import {
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  STOREDEN_FIXTURE_PRODUCTS,
  startStoredenFake,
  type StoredenFake,
} from '../../platforms/index';
import { byNumber, codeOf, startJourney, type Journey } from './journey.harness';

const SHOWN = STOREDEN_FIXTURE_PRODUCTS.filter((product) => product.status === 1)
  .map((product) => String(product.uid))
  .sort(byNumber);
const STORE_URL = 'https://sentieri-alti.storeden.com';
const INSTANCE = '5f1a2b3c4d5e6f7a8b9c0d1e';

/**
 * Storeden's app install end to end (docs/deploy.md, "Storeden app"): Storeden posts the key
 * pair to the public Auth URL, Trova checks it against the (fake) Connect API and holds it under
 * a claim token, and the signed-in owner claims it into a shop that imports and is searchable.
 */
describe('Storeden app install journey', { timeout: 30_000 }, () => {
  let fake: StoredenFake;
  let journey: Journey;

  beforeAll(async () => {
    fake = await startStoredenFake({ products: [...STOREDEN_FIXTURE_PRODUCTS] });
    journey = await startJourney({ ports: [fake.port], client: { storedenApiOrigin: fake.url } });
  }, 60_000);
  afterAll(async () => {
    await journey?.dispose();
    await fake?.close();
  });

  /** Storeden's install POST: a form, no session, no signature. */
  const install = (key: string, exchange = STOREDEN_FIXTURE_EXCHANGE) =>
    journey.app.server.inject({
      method: 'POST',
      url: '/API/integrations/storeden/install',
      // A browser's form post: sent on to the console's claim page.
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({ instance: INSTANCE, key, exchange }).toString(),
    });
  const held = async () =>
    (await journey.app.database.db.selectFrom('storeden_installs').select('claim').execute()).map(
      (row) => row.claim,
    );
  /** The claim token of a good install, read from the redirect to the console's claim page. */
  const claimOfInstall = async () => {
    const answer = await install(STOREDEN_FIXTURE_KEY);
    expect(answer.statusCode, answer.body).toBe(303);
    const location = new URL(answer.headers.location ?? '', 'https://trova.example');
    expect(location.pathname).toBe('/wizard/cms');
    const claim = location.searchParams.get('storeden') ?? '';
    expect(claim).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    return claim;
  };
  const claim = (token: string) =>
    journey.call('POST', '/integrations/storeden/claim', {
      claim: token,
      shopUrl: STORE_URL,
      languageIso: 'it',
    });

  it('refuses a pair Storeden does not know, holding nothing', async () => {
    const refused = await install('chiave-inventata');
    expect(codeOf(refused)).toEqual([422, 'platform-credentials-invalid']);
    expect(await held()).toEqual([]);
    const malformed = await journey.app.server.inject({
      method: 'POST',
      url: '/API/integrations/storeden/install',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'instance=zzz',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await held()).toEqual([]);
  });

  it('holds a checked install, shows its store, and the owner claims it once into a shop', async () => {
    fake.requests.length = 0;
    const token = await claimOfInstall();
    // The check called Storeden's API with the posted pair.
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const request of fake.requests) {
      expect([request.key, request.exchange]).toEqual([
        STOREDEN_FIXTURE_KEY,
        STOREDEN_FIXTURE_EXCHANGE,
      ]);
    }
    const view = await journey.call('GET', `/integrations/storeden/claim/${token}`);
    expect(view.json()).toEqual({ storeName: 'Sentieri Alti' });

    // A connect that fails (Storeden refuses the key at claim time) writes nothing, keeps the claim.
    fake.failNext(401);
    expect(codeOf(await claim(token))).toEqual([422, 'platform-credentials-invalid']);
    expect(await journey.shops()).toEqual([]);
    expect(await held()).toEqual([token]);

    const claimed = await claim(token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const shop = claimed.json<{ id: string; key: string }>();
    expect(await held()).toEqual([]);
    expect(await journey.linkedShops()).toEqual([shop.id]);
    await publishShop(journey.app.server, journey.owner, shop.id);
    await journey.idle();
    expect(await journey.search(shop.key)).toEqual(SHOWN);

    // One use: the owner again, or another customer, finds it gone.
    expect(codeOf(await claim(token))).toEqual([410, 'storeden-claim-expired']);
    const other = await createAccount(
      journey.app.server,
      journey.app.config.dataDir,
      'altro@negozio.it',
    );
    const stolen = await journey.app.server.inject({
      method: 'POST',
      url: '/API/integrations/storeden/claim',
      headers: other.headers,
      payload: { claim: token, shopUrl: STORE_URL, languageIso: 'it' },
    });
    expect(codeOf(stolen)).toEqual([410, 'storeden-claim-expired']);
    expect(await journey.linkedShops()).toEqual([shop.id]);
  });

  it('lets a held install expire after thirty minutes', async () => {
    const token = await claimOfInstall();
    await journey.poll(31 * 60_000);
    expect(codeOf(await claim(token))).toEqual([410, 'storeden-claim-expired']);
    const view = await journey.call('GET', `/integrations/storeden/claim/${token}`);
    expect(codeOf(view)).toEqual([410, 'storeden-claim-expired']);
  });

  it('needs a session to claim', async () => {
    const token = await claimOfInstall();
    const anonymous = await journey.app.server.inject({
      method: 'POST',
      url: '/API/integrations/storeden/claim',
      payload: { claim: token, shopUrl: STORE_URL, languageIso: 'it' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await held()).toContain(token);
  });
});
