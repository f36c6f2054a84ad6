import type { Availability, CatalogueProductInput, Money } from '@trova/contracts';
import type { MagentoProduct } from './magento2.types';
import {
  activeSpecialPrice,
  customAttribute,
  joinUrl,
  priceValue,
  stripHtml,
} from './magento2-values';

/** What mapping needs of the store view, read once per sync (see `loadMagentoStore`). */
export interface MagentoStoreContext {
  /** ISO 4217 of the store view's prices, when Magento says. */
  currency: string | null;
  /** The store view's storefront base (`secure_base_link_url`), ending with "/". */
  linkBase: string;
  /** The store view's media base (`secure_base_media_url`), ending with "/". */
  mediaBase: string;
  /** The store view's website: products not assigned to it are not shown there. */
  websiteId: number | null;
  /** Category id → "Uomo > Scarpe > Trekking" (without the catalog root and the store's root). */
  categoryPaths: ReadonlyMap<string, string>;
  /** Attribute code → option value → label, for select attributes (color, size, manufacturer…). */
  optionLabels: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Attribute id → code (configurable options name attributes by id). */
  attributeCodes: ReadonlyMap<string, string>;
  now: Date;
}

/** Product types mapped; anything else (gift cards of Adobe Commerce…) is not imported. */
export const MAGENTO_PRODUCT_TYPES = [
  'simple',
  'configurable',
  'virtual',
  'downloadable',
  'bundle',
  'grouped',
] as const;
/** Visibilities the storefront lists: catalog, search, both (not "not visible individually"). */
export const MAGENTO_VISIBLE = [2, 3, 4] as const;

const SIZE = /^(size|taglia|taglie|misura)$/i;
const COLOR = /^(colou?r|colore|colori)$/i;
const BRAND_CODES = ['manufacturer', 'brand'];
const GTIN_CODES = ['gtin', 'ean', 'upc', 'barcode'];

/**
 * Whether the store view shows the product by itself: enabled, visible in catalog or search, of a
 * mapped type and assigned to the store view's website. Anything else counts as gone.
 */
export function isShownInStore(product: MagentoProduct, context: MagentoStoreContext): boolean {
  const websites = product.extension_attributes?.website_ids;
  return (
    product.status === 1 &&
    (MAGENTO_VISIBLE as readonly number[]).includes(product.visibility ?? 0) &&
    (MAGENTO_PRODUCT_TYPES as readonly string[]).includes(product.type_id ?? '') &&
    (context.websiteId === null || !websites || websites.includes(context.websiteId))
  );
}

/**
 * One catalogue product from a Magento product and, for a configurable, its children (folded:
 * lowest price, in stock when any child is, sizes and colours listed). `stock` maps SKUs to their
 * availability; a SKU missing from it leaves availability unknown. Not validated: the caller runs
 * `catalogueProductSchema.safeParse`.
 * @example mapMagentoProduct(product, [], new Map([['ZAINO-30', 'in_stock']]), context)
 */
export function mapMagentoProduct(
  product: MagentoProduct,
  children: readonly MagentoProduct[],
  stock: ReadonlyMap<string, Availability>,
  context: MagentoStoreContext,
): CatalogueProductInput {
  const variants =
    product.type_id === 'configurable' ? children.filter((c) => c.status !== 2) : [product];
  const offer = foldOffer(variants, stock, context);
  const description =
    customAttribute(product, 'description') ?? customAttribute(product, 'short_description');
  const urlKey = customAttribute(product, 'url_key');
  const images = imageLinks(product, context);
  const firstVariant = variants[0];
  const withImages =
    images.length > 0 || !firstVariant ? images : imageLinks(firstVariant, context);
  return {
    id: String(product.id),
    title: (product.name ?? '').trim(),
    ...(description !== undefined ? { description: stripHtml(description) } : {}),
    ...(urlKey !== undefined ? { link: joinUrl(context.linkBase, `${urlKey}.html`) } : {}),
    ...(withImages[0] !== undefined ? { imageLink: withImages[0] } : {}),
    additionalImageLinks: withImages.slice(1, 21),
    ...offer,
    ...optional('brand', firstOption(product, BRAND_CODES, context)),
    ...optional('gtin', firstOf([product, ...variants], GTIN_CODES)),
    mpn: customAttribute(product, 'mpn') ?? product.sku,
    productType: categoryPaths(product, context),
    ...optional('color', optionValues(product, variants, COLOR, context)),
    ...optional('size', optionValues(product, variants, SIZE, context)),
  };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

/** Lowest regular and sale price among purchasable variants (the in-stock ones when any is). */
function foldOffer(
  variants: readonly MagentoProduct[],
  stock: ReadonlyMap<string, Availability>,
  context: MagentoStoreContext,
): { price?: Money; salePrice?: Money; availability?: Availability } {
  const states = variants.map((variant) => stock.get(variant.sku));
  const availability: Availability | undefined = states.includes('in_stock')
    ? 'in_stock'
    : states.includes('backorder')
      ? 'backorder'
      : states.some((state) => state !== undefined) || variants.length === 0
        ? 'out_of_stock'
        : undefined;
  const buyable = variants.filter(
    (_, index) => availability !== 'in_stock' || states[index] === 'in_stock',
  );
  let regular: number | undefined;
  let sale: number | undefined;
  for (const variant of buyable) {
    const price = priceValue(variant.price);
    if (price !== undefined && price > 0 && (regular === undefined || price < regular))
      regular = price;
    const special = activeSpecialPrice(variant, price, context.now);
    if (special !== undefined && (sale === undefined || special < sale)) sale = special;
  }
  const money = (amount: number): Money =>
    context.currency ? { amount, currency: context.currency } : { amount };
  return {
    ...(regular !== undefined ? { price: money(regular) } : {}),
    ...(sale !== undefined && (regular === undefined || sale < regular)
      ? { salePrice: money(sale) }
      : {}),
    ...(availability !== undefined ? { availability } : {}),
  };
}

/** Enabled gallery images, the one marked "image" first, then by position. */
function imageLinks(product: MagentoProduct, context: MagentoStoreContext): string[] {
  const entries = (product.media_gallery_entries ?? []).filter(
    (entry) => entry.disabled !== true && (entry.media_type ?? 'image') === 'image' && entry.file,
  );
  const rank = (types: string[] | undefined): number => (types?.includes('image') ? 0 : 1);
  entries.sort((a, b) => rank(a.types) - rank(b.types) || (a.position ?? 0) - (b.position ?? 0));
  return entries.map((entry) =>
    joinUrl(context.mediaBase, `catalog/product/${entry.file.replace(/^\/+/, '')}`),
  );
}

function categoryPaths(product: MagentoProduct, context: MagentoStoreContext): string[] {
  const ids = new Set<string>();
  for (const link of product.extension_attributes?.category_links ?? [])
    ids.add(String(link.category_id));
  for (const id of (customAttribute(product, 'category_ids') ?? '').split(',')) if (id) ids.add(id);
  const paths = [...ids]
    .map((id) => context.categoryPaths.get(id))
    .filter((path) => path !== undefined);
  // A product in "Scarpe" and "Scarpe > Trekking" keeps only the deeper path.
  const deepest = paths.filter((path) => !paths.some((other) => other.startsWith(`${path} > `)));
  return [...new Set(deepest)].slice(0, 20);
}

/** The label of a select attribute's value, or the value itself when it is not an option id. */
function optionLabel(code: string, value: string, context: MagentoStoreContext): string {
  return context.optionLabels.get(code)?.get(value) ?? value;
}

function firstOption(
  product: MagentoProduct,
  codes: string[],
  context: MagentoStoreContext,
): string | undefined {
  for (const code of codes) {
    const value = customAttribute(product, code);
    if (value !== undefined) return optionLabel(code, value, context);
  }
  return undefined;
}

function firstOf(products: readonly MagentoProduct[], codes: string[]): string | undefined {
  for (const product of products) {
    for (const code of codes) {
      const value = customAttribute(product, code);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/**
 * Distinct labels of the colour (or size) attribute across the variants, joined with ", ". A
 * configurable names its attributes in `configurable_product_options`; a simple product carries
 * its own value.
 */
function optionValues(
  product: MagentoProduct,
  variants: readonly MagentoProduct[],
  name: RegExp,
  context: MagentoStoreContext,
): string | undefined {
  const codes = new Set<string>();
  for (const option of product.extension_attributes?.configurable_product_options ?? []) {
    const code = context.attributeCodes.get(String(option.attribute_id));
    if (code && (name.test(code) || name.test(option.label ?? ''))) codes.add(code);
  }
  for (const attribute of product.custom_attributes ?? []) {
    if (name.test(attribute.attribute_code)) codes.add(attribute.attribute_code);
  }
  const labels = new Set<string>();
  for (const variant of variants) {
    for (const code of codes) {
      const value = customAttribute(variant, code);
      if (value !== undefined)
        for (const part of value.split(',')) labels.add(optionLabel(code, part, context));
    }
  }
  return labels.size > 0 ? [...labels].join(', ').slice(0, 500) : undefined;
}
