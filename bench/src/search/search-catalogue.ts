import type { CatalogueProductInput } from '@trova/contracts';
import { generateCatalogue } from '../engine/catalogue.js';

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
