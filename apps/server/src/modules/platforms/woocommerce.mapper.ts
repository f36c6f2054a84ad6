import {
  catalogueProductSchema,
  type Availability,
  type CatalogueProductInput,
} from '@trova/contracts';
import { htmlToText } from './woocommerce-text';
import type { WooAttribute, WooCategory, WooProduct, WooVariation } from './woocommerce.types';

/** What a product needs from its store: the currency and the category tree. */
export interface WooStore {
  currency: string | null;
  /** Category paths by category id ("Uomo > Scarpe > Trekking"). */
  categoryPaths: ReadonlyMap<number, string>;
  /** Entered → displayed price multiplier by tax class, when they differ (woocommerce-tax.ts). */
  taxFactor?: ((taxClass: string) => number) | null;
}

const SIZE_NAMES = new Set(['size', 'taglia', 'misura']);
const COLOR_NAMES = new Set(['color', 'colour', 'colore']);
const BRAND_NAMES = new Set(['brand', 'marca', 'marchio']);
const MAX_IMAGES = 21;

/**
 * Whether the storefront's search shows the product: published, and not hidden from the catalogue
 * and search. "Shop only" (`catalog`) is left out too: the owner asked WooCommerce to keep it out
 * of search results, and Trova is the shop's search.
 * @example isWooProductShown({ id: 1, name: 'Zaino', status: 'draft' }) // false
 */
export function isWooProductShown(product: WooProduct): boolean {
  const visibility = product.catalog_visibility ?? 'visible';
  return product.status === 'publish' && (visibility === 'visible' || visibility === 'search');
}

/**
 * Category paths by id from the flat list WooCommerce answers, each walking up its parents.
 * @example wooCategoryPaths([{ id: 1, name: 'Uomo', parent: 0 }, { id: 2, name: 'Scarpe', parent: 1 }]).get(2) // 'Uomo > Scarpe'
 */
export function wooCategoryPaths(categories: readonly WooCategory[]): Map<number, string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const paths = new Map<number, string>();
  for (const category of categories) {
    const names: string[] = [];
    const seen = new Set<number>();
    // The walk stops on a loop or a missing parent: a broken tree still yields a path.
    for (let at: WooCategory | undefined = category; at && !seen.has(at.id);) {
      seen.add(at.id);
      names.unshift(htmlToText(at.name));
      at = at.parent ? byId.get(at.parent) : undefined;
    }
    paths.set(category.id, names.join(' > '));
  }
  return paths;
}

/**
 * One catalogue product from a WooCommerce product and its variations (docs/product/catalogue.md,
 * "WooCommerce"): the lowest regular price among purchasable variations, a sale price when one is
 * on sale, in stock when any variation is, sizes and colours from the attributes. Null when the
 * storefront does not show it or it does not validate.
 * @example mapWooProduct(product, [], { currency: 'EUR', categoryPaths: new Map() })?.price // { amount: 89, currency: 'EUR' }
 */
export function mapWooProduct(
  product: WooProduct,
  variations: readonly WooVariation[],
  store: WooStore,
): CatalogueProductInput | null {
  if (!isWooProductShown(product)) return null;
  const shown = variations.filter((variation) => (variation.status ?? 'publish') === 'publish');
  const offers = shown.length > 0 ? shown : [product];
  const purchasable = offers.filter((offer) => offer.purchasable !== false);
  const priced = purchasable.length > 0 ? purchasable : offers;
  const money = (amount: number) => ({
    amount,
    ...(store.currency ? { currency: store.currency } : {}),
  });
  const shownPrice = (offer: WooProduct | WooVariation, amount: number | undefined) =>
    displayed(amount, product, offer, store);
  const regular = lowest(
    priced.map((offer) =>
      shownPrice(offer, toAmount(offer.regular_price) ?? toAmount(offer.price)),
    ),
  );
  const sale = lowest(priced.map((offer) => shownPrice(offer, saleAmount(offer))));
  const images = distinct([
    ...(product.images ?? []).map((image) => image.src),
    ...shown.map((variation) => variation.image?.src ?? ''),
  ]).slice(0, MAX_IMAGES);
  const description = htmlToText(product.description || product.short_description || '');
  const first = shown[0];
  const candidate: CatalogueProductInput = {
    id: String(product.id),
    title: htmlToText(product.name),
    ...(description ? { description: description.slice(0, 5000) } : {}),
    ...(product.permalink ? { link: product.permalink } : {}),
    ...(images[0] ? { imageLink: images[0] } : {}),
    additionalImageLinks: images.slice(1),
    ...(regular !== undefined ? { price: money(regular) } : {}),
    ...(sale !== undefined && (regular === undefined || sale < regular)
      ? { salePrice: money(sale) }
      : {}),
    ...optional('availability', availability(offers)),
    ...optional('brand', brand(product)),
    ...optional('gtin', product.global_unique_id || first?.global_unique_id),
    ...optional('mpn', product.sku || first?.sku),
    productType: distinct(
      (product.categories ?? []).map(
        (category) => store.categoryPaths.get(category.id) ?? htmlToText(category.name),
      ),
    ).slice(0, 20),
    ...optional('size', optionValues(product, shown, SIZE_NAMES)),
    ...optional('color', optionValues(product, shown, COLOR_NAMES)),
  };
  const parsed = catalogueProductSchema.safeParse(candidate);
  return parsed.success ? candidate : null;
}

function toAmount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

/** An entered price as the shop displays it (tax added or taken off), to the cent. */
function displayed(
  amount: number | undefined,
  product: WooProduct,
  offer: WooProduct | WooVariation,
  store: WooStore,
): number | undefined {
  if (amount === undefined || !store.taxFactor) return amount;
  if ((offer.tax_status ?? product.tax_status ?? 'taxable') !== 'taxable') return amount;
  const own = offer.tax_class;
  const taxClass = own === undefined || own === 'parent' ? (product.tax_class ?? '') : own;
  return Math.round(amount * store.taxFactor(taxClass) * 100) / 100;
}

/** A sale price only while the sale runs: `on_sale` says so, whatever the scheduled dates. */
function saleAmount(offer: WooProduct | WooVariation): number | undefined {
  if (offer.on_sale === false) return undefined;
  return toAmount(offer.sale_price);
}

function lowest(amounts: readonly (number | undefined)[]): number | undefined {
  const known = amounts.filter((amount): amount is number => amount !== undefined);
  return known.length > 0 ? Math.min(...known) : undefined;
}

const STOCK: Record<string, Availability> = {
  instock: 'in_stock',
  onbackorder: 'backorder',
  outofstock: 'out_of_stock',
};

/** In stock when any offer is; else backorder when any takes orders; else out of stock. */
function availability(offers: readonly (WooProduct | WooVariation)[]): Availability | undefined {
  const states = new Set(offers.map((offer) => STOCK[offer.stock_status ?? '']));
  for (const state of ['in_stock', 'backorder', 'out_of_stock'] as const) {
    if (states.has(state)) return state;
  }
  return undefined;
}

function brand(product: WooProduct): string | undefined {
  const term = product.brands?.[0]?.name;
  if (term) return htmlToText(term);
  const attribute = (product.attributes ?? []).find((item) => named(item, BRAND_NAMES));
  return attribute?.options?.[0] ?? attribute?.option;
}

function named(attribute: WooAttribute, names: ReadonlySet<string>): boolean {
  const slug = (attribute.slug ?? '').replace(/^pa_/, '').toLowerCase();
  return names.has(attribute.name.trim().toLowerCase()) || names.has(slug);
}

/** Distinct values of the attribute, from the product's list and each shown variation's choice. */
function optionValues(
  product: WooProduct,
  variations: readonly WooVariation[],
  names: ReadonlySet<string>,
): string | undefined {
  const values = [
    ...(product.attributes ?? [])
      .filter((item) => named(item, names))
      .flatMap((item) => item.options ?? []),
    ...variations.flatMap((variation) =>
      (variation.attributes ?? [])
        .filter((item) => named(item, names))
        .map((item) => item.option ?? ''),
    ),
  ];
  const joined = distinct(values.map((value) => value.trim())).join(', ');
  return joined ? joined.slice(0, 500) : undefined;
}

function distinct(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/** `{ key: value }` when the value is there, `{}` otherwise (the schema wants absent, not empty). */
function optional<K extends string, V extends string>(
  key: K,
  value: V | undefined,
): Partial<Record<K, V>> {
  return value ? ({ [key]: value } as Partial<Record<K, V>>) : {};
}
