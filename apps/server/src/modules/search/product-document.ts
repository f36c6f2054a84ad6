import type { CatalogueProduct } from '@trova/contracts';
import type { EngineDocument, EngineSchema } from '@trova/engine';

/**
 * The index every shop gets until its saved setup says otherwise: names and descriptions matched as
 * text, identifiers (gtin, mpn) exactly; the facets storefronts filter on; price sortable.
 */
export const DEFAULT_ENGINE_SCHEMA: EngineSchema = {
  searchable: [
    { name: 'title', weight: 4 },
    { name: 'brand', weight: 3 },
    { name: 'categories', weight: 2 },
    { name: 'description', weight: 1 },
    { name: 'gtin', type: 'code', weight: 5 },
    { name: 'mpn', type: 'code', weight: 5 },
  ],
  facets: [
    { name: 'brand', type: 'string' },
    { name: 'color', type: 'string' },
    { name: 'size', type: 'string' },
    { name: 'categories', type: 'category' },
    { name: 'price', type: 'number' },
    { name: 'availability', type: 'string' },
  ],
  sortable: [{ name: 'price', type: 'number' }],
  returned: [
    'title',
    'description',
    'brand',
    'link',
    'images',
    'price',
    'currency',
    'availability',
  ],
  availabilityField: 'inStock',
};

/**
 * Feeds write category levels as 'A > B > C'; the engine's category paths use '/'. A '/' inside a
 * level name would split it, so it becomes a dash.
 *
 * @example categoryPath('Donna > Scarpe') // 'Donna/Scarpe'
 */
export function categoryPath(productType: string): string {
  const separator = productType.includes('>') ? '>' : '/';
  return productType
    .split(separator)
    .map((level) => level.trim().replaceAll('/', '-'))
    .filter((level) => level !== '')
    .join('/');
}

/** The selling price: the sale price when there is one. */
export function sellingPrice(product: CatalogueProduct): CatalogueProduct['price'] {
  return product.salePrice ?? product.price;
}

/** Catalogue product → engine document; absent attributes stay absent. */
export function toEngineDocument(product: CatalogueProduct): EngineDocument {
  const price = sellingPrice(product);
  const images = [product.imageLink, ...product.additionalImageLinks].filter(
    (link): link is string => link !== undefined,
  );
  const fields: Record<string, unknown> = {
    title: product.title,
    description: product.description,
    brand: product.brand,
    gtin: product.gtin,
    mpn: product.mpn,
    color: product.color,
    size: product.size,
    categories: product.productType.map(categoryPath).filter((path) => path !== ''),
    price: price?.amount,
    currency: price?.currency,
    availability: product.availability,
    inStock: product.availability === undefined || product.availability === 'in_stock',
    link: product.link,
    images,
  };
  return {
    id: product.id,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

/**
 * The attributes a catalogue actually carries: every product field present in at least one product.
 * @example discoverAttributes([{ id: '1', title: 'x', brand: 'y' }]) // ['brand', 'id', 'title']
 */
export function discoverAttributes(products: Iterable<Record<string, unknown>>): string[] {
  const seen = new Set<string>();
  for (const product of products) {
    for (const [name, value] of Object.entries(product)) {
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) seen.add(name);
    }
  }
  return [...seen].sort();
}
