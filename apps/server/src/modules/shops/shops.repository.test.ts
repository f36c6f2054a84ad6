import type { Transaction } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import type { Database } from '../../db/database.schema';
import { ProductsRepository } from '../catalogue/index';
import { ConfigurationRepository } from '../configuration/index';
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
    const seen: string[] = [];
    const during = async (trx: Transaction<Database>) => {
      // Runs before the row goes, with the shop's rows still there.
      const products = await trx.selectFrom('products').select('shop_id').execute();
      seen.push(`products:${products.length}`);
    };
    expect(await shops.delete('c-marco', 's1', during)).toBe(false);
    expect(seen).toEqual([]);
    expect(await shops.delete('c-anna', 's1', during)).toBe(true);
    expect(seen).toEqual(['products:1']);
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

  it('rolls the whole deletion back when the step in its transaction throws', async () => {
    await new ProductsRepository(database.db).applyBatch('s1', [{ id: 'p', data: '{}' }], [], 1);
    const failing = shops.delete('c-anna', 's1', async (trx) => {
      await trx.deleteFrom('products').where('shop_id', '=', 's1').execute();
      throw new Error('a module could not delete its rows');
    });
    await expect(failing).rejects.toThrow('a module could not delete its rows');
    expect(await shops.findById('s1')).toMatchObject({ id: 's1' });
    expect(await database.db.selectFrom('products').select('product_id').execute()).toEqual([
      { product_id: 'p' },
    ]);
  });
});
