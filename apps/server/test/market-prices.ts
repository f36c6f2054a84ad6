import type { CatalogueProductInput } from '@trova/contracts';
import { catalogueProductSchema } from '@trova/contracts';
import type { Kysely } from 'kysely';
import { insertAccount, shopRow } from './account-rows';
import type { Database } from '../src/db/database.schema';
import { ProductsRepository, storedProduct } from '../src/modules/catalogue/index';
import { ShopsRepository } from '../src/modules/shops/index';

/** Valid GTINs (EAN-13) used across the market price tests. */
export const GTIN = { lamp: '4006381333931', chair: '8001234567897', desk: '5901234123457' };

/** Three customers with one shop each: s-anna, s-marco, s-luca. */
export async function seedShops(db: Kysely<Database>): Promise<void> {
  const shops = new ShopsRepository(db);
  for (const name of ['anna', 'marco', 'luca']) {
    await insertAccount(db, name);
    await shops.insert({ ...shopRow(`s-${name}`, `c-${name}`), url: `https://${name}.example` });
  }
}

/** Writes products into a shop's catalogue as the catalogue writer does, at `now` seconds. */
export async function putProducts(
  db: Kysely<Database>,
  shopId: string,
  products: readonly CatalogueProductInput[],
  now = 1_700_000_000,
): Promise<void> {
  const parsed = products.map((product) => catalogueProductSchema.parse(product));
  await new ProductsRepository(db).applyBatch(shopId, parsed.map(storedProduct), [], now);
}

/** A product in euros, optionally on sale. */
export function euros(
  id: string,
  amount: number,
  gtin?: string,
  sale?: number,
): CatalogueProductInput {
  return {
    id,
    title: `Product ${id}`,
    price: { amount, currency: 'EUR' },
    ...(sale === undefined ? {} : { salePrice: { amount: sale, currency: 'EUR' } }),
    ...(gtin === undefined ? {} : { gtin }),
  };
}

/** One item of a competitor's Merchant Center feed. */
export interface MerchantItem {
  id: string;
  gtin?: string;
  price?: string;
  salePrice?: string;
  title?: string;
}

/** A Merchant Center RSS 2.0 feed (`g:` namespace) of the given items. */
export function merchantFeed(items: readonly MerchantItem[]): string {
  const body = items.map((item) =>
    [
      '<item>',
      `<g:id>${item.id}</g:id>`,
      `<g:title>${item.title ?? `Rival ${item.id}`}</g:title>`,
      item.gtin === undefined ? '' : `<g:gtin>${item.gtin}</g:gtin>`,
      item.price === undefined ? '' : `<g:price>${item.price}</g:price>`,
      item.salePrice === undefined ? '' : `<g:sale_price>${item.salePrice}</g:sale_price>`,
      '</item>',
    ].join(''),
  );
  return `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Rival</title>\n${body.join('\n')}\n</channel></rss>\n`;
}
