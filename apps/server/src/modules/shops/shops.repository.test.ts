import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { ProductsRepository } from '../catalogue/products.repository';
import { ShopsRepository } from './shops.repository';

describe.each(testDialects())('shop configuration storage on %s', (dialect) => {
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

  it('saves configuration sections together, only on the owner’s shop', async () => {
    await shops.saveConfiguration('c-anna', 's1', { setup: '{"a":1}', fine_tuning: '{"b":2}' });
    await shops.saveConfiguration('c-anna', 's1', { layout: '{"c":3}' });
    await shops.saveConfiguration('c-anna', 's2', { setup: '{"stolen":1}' });
    expect(await shops.findOwned('c-anna', 's1')).toMatchObject({
      setup: '{"a":1}',
      fine_tuning: '{"b":2}',
      layout: '{"c":3}',
    });
    expect(await shops.findOwned('c-marco', 's2')).toMatchObject({ setup: null });
  });

  it('toggles publishing and stores and clears uploads', async () => {
    await shops.setActive('c-anna', 's1', true);
    await shops.setUploads('c-anna', 's1', {
      seo_translations: '{"color":{"red":"rosso"}}',
      facet_labels: '{"color":"Colore"}',
    });
    await shops.setActive('c-anna', 's2', true);
    expect(await shops.findOwned('c-anna', 's1')).toMatchObject({
      is_active: 1,
      seo_translations: '{"color":{"red":"rosso"}}',
      facet_labels: '{"color":"Colore"}',
    });
    expect(await shops.findOwned('c-marco', 's2')).toMatchObject({ is_active: 0 });
    await shops.setUploads('c-anna', 's1', { seo_translations: null });
    await shops.setActive('c-anna', 's1', false);
    expect(await shops.findOwned('c-anna', 's1')).toMatchObject({
      is_active: 0,
      seo_translations: null,
      facet_labels: '{"color":"Colore"}',
    });
  });

  it('finds a shop by key only for its owner', async () => {
    expect(await shops.findOwnedByKey('c-anna', 'key-s1')).toMatchObject({ id: 's1' });
    expect(await shops.findOwnedByKey('c-anna', 'key-s2')).toBeUndefined();
  });

  it('removes the configuration, uploads and products with the shop', async () => {
    await shops.saveConfiguration('c-anna', 's1', { setup: '{}' });
    await shops.setUploads('c-anna', 's1', { facet_labels: '{}' });
    await new ProductsRepository(database.db).applyBatch('s1', [{ id: 'p', data: '{}' }], [], 1);
    expect(await shops.delete('c-anna', 's1')).toBe(true);
    expect(await shops.findById('s1')).toBeUndefined();
    const left = await database.db.selectFrom('products').select('product_id').execute();
    expect(left).toEqual([]);
  });
});
