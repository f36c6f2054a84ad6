import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../../test/dialects';
import { ProviderRefsRepository } from './provider-refs.repository';

describe.each(testDialects())('provider references on %s', (dialect) => {
  let database: TestDatabase;
  let refs: ProviderRefsRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    refs = new ProviderRefsRepository(database.db, 'stripe');
  });
  afterEach(() => database.dispose());

  it('keeps the first reference of a key and names our key back', async () => {
    expect(await refs.get('customer', 'c1')).toBeUndefined();
    expect(await refs.put('customer', 'c1', 'cus_1', 10)).toBe('cus_1');
    // A second maker lost the race: it gets the first reference, not its own.
    expect(await refs.put('customer', 'c1', 'cus_2', 11)).toBe('cus_1');
    expect(await refs.keyOf('customer', 'cus_1')).toBe('c1');
    expect(await refs.keyOf('customer', 'cus_2')).toBeUndefined();
    // Kinds and providers are apart.
    expect(await refs.get('invoice', 'c1')).toBeUndefined();
    expect(
      await new ProviderRefsRepository(database.db, 'other').get('customer', 'c1'),
    ).toBeUndefined();
  });
});
