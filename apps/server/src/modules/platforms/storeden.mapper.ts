import type { Availability, CatalogueProductInput, Money } from '@trova/contracts';
import type { StoredenProduct, StoredenVariant } from './storeden.types';
import { plainText } from './storeden-values';

/** Where Storeden serves gallery images by id (its Gallery API answers these addresses). */
export const STOREDEN_GALLERY_BASE = 'https://tcdn.storeden.com/gallery/';

/** What the mapper needs besides the product: the store and its category and brand names. */
export interface StoredenCatalogueContext {
  /** The storefront's address (the owner's, not the API's): product links start here. */
  storeUrl: string;
  /** ISO 4217 of the store's prices, or null when Storeden did not say. */
  currency: string | null;
  /** Category uid → name and parent uid (0 for a root). */
  categories: ReadonlyMap<number, { name: string; parent: number }>;
  /** Brand uid → name. */
  brands: ReadonlyMap<number, string>;
}

const SIZE_KEYS = new Set(['size', 'taglia']);
const COLOR_KEYS = new Set(['color', 'colour', 'colore']);

/**
 * One Storeden product as a catalogue product (docs/product/catalogue.md, "Storeden"), or null
 * when the storefront does not show it (`status` other than 1): such a product counts as gone.
 * Variants fold in: lowest regular price among purchasable variants, the lowest sale price when
 * one is discounted, in stock when any variant is, sizes and colours listed. Not validated here:
 * the client runs `catalogueProductSchema` and drops what fails.
 *
 * @example
 * mapStoredenProduct({ uid: 7, status: 1, title: 'Zaino 30 L', price: 59 }, context)
 * // { id: '7', title: 'Zaino 30 L', price: { amount: 59, currency: 'EUR' }, … }
 */
export function mapStoredenProduct(
  product: StoredenProduct,
  context: StoredenCatalogueContext,
): CatalogueProductInput | null {
  if (!isPublished(product.status)) return null;
  const variants = product.usevariants ? (product.variants ?? []) : [];
  const unlimited = Boolean(product.unlimited ?? product.data?.unlimited);
  const offer =
    variants.length > 0 ? variantOffer(product, variants, unlimited) : simpleOffer(product);
  const images = imageLinks(product);
  const money = (amount: number): Money =>
    context.currency ? { amount, currency: context.currency } : { amount };
  const first = variants[0];
  return {
    id: String(product.uid),
    title: (product.title ?? '').trim(),
    description: plainText(product.description),
    link: productLink(product, context.storeUrl),
    imageLink: images[0],
    additionalImageLinks: images.slice(1, 21),
    price: offer.price === undefined ? undefined : money(offer.price),
    salePrice: offer.sale === undefined ? undefined : money(offer.sale),
    availability: unlimited ? 'in_stock' : offer.availability,
    brand: product.brand_name?.trim() || brandName(product.brandUID, context),
    gtin: nonEmpty(
      product.ean,
      product.data?.ean13,
      product.data?.ean8,
      product.data?.isbn,
      first?.ean13,
    ),
    mpn: nonEmpty(product.mpn, first?.mpn),
    productType: categoryPaths(product.categories ?? product.categoryUID ?? [], context),
    size: optionValues(variants, SIZE_KEYS),
    color: optionValues(variants, COLOR_KEYS),
  };
}

/** Storeden's `status`: 1 is published; 0 or anything else is hidden from the storefront. */
export function isPublished(status: number | string | undefined): boolean {
  return Number(status) === 1;
}

interface Offer {
  price: number | undefined;
  sale: number | undefined;
  availability: Availability;
}

function simpleOffer(product: StoredenProduct): Offer {
  const price = amount(product.price) ?? amount(product.final_price);
  const final = amount(product.final_price);
  const stock = product.stock_count ?? product.stockCount ?? 0;
  return {
    price,
    sale: price !== undefined && final !== undefined && final < price ? final : undefined,
    availability: stock > 0 ? 'in_stock' : 'out_of_stock',
  };
}

function variantOffer(
  product: StoredenProduct,
  variants: readonly StoredenVariant[],
  unlimited: boolean,
): Offer {
  const inStock = variants.filter((variant) => unlimited || (variant.stock_count ?? 0) > 0);
  // Out-of-stock variants still tell the price when none can be bought.
  const priced = inStock.length > 0 ? inStock : variants;
  let price: number | undefined;
  let sale: number | undefined;
  for (const variant of priced) {
    const regular = amount(variant.price) ?? amount(product.price);
    const final =
      amount(variant.final_price) ??
      (variant.price === undefined ? amount(product.final_price) : undefined);
    if (regular !== undefined) price = price === undefined ? regular : Math.min(price, regular);
    if (regular !== undefined && final !== undefined && final < regular) {
      sale = sale === undefined ? final : Math.min(sale, final);
    }
  }
  return {
    price,
    sale: sale !== undefined && price !== undefined && sale < price ? sale : undefined,
    availability: inStock.length > 0 ? 'in_stock' : 'out_of_stock',
  };
}

function amount(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function nonEmpty(...values: (string | undefined)[]): string | undefined {
  return values.map((value) => value?.trim()).find((value) => value) || undefined;
}

function productLink(product: StoredenProduct, storeUrl: string): string | undefined {
  if (product.url && /^https?:\/\//i.test(product.url)) return product.url;
  if (!product.slug) return undefined;
  // Assumed storefront route; Storeden's docs show the slug but not the page address.
  return `${storeUrl.replace(/\/+$/, '')}/product/${encodeURIComponent(product.slug)}`;
}

function imageLinks(product: StoredenProduct): string[] {
  const ids = [product.image_id, ...(product.gallery ?? [])].filter(
    (id): id is string => typeof id === 'string' && id.trim() !== '',
  );
  const links = ids.map((id) => (/^https?:\/\//i.test(id) ? id : STOREDEN_GALLERY_BASE + id));
  return [...new Set(links)];
}

function brandName(uid: number | undefined, context: StoredenCatalogueContext): string | undefined {
  return uid === undefined ? undefined : context.brands.get(uid);
}

/** "Uomo > Scarpe > Trekking" for each category, walking parents (a loop stops the walk). */
function categoryPaths(uids: readonly number[], context: StoredenCatalogueContext): string[] {
  const paths: string[] = [];
  for (const uid of uids) {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let at = context.categories.get(uid), id = uid; at && !seen.has(id);) {
      seen.add(id);
      names.unshift(at.name);
      id = at.parent;
      at = context.categories.get(id);
    }
    if (names.length > 0) paths.push(names.join(' > ').slice(0, 500));
  }
  return [...new Set(paths)].slice(0, 20);
}

function optionValues(variants: readonly StoredenVariant[], keys: Set<string>): string | undefined {
  const values = new Set<string>();
  for (const variant of variants) {
    const pairs = Array.isArray(variant.vars)
      ? variant.vars.map(({ key, value }) => [key ?? '', value ?? ''] as const)
      : Object.entries(variant.vars ?? {});
    for (const [key, value] of pairs) {
      if (keys.has(key.trim().toLowerCase()) && String(value).trim()) {
        values.add(String(value).trim());
      }
    }
  }
  return values.size > 0 ? [...values].join(', ').slice(0, 500) : undefined;
}
