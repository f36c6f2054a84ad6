/**
 * The fake PrestaShop shop's data, kept in plain records the fake renders the way the webservice
 * documents its JSON (multi-language fields as `[{ id, value }]`, numbers as strings). Test
 * support only (apps/server/src/modules/platforms/fakes/): written from PrestaShop's public
 * webservice docs, in our own words and data.
 */

/** A text in the shop's two languages, keyed by ISO code. */
export interface FakeText {
  it: string;
  en: string;
}

export interface FakeCombination {
  id: number;
  /** Price impact on the product's tax-excluded price. */
  impact: number;
  reference?: string;
  ean13?: string;
  /** product_option_values ids (one per attribute group). */
  optionValues: number[];
  quantity: number;
}

export interface FakeProduct {
  id: number;
  active: boolean;
  visibility: 'both' | 'catalog' | 'search' | 'none';
  availableForOrder?: boolean;
  name: FakeText;
  description: FakeText;
  descriptionShort?: FakeText;
  linkRewrite: FakeText;
  /** Tax-excluded base price, as PrestaShop stores it. */
  price: number;
  /** Percent, from the product's tax rules group (22 for Italy's standard rate). */
  taxRate: number;
  /** A specific price's percentage reduction, 0 for none. */
  reductionPercent: number;
  reference: string;
  ean13: string;
  mpn?: string;
  condition?: 'new' | 'used' | 'refurbished';
  manufacturerId: number;
  defaultCategoryId: number;
  categoryIds: number[];
  imageIds: number[];
  /** The product's own stock when it has no combinations. */
  quantity: number;
  /** 0 deny orders when out of stock, 1 allow, 2 the shop default. */
  outOfStock: 0 | 1 | 2;
  combinations: FakeCombination[];
  /** "YYYY-MM-DD HH:MM:SS" in the shop's time zone. */
  dateUpd: string;
}

export interface FakeCategory {
  id: number;
  parent: number;
  name: FakeText;
  active: boolean;
  depth: number;
  isRoot: boolean;
}

/** Everything except products: what the shop's lookups answer. */
export interface FakeShop {
  name: string;
  languages: { id: number; iso: keyof FakeText; active: boolean }[];
  currencies: { id: number; iso: string; rate: number; active: boolean }[];
  categories: FakeCategory[];
  manufacturers: { id: number; name: string }[];
  optionGroups: { id: number; name: FakeText; color: boolean }[];
  optionValues: { id: number; group: number; name: FakeText }[];
}
