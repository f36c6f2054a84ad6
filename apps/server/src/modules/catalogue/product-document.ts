import type { CatalogueProduct } from '@trova/contracts';
import type { EngineDocument } from '@trova/engine';
import { AVAILABILITY_FIELD } from '../configuration/index';

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
    condition: product.condition,
    googleProductCategory: product.googleProductCategory,
    itemGroupId: product.itemGroupId,
    gender: product.gender,
    ageGroup: product.ageGroup,
    material: product.material,
    pattern: product.pattern,
    ...Object.fromEntries(
      product.customLabels.map((label, index) => [`customLabel${index}`, label]),
    ),
  };
  return {
    id: product.id,
    ...Object.fromEntries(
      Object.entries(fields).filter(
        ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
      ),
    ),
  };
}

/** Document fields the index uses internally; shop owners never configure them. */
const INTERNAL_FIELDS: ReadonlySet<string> = new Set([AVAILABILITY_FIELD]);

/**
 * The attributes a catalogue actually carries, named as its engine documents name them, so every
 * name `GET shops/{id}/attributes` offers is a field the configured index can search, facet or return.
 * @example discoverAttributes([{ id: '1', title: 'x', brand: 'y' }]) // ['brand', 'id', 'title']
 */
export function discoverAttributes(documents: Iterable<EngineDocument>): string[] {
  const seen = new Set<string>();
  for (const document of documents) {
    for (const [name, value] of Object.entries(document)) {
      if (value !== undefined && !(Array.isArray(value) && value.length === 0)) seen.add(name);
    }
  }
  return [...seen].filter((name) => !INTERNAL_FIELDS.has(name)).sort();
}
