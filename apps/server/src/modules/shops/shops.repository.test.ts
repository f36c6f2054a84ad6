import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ProductsRepository } from '../catalogue/products.repository';
import { ConfigurationRepository } from '../configuration/configuration.repository';
import { ShopsRepository } from './shops.repository';

describe.each(testDialects())('shop storage on %s', (dialect) => {
  let database: TestDatabase;
  let shops: ShopsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    shops = new ShopsRepository(database.db);
    await insertAccount(database.db, 'anna');
    await insertAccount(database.db, 'marco');
    await shops.insert(shopRow('s1', 'c-anna'));
    await shops.insert(shopRow('s2', 'c-marco'));
  });
  afterEach(() => database.dispose());

  it("lists and finds a customer's shops only", async () => {
    expect((await shops.listByCustomer('c-anna')).map((row) => row.id)).toEqual(['s1']);
    expect(await shops.findOwnedByKey('c-anna', 'key-s1')).toMatchObject({ id: 's1' });
    expect(await shops.findOwnedByKey('c-anna', 'key-s2')).toBeUndefined();
    expect(await shops.findOwned('c-anna', 's2')).toBeUndefined();
  });

  it('finds a shop by its public key alone, with what the layer needs of it', async () => {
    await shops.setActive('c-anna', 's1', true);
    expect(await shops.findPublicByKey('key-s1')).toEqual({
      id: 's1',
      key: 'key-s1',
      customer_id: 'c-anna',
      is_active: 1,
      language_iso: 'it',
    });
    expect(await shops.findPublicByKey('key-nope')).toBeUndefined();
  });

  it('toggles publishing and changes platform data only on the owner’s shop', async () => {
    await shops.setActive('c-anna', 's1', true);
    await shops.setActive('c-anna', 's2', true);
    await shops.update('c-anna', 's1', { sector: 'Fashion', cms_version: '2.4' });
    expect(await shops.findById('s1')).toMatchObject({
      is_active: 1,
      sector: 'Fashion',
      cms_version: '2.4',
    });
    expect(await shops.findById('s2')).toMatchObject({ is_active: 0 });
  });

  it('removes configuration, runtime state and products with the shop', async () => {
    const columns = {
      setup: '{}',
      fine_tuning: null,
      layout: null,
      seo_translations: null,
      facet_labels: '{}',
    };
    const record = {
      origin: 'save',
      sections: '[]',
      restored_from: null,
      author: null,
      changes: '[]',
      change_count: 0,
    };
    await new ConfigurationRepository(database.db).save('s1', 0, columns, record, 1);
    await new ProductsRepository(database.db).applyBatch('s1', [{ id: 'p', data: '{}' }], [], 1);
    expect(await shops.delete('c-marco', 's1')).toBe(false);
    expect(await shops.delete('c-anna', 's1')).toBe(true);
    expect(await shops.findById('s1')).toBeUndefined();
    for (const table of [
      'products',
      'shop_configurations',
      'shop_configuration_revisions',
      'shop_runtime',
    ] as const) {
      expect(await database.db.selectFrom(table).select('shop_id').execute()).toEqual([]);
    }
  });
});
