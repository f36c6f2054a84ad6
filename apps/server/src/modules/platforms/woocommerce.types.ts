/**
 * The parts of WooCommerce REST API v3 answers (`/wp-json/wc/v3/…`) Trova reads. Prices are
 * decimal strings ('' when unset), ids are numbers. Only fields the mapper and client use are
 * typed; WooCommerce sends many more.
 */

/**
 * `stock_status` of a product or variation: instock, outofstock or onbackorder (plugins may add
 * others, so it stays a string).
 */
export type WooStockStatus = string;

export interface WooImage {
  src: string;
}

/** A product attribute; `options` lists its values (a variation names one `option`). */
export interface WooAttribute {
  id?: number;
  name: string;
  slug?: string;
  options?: string[];
  option?: string;
}

/** A term reference on a product: category, tag or brand. */
export interface WooTermRef {
  id: number;
  name: string;
  slug?: string;
}

/** `GET /products` and `GET /products/{id}` items. */
export interface WooProduct {
  id: number;
  name: string;
  /** simple, grouped, external or variable (plugins add more). */
  type?: string;
  /** draft, pending, private, publish (and trash for trashed ones). */
  status?: string;
  /** visible, catalog (shop only), search (search only), hidden. */
  catalog_visibility?: string;
  permalink?: string;
  description?: string;
  short_description?: string;
  sku?: string;
  /** GTIN, UPC, EAN or ISBN (WooCommerce 9.2+). */
  global_unique_id?: string;
  price?: string;
  regular_price?: string;
  sale_price?: string;
  on_sale?: boolean;
  purchasable?: boolean;
  /** taxable, shipping (only shipping taxed) or none. */
  tax_status?: string;
  /** '' (standard) or a tax class slug. */
  tax_class?: string;
  stock_status?: WooStockStatus;
  categories?: WooTermRef[];
  /** WooCommerce Brands (core since 9.6); some brand plugins fill it too. */
  brands?: WooTermRef[];
  images?: WooImage[];
  attributes?: WooAttribute[];
  /** Ids of a variable product's variations. */
  variations?: number[];
  /** A variation sent in a webhook payload names its product. */
  parent_id?: number;
  date_modified_gmt?: string;
}

/** `GET /products/{id}/variations` items. */
export interface WooVariation {
  id: number;
  status?: string;
  sku?: string;
  global_unique_id?: string;
  price?: string;
  regular_price?: string;
  sale_price?: string;
  on_sale?: boolean;
  purchasable?: boolean;
  tax_status?: string;
  /** 'parent' (the product's), '' (standard) or a tax class slug. */
  tax_class?: string;
  stock_status?: WooStockStatus;
  image?: WooImage | null;
  attributes?: WooAttribute[];
}

/** `GET /products/categories` items. */
export interface WooCategory {
  id: number;
  name: string;
  parent: number;
}

/** `GET /webhooks` items. */
export interface WooWebhook {
  id: number;
  name?: string;
  /** active, paused (by the admin) or disabled (after repeated failed deliveries). */
  status: string;
  topic: string;
  delivery_url: string;
}
