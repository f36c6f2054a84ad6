import { randomUUID } from 'node:crypto';
import type { Platform } from '@trova/contracts';
import type { Insertable } from 'kysely';
import { epochSeconds, type Clock } from '../../clock';
import type { ShopsTable } from '../../db/database.schema';
import { AppError } from '../../errors/error-catalogue';
import { randomToken } from '../../kernel/secrets';
import type { ShopLimit } from './shop-limit';

/**
 * Where connectors insert new shops: the port `ShopsRepository` implements. Declared here because
 * shops sits above connectors in the module order (docs/architecture.md, "Module boundaries").
 */
export interface NewShopStore {
  /**
   * Inserts the row unless the customer already has `limit` shops, in one transaction.
   * @returns false (nothing written) at the limit.
   */
  insertWithinLimit(row: Insertable<ShopsTable>, limit: number): Promise<boolean>;
}

/** What a connector knows of a shop it creates. */
export interface NewShop {
  customerId: string;
  platform: Platform;
  url: string;
  languageIso: string;
  platformVersion?: string | null;
  cmsData?: Record<string, unknown>;
}

/**
 * Inserts a connected shop with a new id and public search key (lifecycle 'to be configured'),
 * within the customer's shop limit (docs/product/billing.md#shops-per-plan).
 * @throws AppError `shop-limit-reached` (nothing written) when the customer has as many as allowed.
 * @example const { id, key } = await insertNewShop(shops, now, limit, { customerId, platform: 'woocommerce', url, languageIso: 'it' });
 */
export async function insertNewShop(
  shops: NewShopStore,
  now: Clock,
  shopLimit: ShopLimit,
  shop: NewShop,
): Promise<{ id: string; key: string }> {
  const created = { id: randomUUID(), key: randomToken(18) };
  const limit = await shopLimit(shop.customerId);
  const inserted = await shops.insertWithinLimit(
    {
      ...created,
      customer_id: shop.customerId,
      url: shop.url,
      sector: null,
      cms_type: shop.platform,
      cms_version: shop.platformVersion ?? null,
      cms_data: JSON.stringify(shop.cmsData ?? {}),
      language_iso: shop.languageIso,
      created_at: epochSeconds(now),
    },
    limit,
  );
  if (!inserted) throw new AppError('shop-limit-reached', undefined, { limit });
  return created;
}
