import type { CatalogueProductInput } from '@trova/contracts';
import { FACET_BRANDS, FACET_COLOURS, generateCatalogue } from '../engine/catalogue.js';

/**
 * The engine bench's deterministic it/en catalogue as push-API products: Merchant Center fields,
 * category paths 'Donna > Scarpe > Running', prices in EUR, one product in seven on sale.
 */
export function pushCatalogue(items: number, seed?: number): CatalogueProductInput[] {
  return generateCatalogue(items, seed).map((product, i) => ({
    id: product.id,
    title: product.title,
    description: product.description,
    link: `https://shop.example/p/${product.id}`,
    imageLink: `https://cdn.shop.example/img/${product.id}.jpg`,
    price: { amount: product.price, currency: 'EUR' },
    ...(i % 7 === 0
      ? { salePrice: { amount: Math.round(product.price * 80) / 100, currency: 'EUR' } }
      : {}),
    availability: product.stock > 0 ? 'in_stock' : 'out_of_stock',
    brand: product.brand,
    gtin: product.ean,
    mpn: product.sku,
    productType: [product.category.split('/').join(' > ')],
    color: product.colour,
    size: product.sizes[0],
  }));
}

const WORDS = ['scarpe', 'sneakers', 'giacca', 'zaino', 'felpa', 'running', 'jeans', 'borsa'];
const TWO_WORDS = ['scarpe da corsa', 'rain jacket', 'maglietta cotone', 'yoga mat', 'nike nero'];
const PREFIXES = ['scar', 'snea', 'giac', 'zai', 'fel', 'oro', 'tenn', 'bor'];

/**
 * Storefront-like query strings for `GET shops/{key}/search`: words, two words, prefixes as typed,
 * and text plus two facets (brand and colour), some sorted by price. Deterministic.
 */
export function searchQueries(): string[] {
  const text = [...WORDS, ...TWO_WORDS, ...PREFIXES].map((q) => `q=${encodeURIComponent(q)}`);
  const faceted = WORDS.flatMap((word, i) => {
    const brand = FACET_BRANDS[(i * 7) % FACET_BRANDS.length] ?? 'Nike';
    const colour = FACET_COLOURS[(i * 5) % FACET_COLOURS.length] ?? 'nero';
    const filters =
      `filters[0][0][brand]=${encodeURIComponent(brand)}` +
      `&filters[1][0][color]=${encodeURIComponent(colour)}`;
    const sort = i % 2 === 0 ? '&sort[0][selling_price]=ASC' : '';
    return [`q=${encodeURIComponent(word)}&${filters}${sort}`, `${filters}&offset=12`];
  });
  return [...text, ...faceted];
}
