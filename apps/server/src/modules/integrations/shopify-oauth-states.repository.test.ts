import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ShopifyOAuthStatesRepository } from './shopify-oauth-states.repository';

const install = (state: string, expiresAt: number) => ({
  state,
  customer_id: 'c-anna',
  host: 'bottega.myshopify.com',
  language_iso: 'it',
  expires_at: expiresAt,
});

describe.each(testDialects())('Shopify install states on %s', (dialect) => {
  let database: TestDatabase;
  let states: ShopifyOAuthStatesRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    await insertAccount(database.db, 'anna');
    states = new ShopifyOAuthStatesRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('hands a state out once', async () => {
    await states.insert(install('s-1', 1600), 1000);
    expect(await states.take('s-1')).toEqual(install('s-1', 1600));
    expect(await states.take('s-1')).toBeUndefined();
    expect(await states.take('unknown')).toBeUndefined();
  });

  it('drops expired states as new installs start', async () => {
    await states.insert(install('old', 900), 500);
    await states.insert(install('new', 1600), 1000);
    expect(await states.take('old')).toBeUndefined();
    expect(await states.take('new')).toMatchObject({ state: 'new' });
  });
});
