/**
 * The parts of Magento 2's REST answers (`/rest/{storeView}/V1/...`) that Trova reads, as the
 * Adobe Commerce web API reference describes them. Fields Trova does not read are left out; every
 * field is optional where Magento may omit it.
 */

/** `custom_attributes[]`: an EAV attribute's value, a string (or a string list for multiselects). */
export interface MagentoCustomAttribute {
  attribute_code: string;
  value: unknown;
}

/** `media_gallery_entries[]`: `file` is relative to `{media}/catalog/product`. */
export interface MagentoMediaEntry {
  media_type?: string;
  label?: string | null;
  position?: number;
  disabled?: boolean;
  types?: string[];
  file: string;
}

/** `cataloginventory` stock item (legacy inventory; present on single-product answers). */
export interface MagentoStockItem {
  qty?: number | null;
  is_in_stock?: boolean;
  manage_stock?: boolean;
  backorders?: number;
}

/** A configurable product's option: which attribute its children differ by. */
export interface MagentoConfigurableOption {
  attribute_id: string | number;
  label?: string;
  position?: number;
  values?: { value_index: number }[];
}

export interface MagentoProduct {
  /** The entity id: Trova's product id (as a string). */
  id: number;
  sku: string;
  name?: string;
  price?: number | null;
  /** 1 enabled, 2 disabled. */
  status?: number;
  /** 1 not visible individually, 2 catalog, 3 search, 4 catalog and search. */
  visibility?: number;
  type_id?: string;
  /** UTC, "YYYY-MM-DD HH:MM:SS". */
  updated_at?: string;
  extension_attributes?: {
    website_ids?: number[];
    category_links?: { category_id: string | number; position?: number }[];
    stock_item?: MagentoStockItem;
    configurable_product_options?: MagentoConfigurableOption[];
    configurable_product_links?: number[];
  };
  media_gallery_entries?: MagentoMediaEntry[] | null;
  custom_attributes?: MagentoCustomAttribute[];
}

/** Every `getList` answer: the page's items and the count of all matches. */
export interface MagentoSearchResult<T> {
  items: T[];
  total_count: number;
}

/** `GET /V1/store/storeConfigs[]`: one store view's configuration. */
export interface MagentoStoreConfig {
  id: number;
  code: string;
  website_id: number;
  base_currency_code?: string;
  default_display_currency_code?: string;
  base_link_url?: string;
  base_media_url?: string;
  secure_base_link_url?: string;
  secure_base_media_url?: string;
}

/** `GET /V1/store/storeViews[]`. */
export interface MagentoStoreView {
  id: number;
  code: string;
  name: string;
  website_id: number;
  store_group_id: number;
}

/** `GET /V1/store/storeGroups[]`: a "store" in Magento's admin, holding store views. */
export interface MagentoStoreGroup {
  id: number;
  name: string;
  root_category_id?: number;
}

/** `GET /V1/categories`: the category tree below the store's root. */
export interface MagentoCategory {
  id: number;
  parent_id?: number;
  name: string;
  is_active?: boolean;
  /** 0 the catalog root, 1 a store's root ("Default Category"), 2+ shown categories. */
  level: number;
  children_data?: MagentoCategory[];
}

/** `GET /V1/products/attributes`: an attribute and, for selects, its option labels. */
export interface MagentoAttribute {
  attribute_id: number;
  attribute_code: string;
  default_frontend_label?: string | null;
  options?: { label: string; value: string }[];
}

/** `GET /V1/inventory/source-items` (Multi-Source Inventory): stock of a SKU at one source. */
export interface MagentoSourceItem {
  sku: string;
  source_code: string;
  quantity: number;
  /** 1 in stock, 0 out of stock. */
  status: number;
}

/** Magento's error body: `message` with `%name` placeholders filled from `parameters`. */
export interface MagentoErrorBody {
  message: string;
  parameters?: Record<string, string> | string[];
}
