import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../../test/accounts';
import {
  WOO_FIXTURE_PRODUCTS,
  WOO_FIXTURE_SHOWN_IDS,
  startWooCommerceFake,
  type WooCommerceFake,
} from '../../platforms/index';
import { codeOf, startJourney, type Journey } from './journey.harness';

type GrantStatus = { status: string; shopId?: string; code?: string };

/**
 * Issue 36's second WooCommerce path: instead of pasting keys, the owner approves Trova on the
 * store's authorisation page (`/wc-auth/v1/authorize`), the store posts a new key pair to the
 * callback for the one-time grant, and the wizard finds the connected shop.
 */
describe('WooCommerce key grant journey', { timeout: 20_000 }, () => {
  let fake: WooCommerceFake;
  let journey: Journey;
  let origin: string;

  beforeAll(async () => {
    fake = await startWooCommerceFake({ products: structuredClone(WOO_FIXTURE_PRODUCTS) });
    journey = await startJourney({ ports: [fake.port] });
    origin = await journey.listen();
  }, 60_000);
  afterAll(async () => {
    await journey?.dispose();
    await fake?.close();
  });

  /** Starts a grant as the owner: the store's authorisation page and the grant's nonce. */
  async function start(): Promise<{ authorizeUrl: URL; nonce: string }> {
    const answer = await journey.call('POST', '/integrations/woocommerce/grant', {
      storeUrl: `${fake.url}/`,
      languageIso: 'it',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const authorizeUrl = new URL(answer.json<{ authorizeUrl: string }>().authorizeUrl);
    return { authorizeUrl, nonce: authorizeUrl.searchParams.get('user_id') ?? '' };
  }

  const status = async (nonce: string): Promise<GrantStatus> =>
    (await journey.call('GET', `/integrations/woocommerce/grant/${nonce}`)).json<GrantStatus>();

  /** The grant's outcome once the check and connect behind the callback's answer ended. */
  async function settled(nonce: string): Promise<GrantStatus> {
    for (let round = 0; round < 500; round += 1) {
      const current = await status(nonce);
      if (current.status !== 'pending') return current;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return status(nonce);
  }

  const postKeys = (body: object) =>
    fetch(`${origin}/API/integrations/woocommerce/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('connects the store with the keys it grants, and the wizard finds the shop', async () => {
    const { authorizeUrl, nonce } = await start();
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.url}/wc-auth/v1/authorize`);
    expect(authorizeUrl.searchParams.get('scope')).toBe('read_write');
    expect(authorizeUrl.searchParams.get('callback_url')).toBe(
      `${origin}/API/integrations/woocommerce/callback`,
    );
    expect(await status(nonce)).toEqual({ status: 'pending' });

    // The owner's browser on the store: approved, the keys posted, then back to the wizard.
    const approved = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(approved.status).toBe(302);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.pathname).toBe('/wizard/shop');
    expect(back.searchParams.get('wc')).toBe(nonce);
    expect(back.searchParams.get('success')).toBe('1');

    const outcome = await settled(nonce);
    expect(outcome.status).toBe('connected');
    const shop = (await journey.shops()).find((candidate) => candidate.id === outcome.shopId);
    expect(shop?.cms.type).toBe('woocommerce');
    const links = await journey.app.database.db
      .selectFrom('shop_platforms')
      .select(['shop_id', 'credentials'])
      .execute();
    const link = links.find((row) => row.shop_id === outcome.shopId);
    // The shop reads the store with the key pair the store created for Trova (the fake's
    // first key no longer opens it, so the import below proves the new pair is used).
    const stored = JSON.parse(link?.credentials ?? '{}') as { consumerKey?: string };
    expect(stored.consumerKey).toMatch(/^ck_[0-9a-f]{40}$/);
    expect(stored.consumerKey).not.toBe(fake.consumerKey);
    await journey.idle();
    const imported = await journey.app.database.db
      .selectFrom('products')
      .select('product_id')
      .where('shop_id', '=', outcome.shopId ?? '')
      .execute();
    expect(imported.map((row) => row.product_id).sort()).toEqual([...WOO_FIXTURE_SHOWN_IDS].sort());

    // A replayed post of the same grant is refused and connects nothing more.
    const replay = await postKeys({
      ...{ user_id: nonce, consumer_key: fake.consumerKey, consumer_secret: fake.consumerSecret },
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { code?: string }).code).toBe('woocommerce-grant-invalid');
    expect((await journey.shops()).length).toBe(1);
  });

  it('names wrong keys as failed and writes no shop', async () => {
    const { nonce } = await start();
    const answer = await postKeys({
      ...{
        key_id: 9,
        user_id: nonce,
        consumer_key: 'ck_sbagliata',
        consumer_secret: 'cs_sbagliata',
      },
      key_permissions: 'read_write',
    });
    expect(answer.status).toBe(200);
    expect(await settled(nonce)).toEqual({
      status: 'failed',
      code: 'platform-credentials-invalid',
    });
    expect((await journey.shops()).length).toBe(1);
  });

  it('hides a grant from another customer and refuses posts for unknown grants', async () => {
    const { nonce } = await start();
    const other = await createAccount(
      journey.app.server,
      journey.app.config.dataDir,
      'altro@negozio.it',
    );
    const theirs = await journey.app.server.inject({
      method: 'GET',
      url: `/API/integrations/woocommerce/grant/${nonce}`,
      headers: other.headers,
    });
    expect(codeOf(theirs)).toEqual([404, 'woocommerce-grant-not-found']);
    const unknown = await postKeys({
      user_id: 'nessuna',
      consumer_key: 'ck_x',
      consumer_secret: 'cs_x',
    });
    expect(unknown.status).toBe(400);
    const unreadable = await postKeys({ user_id: nonce });
    expect(unreadable.status).toBe(400);
    // WooCommerce's post is five short fields: a large body is refused unread.
    const oversized = await postKeys({ user_id: nonce, padding: 'x'.repeat(8000) });
    expect(oversized.status).toBe(413);
    expect(await status(nonce)).toEqual({ status: 'pending' });
  });

  it('refuses keys posted more than ten minutes after the start', async () => {
    const { nonce } = await start();
    await journey.poll(11 * 60_000);
    const late = await postKeys({
      ...{ user_id: nonce, consumer_key: fake.consumerKey, consumer_secret: fake.consumerSecret },
    });
    expect(late.status).toBe(400);
    expect(((await late.json()) as { code?: string }).code).toBe('woocommerce-grant-expired');
    expect(await status(nonce)).toEqual({ status: 'failed', code: 'woocommerce-grant-expired' });
    expect((await journey.shops()).length).toBe(1);
  });
});
