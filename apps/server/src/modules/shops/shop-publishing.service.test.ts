import type { Plan } from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../../../test/account-rows';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import type { Caller } from '../../kernel/caller';
import { createShopEvents, type ShopEventMap } from '../../kernel/shop-events';
import { ShopPublishingService } from './shop-publishing.service';
import { ShopsRepository } from './shops.repository';

const anna: Caller = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco: Caller = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'y' };

describe('ShopPublishingService', () => {
  let database: TestDatabase;
  let shops: ShopsRepository;
  let publishing: ShopPublishingService;
  let told: ShopEventMap['shop.published'][];
  let plans: Plan[];

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    shops = new ShopsRepository(database.db);
    for (const name of ['anna', 'marco']) {
      await insertAccount(database.db, name);
      await shops.insert(shopRow(`s-${name}`, `c-${name}`));
    }
    told = [];
    plans = [];
    const events = createShopEvents();
    events.on('shop.published', (event) => void told.push(event), 'test');
    publishing = new ShopPublishingService({ shops, events, plans: () => plans });
  });
  afterEach(() => database.dispose());

  const active = async () => (await shops.findById('s-anna'))?.is_active;

  it('publishes on the trial, stores it, then tells shop.published', async () => {
    expect(await publishing.publish(anna, 's-anna')).toEqual({ status: 'OK' });
    expect(await active()).toBe(1);
    expect(told).toEqual([{ shop: { id: 's-anna', key: 'key-s-anna' }, published: true }]);
    expect(await publishing.unpublish(anna, 's-anna')).toEqual({ status: 'OK' });
    expect(await active()).toBe(0);
    expect(told.at(-1)).toEqual({ shop: { id: 's-anna', key: 'key-s-anna' }, published: false });
  });

  it('refuses to publish without an active plan, saying why, and tells nothing', async () => {
    plans = [{ key: 'start', isActive: false, state: 'suspended' } as Plan];
    await expect(publishing.publish(anna, 's-anna')).rejects.toMatchObject({
      code: 'account-suspended',
      status: 402,
    });
    plans = [{ key: 'start', isActive: false, state: 'inactive' } as Plan];
    await expect(publishing.publishForCustomer('c-anna', 's-anna')).rejects.toMatchObject({
      code: 'plan-not-active',
      status: 402,
    });
    expect(await active()).toBe(0);
    expect(told).toEqual([]);
    // Unpublishing is always allowed.
    await publishing.unpublish(anna, 's-anna');
    expect(told).toEqual([{ shop: { id: 's-anna', key: 'key-s-anna' }, published: false }]);
  });

  it('answers another customer’s shop as missing', async () => {
    await expect(publishing.publish(marco, 's-anna')).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    await expect(publishing.unpublish(marco, 's-anna')).rejects.toMatchObject({
      code: 'shop-not-found',
    });
    expect(told).toEqual([]);
  });
});
