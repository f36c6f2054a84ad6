import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** WooCommerce's public key callback: the bounds a public route with no session needs. */
// Builds a whole app: slow on a loaded machine, not a timing claim.
describe('WooCommerce key callback', { timeout: 30_000 }, () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  const post = (target: TestApp, payload: object) =>
    target.server.inject({
      method: 'POST',
      url: '/API/integrations/woocommerce/callback',
      payload,
    });

  it('refuses keys for no grant by name, and limits the posts a client address makes', async () => {
    app = await createTestApp({ TROVA_RATE_LIMIT_SEARCH_PER_IP: '2' }, { runJobs: false });
    const keys = { user_id: 'nessuna', consumer_key: 'ck_1', consumer_secret: 'cs_1' };
    const first = await post(app, keys);
    expect([first.statusCode, first.json<{ code?: string }>().code]).toEqual([
      400,
      'woocommerce-grant-invalid',
    ]);
    const codes = [(await post(app, keys)).statusCode, (await post(app, keys)).statusCode];
    expect(codes).toEqual([400, 429]);
    const shops = await app.database.db.selectFrom('shops').select('id').execute();
    expect(shops).toEqual([]);
  });
});
