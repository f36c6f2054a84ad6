import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../../test/dialects';
import { PlatformDeliveriesRepository } from './platform-deliveries.repository';

describe.each(testDialects())('platform deliveries on %s', (dialect) => {
  let database: TestDatabase;
  let deliveries: PlatformDeliveriesRepository;

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    deliveries = new PlatformDeliveriesRepository(database.db);
  });
  afterEach(() => database.dispose());

  it('takes a delivery id once per platform and prunes old ones', async () => {
    expect(await deliveries.take('woocommerce', 'd-1', 100)).toBe(true);
    expect(await deliveries.take('woocommerce', 'd-1', 101)).toBe(false);
    expect(await deliveries.take('shopify', 'd-1', 102)).toBe(true);
    expect(await deliveries.prune(102)).toBe(1);
    expect(await deliveries.take('woocommerce', 'd-1', 103)).toBe(true);
  });

  it('takes a released delivery again, and only that one', async () => {
    expect(await deliveries.take('woocommerce', 'd-1', 100)).toBe(true);
    expect(await deliveries.take('shopify', 'd-1', 100)).toBe(true);
    await deliveries.release('woocommerce', 'd-1');
    expect(await deliveries.take('woocommerce', 'd-1', 101)).toBe(true);
    expect(await deliveries.take('shopify', 'd-1', 101)).toBe(false);
  });
});
