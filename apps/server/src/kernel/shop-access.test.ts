import { describe, expect, it } from 'vitest';
import type { Caller } from './caller';
import { ownedShop, ownedShopByKey, type ShopOwnerLookup } from './shop-access';

interface Shop {
  id: string;
  key: string;
  customerId: string;
}

const shops: Shop[] = [
  { id: 's1', key: 'k1', customerId: 'c1' },
  { id: 's2', key: 'k2', customerId: 'c2' },
];

const lookup: ShopOwnerLookup<Shop> = {
  findOwned: (customerId, shopId) =>
    Promise.resolve(shops.find((s) => s.id === shopId && s.customerId === customerId)),
  findOwnedByKey: (customerId, key) =>
    Promise.resolve(shops.find((s) => s.key === key && s.customerId === customerId)),
};

const owner: Caller = { userId: 'u1', customerId: 'c1', sessionId: 'j1' };

describe('ownedShop', () => {
  it("answers the caller's own shop by id or key", async () => {
    await expect(ownedShop(lookup, owner, 's1')).resolves.toMatchObject({ id: 's1' });
    await expect(ownedShopByKey(lookup, owner, 'k1')).resolves.toMatchObject({ id: 's1' });
  });

  it("answers another customer's shop exactly like a missing one", async () => {
    for (const attempt of [
      ownedShop(lookup, owner, 's2'),
      ownedShop(lookup, owner, 'missing'),
      ownedShopByKey(lookup, owner, 'k2'),
    ]) {
      await expect(attempt).rejects.toMatchObject({ code: 'shop-not-found', status: 404 });
    }
  });

  it('refuses a call without a caller before looking anything up', async () => {
    await expect(ownedShop(lookup, undefined, 's1')).rejects.toMatchObject({
      code: 'missing-token',
    });
  });
});
