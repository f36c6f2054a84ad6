import type { Availability, CatalogueProductInput, Money } from '@trova/contracts';
import { prestaShopCategoryPaths, type PrestaShopCategoryNode } from './prestashop-categories';
import { prestaShopImageLinks, prestaShopProductLink } from './prestashop-links';
import { cents, clip, htmlToText, isTrue, pickLanguage, toId, toNumber } from './prestashop-values';
import type { PsCombination, PsProduct, PsStockAvailable } from './prestashop.types';

/** The shop's lookups one import reads once: language, currency, category tree, options, brands. */
export interface PrestaShopCatalogueContext {
  /** The storefront's base address, no trailing slash. */
  storeUrl: string;
  /** The webservice id of the shop's language; null picks the first language. */
  languageId: string | null;
  /** ISO 4217 of the shop's default currency, when known. */
  currency: string | null;
  categories: ReadonlyMap<string, PrestaShopCategoryNode>;
  /** Attribute group id → which catalogue field its values fill. */
  optionGroups: ReadonlyMap<string, 'size' | 'color' | null>;
  /** Attribute (option value) id → its group id and name in the shop's language. */
  optionValues: ReadonlyMap<string, { group: string; name: string }>;
  /** Manufacturer id → name, for products whose `manufacturer_name` is empty. */
  manufacturers: ReadonlyMap<string, string>;
}

/** Group names that are sizes or colours (Italian and English, as the wizard's shops use). */
const SIZE_NAMES = new Set(['taglia', 'size', 'misura', 'taglie', 'sizes']);
const COLOR_NAMES = new Set(['colore', 'color', 'colour', 'colori', 'colors', 'colours']);

/**
 * Which catalogue field an attribute group fills, by its public name or PrestaShop's colour flag.
 * @example optionKind('Taglia', false) // 'size'
 */
export function optionKind(name: string, isColorGroup: boolean): 'size' | 'color' | null {
  const key = name.trim().toLowerCase();
  if (SIZE_NAMES.has(key)) return 'size';
  if (isColorGroup || COLOR_NAMES.has(key)) return 'color';
  return null;
}

/**
 * Whether the storefront shows the product in search: active, and visible "everywhere" or "in
 * search only". "Catalog only" products are hidden from the shop's own search, so Trova's
 * search leaves them out too; "nowhere" ones are not shown at all.
 */
export function isShownInSearch(product: PsProduct): boolean {
  const visibility = product.visibility ?? 'both';
  return isTrue(product.active) && (visibility === 'both' || visibility === 'search');
}

/**
 * One PrestaShop product with its combinations and stock as a catalogue product, or null when
 * the storefront does not show it in search (it then counts as gone). Prices are the webservice's
 * `price[…]` virtual fields, computed by PrestaShop with tax (docs/product/catalogue.md,
 * "PrestaShop"). Not validated here: the client runs `catalogueProductSchema`.
 *
 * @example
 * mapPrestaShopProduct({ id: 3, active: '1', name: 'Zaino 30 L', trova_final: '59.000000' }, [], stock, context)
 * // { id: '3', title: 'Zaino 30 L', price: { amount: 59, currency: 'EUR' }, … }
 */
export function mapPrestaShopProduct(
  product: PsProduct,
  combinations: readonly PsCombination[],
  stock: ReadonlyMap<string, PsStockAvailable>,
  context: PrestaShopCatalogueContext,
): CatalogueProductInput | null {
  if (!isShownInSearch(product)) return null;
  const id = toId(product.id);
  const offer = foldOffer(product, combinations, stock);
  const money = (amount: number): Money =>
    context.currency ? { amount, currency: context.currency } : { amount };
  const description =
    htmlToText(pickLanguage(product.description, context.languageId)) ||
    htmlToText(pickLanguage(product.description_short, context.languageId));
  const images = prestaShopImageLinks(product, context.storeUrl);
  const first = combinations[0];
  const brand =
    clip(product.manufacturer_name, 500) ??
    context.manufacturers.get(toId(product.id_manufacturer));
  return {
    id,
    title: clip(htmlToText(pickLanguage(product.name, context.languageId)), 5000) ?? '',
    description: clip(description, 5000),
    link: prestaShopProductLink(id, context.storeUrl, context.languageId),
    imageLink: images[0],
    additionalImageLinks: images.slice(1, 21),
    price: offer.price === undefined ? undefined : money(offer.price),
    salePrice: offer.sale === undefined ? undefined : money(offer.sale),
    availability: isTrue(product.available_for_order ?? '1') ? offer.availability : 'out_of_stock',
    brand,
    gtin: clip(product.ean13 || first?.ean13, 500),
    mpn: clip(product.mpn || product.reference || first?.mpn || first?.reference, 500),
    condition: condition(product.condition),
    productType: prestaShopCategoryPaths(product, context.categories),
    size: optionList(combinations, 'size', context),
    color: optionList(combinations, 'color', context),
  };
}

interface Offer {
  price: number | undefined;
  sale: number | undefined;
  availability: Availability;
}

/** 1 allows orders when out of stock; 0 denies; 2 follows the shop default, read as deny. */
function stockState(row: PsStockAvailable | undefined): Availability {
  if (row && (toNumber(row.quantity) ?? 0) > 0) return 'in_stock';
  return row && String(row.out_of_stock) === '1' ? 'backorder' : 'out_of_stock';
}

const RANK: Record<Availability, number> = {
  in_stock: 3,
  backorder: 2,
  preorder: 1,
  out_of_stock: 0,
};

function foldOffer(
  product: PsProduct,
  combinations: readonly PsCombination[],
  stock: ReadonlyMap<string, PsStockAvailable>,
): Offer {
  const id = toId(product.id);
  const own = stock.get(`${id}:0`);
  if (combinations.length === 0) {
    const price = toNumber(product.trova_regular) ?? toNumber(product.trova_final);
    const final = toNumber(product.trova_final);
    return offerOf([{ price, final }], stockState(own));
  }
  const states = combinations.map((combination) => {
    const row = stock.get(`${id}:${toId(combination.id)}`);
    // A combination without its own stock row follows the product's ordering policy.
    return stockState(row ?? (own ? { ...own, quantity: 0 } : undefined));
  });
  const best = states.reduce<Availability>(
    (top, state) => (RANK[state] > RANK[top] ? state : top),
    'out_of_stock',
  );
  // Only purchasable combinations set the price; when none is, all of them still tell it.
  const buyable = combinations.filter((_, index) => states[index] !== 'out_of_stock');
  const priced = (buyable.length > 0 ? buyable : combinations).map((combination) => ({
    price: toNumber(combination.trova_regular) ?? toNumber(combination.trova_final),
    final: toNumber(combination.trova_final),
  }));
  return offerOf(priced, best);
}

function offerOf(
  prices: readonly { price: number | undefined; final: number | undefined }[],
  availability: Availability,
): Offer {
  let price: number | undefined;
  let sale: number | undefined;
  for (const { price: regular, final } of prices) {
    if (regular === undefined || regular < 0) continue;
    price = price === undefined ? regular : Math.min(price, regular);
    if (final !== undefined && final >= 0 && final < regular) {
      sale = sale === undefined ? final : Math.min(sale, final);
    }
  }
  return {
    price: price === undefined ? undefined : cents(price),
    sale: sale !== undefined && price !== undefined && sale < price ? cents(sale) : undefined,
    availability,
  };
}

function condition(value: string | undefined): CatalogueProductInput['condition'] {
  return value === 'new' || value === 'used' || value === 'refurbished' ? value : undefined;
}

function optionList(
  combinations: readonly PsCombination[],
  kind: 'size' | 'color',
  context: PrestaShopCatalogueContext,
): string | undefined {
  const values = new Set<string>();
  for (const combination of combinations) {
    for (const option of combination.associations?.product_option_values ?? []) {
      const value = context.optionValues.get(toId(option.id));
      if (value && context.optionGroups.get(value.group) === kind && value.name.trim()) {
        values.add(value.name.trim());
      }
    }
  }
  return values.size > 0 ? clip([...values].join(', '), 500) : undefined;
}
