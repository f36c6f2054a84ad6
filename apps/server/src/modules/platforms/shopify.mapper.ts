import { catalogueProductSchema, type CatalogueProductInput } from '@trova/contracts';

/** A product variant as the GraphQL Admin API answers it (prices are decimal strings). */
export interface ShopifyVariant {
  id: string;
  price?: string | null;
  compareAtPrice?: string | null;
  availableForSale?: boolean | null;
  inventoryPolicy?: string | null;
  barcode?: string | null;
  sku?: string | null;
  selectedOptions?: { name: string; value: string }[] | null;
}

/** A product with its variants, image URLs and collection titles already folded in. */
export interface ShopifyProduct {
  id: string;
  title: string;
  description?: string | null;
  handle?: string | null;
  status?: string | null;
  onlineStoreUrl?: string | null;
  vendor?: string | null;
  productType?: string | null;
  category?: { fullName?: string | null } | null;
  variants: ShopifyVariant[];
  images: string[];
  collections: string[];
}

/** What a product needs from its store: the currency its prices are in. */
export interface ShopifyStore {
  currency: string | null;
}

const SIZE_NAMES = new Set(['size', 'taglia', 'misura']);
const COLOR_NAMES = new Set(['color', 'colour', 'colore']);

/**
 * The numeric id inside a Shopify global id: the catalogue product's id.
 * @example shopifyNumericId('gid://shopify/Product/7012') // '7012'
 */
export function shopifyNumericId(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

/**
 * The global id of a numeric id of the given type.
 * @example shopifyGid('Product', '7012') // 'gid://shopify/Product/7012'
 */
export function shopifyGid(type: string, id: string): string {
  return id.startsWith('gid://') ? id : `gid://shopify/${type}/${id}`;
}

/**
 * Whether the storefront shows the product: active, and published on the Online Store (Shopify
 * answers `onlineStoreUrl: null` for a product that is not). Others are not imported and are gone.
 * @example isShopifyProductVisible({ status: 'DRAFT', … }) // false
 */
export function isShopifyProductVisible(product: ShopifyProduct): boolean {
  return product.status === 'ACTIVE' && Boolean(product.onlineStoreUrl);
}

/**
 * One catalogue product from a Shopify product (docs/product/catalogue.md, "Shopify"): the lowest
 * regular price among purchasable variants, a sale price when a variant has a higher compare-at
 * price and is cheaper than that lowest regular price, in stock when any variant is for sale, sizes and colours from the options. Null when the
 * product is not shown by the storefront or does not validate.
 * @example mapShopifyProduct(product, { currency: 'EUR' })?.price // { amount: 89, currency: 'EUR' }
 */
export function mapShopifyProduct(
  product: ShopifyProduct,
  store: ShopifyStore,
): CatalogueProductInput | null {
  if (!isShopifyProductVisible(product)) return null;
  const variants = product.variants;
  const purchasable = variants.filter((variant) => variant.availableForSale !== false);
  const priced = purchasable.length > 0 ? purchasable : variants;
  const money = (amount: number) => ({
    amount,
    ...(store.currency ? { currency: store.currency } : {}),
  });
  const regular = lowest(priced.map((v) => regularPrice(v)));
  const discounted = lowest(priced.filter((v) => isDiscounted(v)).map((v) => decimal(v.price)));
  // A sale only when it beats the cheapest regular offer (same rule as the other platforms):
  // otherwise the storefront would show "80 € → on sale 90 €".
  const sale =
    discounted !== null && (regular === null || discounted < regular) ? discounted : null;
  const first = variants[0];
  const [imageLink, ...additional] = product.images;
  const candidate: CatalogueProductInput = {
    id: shopifyNumericId(product.id),
    title: product.title,
    description: product.description?.trim().slice(0, 5000) || undefined,
    link: product.onlineStoreUrl ?? undefined,
    imageLink,
    additionalImageLinks: additional.slice(0, 20),
    price: regular === null ? undefined : money(regular),
    salePrice: sale === null ? undefined : money(sale),
    availability: availability(variants),
    brand: product.vendor?.trim() || undefined,
    gtin: first?.barcode?.trim() || undefined,
    mpn: first?.sku?.trim() || undefined,
    productType: categories(product),
    itemGroupId: variants.length > 1 ? shopifyNumericId(product.id) : undefined,
    size: optionValues(variants, SIZE_NAMES),
    color: optionValues(variants, COLOR_NAMES),
  };
  return catalogueProductSchema.safeParse(candidate).success ? candidate : null;
}

function decimal(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

function isDiscounted(variant: ShopifyVariant): boolean {
  const price = decimal(variant.price);
  const compareAt = decimal(variant.compareAtPrice);
  return price !== null && compareAt !== null && compareAt > price;
}

/** The price before a discount: the compare-at price of a discounted variant, else its price. */
function regularPrice(variant: ShopifyVariant): number | null {
  return isDiscounted(variant) ? decimal(variant.compareAtPrice) : decimal(variant.price);
}

function lowest(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? Math.min(...known) : null;
}

function availability(variants: ShopifyVariant[]): CatalogueProductInput['availability'] {
  if (variants.length === 0) return undefined;
  if (variants.some((variant) => variant.availableForSale === true)) return 'in_stock';
  return variants.some((variant) => variant.inventoryPolicy === 'CONTINUE')
    ? 'backorder'
    : 'out_of_stock';
}

function optionValues(variants: ShopifyVariant[], names: Set<string>): string | undefined {
  const values = new Set<string>();
  for (const variant of variants) {
    for (const option of variant.selectedOptions ?? []) {
      if (names.has(option.name.trim().toLowerCase()) && option.value.trim()) {
        values.add(option.value.trim());
      }
    }
  }
  return values.size > 0 ? [...values].join(', ').slice(0, 500) : undefined;
}

/** Shopify's taxonomy path, the product type and the collections, each once. */
function categories(product: ShopifyProduct): string[] {
  const paths = [product.category?.fullName, product.productType, ...product.collections]
    .map((path) => path?.trim().slice(0, 500))
    .filter((path): path is string => Boolean(path));
  return [...new Set(paths)].slice(0, 20);
}
