import { AppError } from '../errors/error-catalogue';
import { requireCaller, type Caller } from './caller';

/**
 * What the ownership checks need from the shops store. `ShopsRepository` satisfies it
 * structurally, so any module can check ownership without importing the shops module.
 */
export interface ShopOwnerLookup<Shop> {
  findOwned(customerId: string, shopId: string): Promise<Shop | undefined>;
  findOwnedByKey(customerId: string, key: string): Promise<Shop | undefined>;
}

/**
 * The caller's shop by id. Another customer's shop answers exactly like a missing one (404), so
 * ids of other tenants cannot be probed.
 *
 * @example
 * const shop = await ownedShop(this.shops, caller, shopId); // AppError 'shop-not-found' if not theirs
 */
export async function ownedShop<Shop>(
  shops: Pick<ShopOwnerLookup<Shop>, 'findOwned'>,
  caller: Caller | undefined,
  shopId: string,
): Promise<Shop> {
  const { customerId } = requireCaller(caller);
  const shop = await shops.findOwned(customerId, shopId);
  if (!shop) throw new AppError('shop-not-found');
  return shop;
}

/**
 * The caller's shop by public key, for the calls that address a shop by its key.
 *
 * @example
 * const shop = await ownedShopByKey(this.shops, caller, 'pk_live_…');
 */
export async function ownedShopByKey<Shop>(
  shops: Pick<ShopOwnerLookup<Shop>, 'findOwnedByKey'>,
  caller: Caller | undefined,
  key: string,
): Promise<Shop> {
  const { customerId } = requireCaller(caller);
  const shop = await shops.findOwnedByKey(customerId, key);
  if (!shop) throw new AppError('shop-not-found');
  return shop;
}
