import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { WooCommerceGrantsRepository } from './woocommerce-grants.repository';

const grant = (nonce: string, expiresAt: number) => ({
  nonce,
  customer_id: 'c-anna',
  store_url: 'https://bottega.it',
  shop_url: 'https://bottega.it',
  language_iso: 'it',
  expires_at: expiresAt,
});

describe.each(testDialects())('WooCommerce grants on %s', (dialect) => {
  let database: TestDatabase;
  let grants: WooCommerceGrantsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    await insertAccount(database.db, 'anna');
    await database.db.insertInto('shops').values(shopRow('s-1', 'c-anna')).execute();
    grants = new WooCommerceGrantsRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('is claimed once, and keeps its outcome for the wizard', async () => {
    await grants.insert(grant('g-1', 1600), 1000);
    expect(await grants.claim('g-1', 1000)).toMatchObject({ nonce: 'g-1', status: 'received' });
    expect(await grants.claim('g-1', 1000)).toBeUndefined();
    expect(await grants.claim('unknown', 1000)).toBeUndefined();
    await grants.settle('g-1', { status: 'connected', shopId: 's-1' });
    expect(await grants.find('g-1')).toMatchObject({ status: 'connected', shop_id: 's-1' });
    // The grant goes with the shop it connected.
    await database.db.deleteFrom('shops').where('id', '=', 's-1').execute();
    expect(await grants.find('g-1')).toBeUndefined();
  });

  it('is never claimed once expired, and goes a day after', async () => {
    await grants.insert(grant('late', 1600), 1000);
    expect(await grants.claim('late', 1601)).toBeUndefined();
    expect(await grants.find('late')).toMatchObject({ status: 'pending', expires_at: 1600 });
    await grants.insert(grant('next', 90_000), 1601 + 86_400);
    expect(await grants.find('late')).toBeUndefined();
  });
});
