import { catalogueProductSchema } from '@trova/contracts';
import type { ProductsRepository } from '../catalogue/index';

/** What analytics shows of a catalogue product. */
export interface CatalogueFacts {
  title: string;
  /** What the shop sells it for in integer cents: the sale price when set, else the price. */
  priceCents: number | null;
  /** The currency of that price, upper case; null when the catalogue names none. */
  currency: string | null;
}

/**
 * Reads the stored catalogue JSON of a product; a row that no longer matches the catalogue schema
 * counts as gone (the caller then shows the id).
 * @example catalogueFacts('{"id":"a","title":"TV","price":{"amount":9.9}}') // { title: 'TV', priceCents: 990, currency: null }
 */
export function catalogueFacts(data: string): CatalogueFacts | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = catalogueProductSchema.safeParse(value);
  if (!parsed.success) return null;
  const price = parsed.data.salePrice ?? parsed.data.price;
  return {
    title: parsed.data.title,
    priceCents: price ? Math.round(price.amount * 100) : null,
    currency: price?.currency ? price.currency.toUpperCase() : null,
  };
}

/** Facts of a shop's products by id, through the catalogue (ProductsRepository.findMany). */
export type CatalogueLookup = (
  shopId: string,
  objectIds: readonly string[],
) => Promise<Map<string, CatalogueFacts>>;

/**
 * The catalogue lookup over the products table.
 * @example const lookup = catalogueLookup(new ProductsRepository(db));
 */
export function catalogueLookup(products: Pick<ProductsRepository, 'findMany'>): CatalogueLookup {
  return async (shopId, objectIds) => {
    const rows = await products.findMany(shopId, objectIds);
    const facts = new Map<string, CatalogueFacts>();
    for (const [id, data] of rows) {
      const read = catalogueFacts(data);
      if (read) facts.set(id, read);
    }
    return facts;
  };
}
