import { catalogueProductSchema } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { createShopEvents } from '../../kernel/shop-events';
import { ShopRuntimeRepository } from '../shops/index';
import { ShopsRepository } from '../shops/index';
import { CatalogueWriter, type CatalogueChange } from './catalogue-writer';
import { ProductStagingRepository } from './product-staging.repository';
import { ProductsRepository } from './products.repository';

const shop = { id: 's1', key: 'key-s1' };
const product = (id: string, title = id) => catalogueProductSchema.parse({ id, title });

describe('catalogue writer', () => {
  let database: TestDatabase;
  let writer: CatalogueWriter;
  let changes: CatalogueChange[];
  let slowChange: Promise<void> | undefined;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await insertAccount(database.db, 'anna');
    await new ShopsRepository(database.db).insert(shopRow('s1', 'c-anna'));
    changes = [];
    slowChange = undefined;
    const events = createShopEvents();
    events.on(
      'catalogue.changed',
      async ({ shop: changed, change }) => {
        await slowChange;
        expect(changed).toEqual(shop);
        changes.push(change);
      },
      'test',
    );
    writer = new CatalogueWriter({
      products: new ProductsRepository(database.db),
      staging: new ProductStagingRepository(database.db),
      events,
      now: () => 5_000,
    });
  });
  afterEach(() => database.dispose());

  it('hands each committed batch to the index as a delta with its catalogue version', async () => {
    const result = await writer.apply(shop, [product('a'), product('b')], []);
    expect(result).toEqual({ deleted: 0, skus: 2, version: 1 });
    await writer.apply(shop, [], ['a']);
    expect(changes).toEqual([
      { kind: 'delta', upserts: [product('a'), product('b')], deletes: [], version: 1 },
      { kind: 'delta', upserts: [], deletes: ['a'], version: 2 },
    ]);
    expect((await new ShopRuntimeRepository(database.db).get('s1')).skus).toBe(1);
  });

  it('keeps the order of one shop’s changes even when the index is slow to take one', async () => {
    let release = (): void => undefined;
    slowChange = new Promise((resolve) => (release = resolve));
    const first = writer.apply(shop, [product('a', 'first')], []);
    const second = writer.apply(shop, [product('a', 'second')], []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changes).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(changes.map((change) => change.version)).toEqual([1, 2]);
  });

  it('replaces the catalogue from staging as a full change, and a failed write does not stop the next', async () => {
    await writer.apply(shop, [product('old')], []);
    await writer.clearStaging('s1');
    await writer.stage('s1', [{ id: 'new', data: JSON.stringify(product('new')) }]);
    expect(await writer.promote(shop, { sweep: true })).toEqual({
      skus: 1,
      deleted: 1,
      version: 2,
    });
    expect(changes.at(-1)).toEqual({ kind: 'full', version: 2 });
    const missing = { id: 'gone', key: 'gone' };
    await expect(writer.apply(missing, [product('x')], [])).rejects.toThrow();
    expect(await writer.apply(shop, [product('y')], [])).toMatchObject({ skus: 2 });
    await writer.idle();
  });
});
