import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { seedShops } from '../../../test/market-prices';
import { ProductPickerRepository } from './product-picker.repository';

describe.each(testDialects())('product picker shops on %s', (dialect) => {
  let database: TestDatabase;
  let shops: ProductPickerRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    await seedShops(database.db);
    shops = new ProductPickerRepository(database.db);
  });
  afterEach(() => database.dispose());

  it("finds a shop by key only among the customer's own", async () => {
    expect(await shops.findOwnedByKey('c-anna', 'key-s-anna')).toEqual({ key: 'key-s-anna' });
    expect(await shops.findOwnedByKey('c-marco', 'key-s-anna')).toBeUndefined();
    expect(await shops.findOwnedByKey('c-anna', 'key-none')).toBeUndefined();
  });

  it('matches the key exactly, not as a pattern nor by its id', async () => {
    expect(await shops.findOwnedByKey('c-anna', 'key-s-%')).toBeUndefined();
    expect(await shops.findOwnedByKey('c-anna', 'KEY-S-ANNA')).toBeUndefined();
    expect(await shops.findOwnedByKey('c-anna', 's-anna')).toBeUndefined();
  });
});
