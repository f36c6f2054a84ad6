import type { CatalogueProductInput } from '@trova/contracts';

/**
 * What Trova learns of a store when its credentials are checked: shown in the wizard so the owner
 * sees the right store is connected.
 */
export interface PlatformStoreInfo {
  /** The store's name as the platform knows it, when it says. */
  name: string | null;
  /** ISO 4217 of the store's prices, when it says. */
  currency: string | null;
  /** How many products the store has, when the platform says it cheaply. */
  productCount: number | null;
}

/**
 * One platform's catalogue API, behind the same interface for every platform (docs/product/
 * catalogue.md, "Platforms"). A client holds one store's credentials; it reads, it never writes
 * the store's catalogue. Every method throws `PlatformError` on failure.
 *
 * Products: one catalogue product per platform product (variants fold into it: lowest price, in
 * stock when any variant is, sizes and colours listed), its id the platform's product id as a
 * string. A product the storefront does not show (draft, disabled, not visible, not in the store
 * view) is not in `products()` and is reported as gone by `fetchByIds`.
 */
export interface PlatformClient {
  /** One cheap authenticated call that also proves products can be read. */
  check(signal?: AbortSignal): Promise<PlatformStoreInfo>;
  /** Every product the storefront shows, page by page, following the platform's pagination. */
  products(signal?: AbortSignal): AsyncIterable<CatalogueProductInput[]>;
  /**
   * Products changed since `since` (epoch seconds), page by page: the polling platforms'
   * change detection. A product that stopped being shown comes back in `gone`.
   */
  changedSince(since: number, signal?: AbortSignal): AsyncIterable<PlatformChanges>;
  /** The current state of the given products (after a change notification). */
  fetchByIds(ids: readonly string[], signal?: AbortSignal): Promise<PlatformChanges>;
  /** Products of the given inventory items (Shopify's stock notifications name only those). */
  productIdsForInventory?(
    inventoryItemIds: readonly string[],
    signal?: AbortSignal,
  ): Promise<string[]>;
}

/**
 * What one verified webhook delivery asks for: re-read some products, drop some, or forget the
 * shop (the app was uninstalled). Built by each webhook platform's parser from the payload.
 */
export type WebhookNotice =
  | { kind: 'changed'; productIds: string[] }
  | { kind: 'deleted'; productIds: string[] }
  | { kind: 'inventory'; inventoryItemIds: string[] }
  | { kind: 'uninstalled' }
  | { kind: 'ignored' };

/** Products to upsert and product ids to delete. */
export interface PlatformChanges {
  upserts: CatalogueProductInput[];
  gone: string[];
}

/**
 * Change notifications a platform sends by webhook, registered at connect and removed at
 * disconnect. Platforms without webhooks (PrestaShop, Magento 2, Storeden) do not implement it.
 */
export interface PlatformWebhooks {
  /** Registers (or re-enables) Trova's webhooks pointing at `callbackUrl`; returns their ids. */
  register(callbackUrl: string, secret: string, signal?: AbortSignal): Promise<string[]>;
  /** Removes the webhooks registered earlier; missing ones are not an error. */
  remove(ids: readonly string[], signal?: AbortSignal): Promise<void>;
}
