/**
 * The PrestaShop webservice's JSON shapes as Trova reads them (`output_format=JSON`). The
 * webservice writes most scalars as strings ("1", "34.460000") and ids as numbers or strings, so
 * every reader converts; a multi-language field is an array of `{ id, value }` when the shop has
 * several languages and a bare string when only one is shown.
 */
export type PsScalar = string | number | null | undefined;
export type PsText = string | PsLanguageValue[] | null | undefined;

export interface PsLanguageValue {
  id: PsScalar;
  value: string | null;
}

export interface PsId {
  id: PsScalar;
}

export interface PsProduct {
  id: PsScalar;
  active?: PsScalar;
  visibility?: string;
  available_for_order?: PsScalar;
  name?: PsText;
  description?: PsText;
  description_short?: PsText;
  link_rewrite?: PsText;
  reference?: string | null;
  ean13?: string | null;
  mpn?: string | null;
  condition?: string;
  id_manufacturer?: PsScalar;
  manufacturer_name?: string | null;
  id_category_default?: PsScalar;
  id_default_image?: PsScalar;
  date_upd?: string;
  /** Tax-excluded base price: Trova reads the virtual fields below instead. */
  price?: PsScalar;
  /** Virtual field `price[trova_final]`: with tax, after reductions. */
  trova_final?: PsScalar;
  /** Virtual field `price[trova_regular]`: with tax, before reductions. */
  trova_regular?: PsScalar;
  associations?: {
    categories?: PsId[];
    images?: PsId[];
    combinations?: PsId[];
  };
}

export interface PsCombination {
  id: PsScalar;
  id_product: PsScalar;
  reference?: string | null;
  ean13?: string | null;
  mpn?: string | null;
  trova_final?: PsScalar;
  trova_regular?: PsScalar;
  associations?: { product_option_values?: PsId[]; images?: PsId[] };
}

export interface PsStockAvailable {
  id?: PsScalar;
  id_product: PsScalar;
  id_product_attribute: PsScalar;
  quantity: PsScalar;
  /** 0 deny orders when out of stock, 1 allow them, 2 the shop's default. */
  out_of_stock?: PsScalar;
}

export interface PsCategory {
  id: PsScalar;
  id_parent: PsScalar;
  name?: PsText;
  active?: PsScalar;
  is_root_category?: PsScalar;
  level_depth?: PsScalar;
}

export interface PsLanguage {
  id: PsScalar;
  iso_code: string;
  active?: PsScalar;
}

export interface PsOptionGroup {
  id: PsScalar;
  name?: PsText;
  public_name?: PsText;
  is_color_group?: PsScalar;
}

export interface PsOptionValue {
  id: PsScalar;
  id_attribute_group: PsScalar;
  name?: PsText;
}

export interface PsManufacturer {
  id: PsScalar;
  name?: string | null;
}

export interface PsCurrency {
  id: PsScalar;
  iso_code: string;
  active?: PsScalar;
  conversion_rate?: PsScalar;
}

/** An error answer: `{ "errors": [{ "code": 26, "message": "…" }] }`. */
export interface PsErrors {
  errors?: { code?: PsScalar; message?: string }[];
}
