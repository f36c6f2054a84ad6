import { AppError } from '../../errors/error-catalogue';
import { requireCaller, type Caller } from '../auth/caller';
import type { ShopRow, ShopsRepository } from './shops.repository';

/**
 * The caller's shop by id. Another customer's shop answers exactly like a missing one (404), so
 * ids of other tenants cannot be probed.
 */
export async function ownedShop(
  shops: ShopsRepository,
  caller: Caller | undefined,
  shopId: string,
): Promise<ShopRow> {
  const { customerId } = requireCaller(caller);
  const shop = await shops.findOwned(customerId, shopId);
  if (!shop) throw new AppError('shop-not-found');
  return shop;
}

/** The caller's shop by public key, for the calls that address a shop by its key. */
export async function ownedShopByKey(
  shops: ShopsRepository,
  caller: Caller | undefined,
  key: string,
): Promise<ShopRow> {
  const { customerId } = requireCaller(caller);
  const shop = await shops.findOwnedByKey(customerId, key);
  if (!shop) throw new AppError('shop-not-found');
  return shop;
}
