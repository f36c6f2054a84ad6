/**
 * What Storeden's Connect API v1.1 answers (https://developers.storeden.com/docs), as far as Trova
 * reads it. Every field is optional: Storeden documents its answers by example, not by schema, so
 * the mapper treats each one as "maybe there".
 *
 * Documented: `products/paginated_list.json` (`page`, `limit`, `nodes`), `products/list.json`
 * (every product, `nodes` for extra fields such as `update_at`), `products/product.json?uid=`,
 * `categories/list.json`, `brands/list.json`, `store/info.json` (uid, url, store_name), errors as
 * `{ error: <code>, message }`, and 509 "Limit Exceeded" past 100.000 calls a day.
 * Assumed (not in the public pages Trova could read; see docs/product/catalogue.md, "Storeden"):
 * the variant shape below, `currency` on the store info, and that a paginated page shorter than
 * `limit` is the last one.
 */

/** `GET store/info.json`. */
export interface StoredenStoreInfo {
  uid?: string | number;
  url?: string;
  store_name?: string;
  /** Assumed: ISO 4217 of the store's prices, when Storeden says. */
  currency?: string;
}

/** One row of `products/list.json` / `products/paginated_list.json` (base fields + nodes). */
export interface StoredenListItem {
  uid: number | string;
  code?: string;
  price?: number;
  final_price?: number;
  /** 1 = published on the storefront; anything else is hidden. */
  status?: number | string;
  /** Node `update_at`: when the product last changed (epoch seconds or a date string). */
  update_at?: number | string;
}

/**
 * A variant of a product with `usevariants` (assumed shape: the public pages name the `variants`
 * and `vars` nodes and the variant SKU, but show no example).
 */
export interface StoredenVariant {
  sku?: string;
  price?: number;
  final_price?: number;
  stock_count?: number;
  ean13?: string;
  mpn?: string;
  /** Option values: `{ taglia: 'M', colore: 'Rosso' }` or `[{ key, value }]`. */
  vars?: Record<string, string> | { key?: string; value?: string }[];
}

/** `GET products/product.json?uid=`: the full product. */
export interface StoredenProduct extends StoredenListItem {
  title?: string;
  description?: string;
  sku?: string;
  slug?: string;
  /** Absolute storefront address, when Storeden gives one. */
  url?: string;
  stock_count?: number;
  /** Legacy name of `stock_count`. */
  stockCount?: number;
  data?: { ean13?: string; ean8?: string; isbn?: string; unlimited?: boolean | number };
  /** List node `ean`: the barcode, flat. */
  ean?: string;
  /** List node `unlimited`: stock never runs out. */
  unlimited?: boolean | number;
  mpn?: string;
  brandUID?: number;
  brand_name?: string;
  categories?: number[];
  /** Legacy name of `categories`. */
  categoryUID?: number[];
  /** A gallery image id (or its address). */
  image_id?: string;
  /** Gallery image ids or addresses, the first the main image. */
  gallery?: string[];
  usevariants?: number | boolean;
  variants?: StoredenVariant[];
}

/** One row of `categories/list.json`. */
export interface StoredenCategory {
  uid: number;
  name?: string;
  parent?: number;
  /** Legacy name of `parent`. */
  parentUID?: number;
  /** 0 = disabled (since Dec 2021); absent means enabled. */
  status?: number;
}

/** One row of `brands/list.json`. */
export interface StoredenBrand {
  uid: number;
  name?: string;
  disabled?: boolean | number;
}

/** Storeden's error answer (its PHP SDK reads `error` and `message`). */
export interface StoredenErrorBody {
  error: number;
  message: string;
}
