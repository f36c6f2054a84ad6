import { catalogueProductSchema } from '@trova/contracts';
import type { EngineDocument } from '@trova/engine';
import type { ProductsRepository } from '../catalogue/index';
import { toEngineDocument } from '../catalogue/index';

/** Ids of unreadable products a build names in its log; the count covers them all. */
const INVALID_SAMPLE = 5;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A shop's stored products as engine documents, read a page at a time. A product that no longer
 * validates (stored under an older schema, or damaged) is counted and named in a sample, never
 * dropped silently: the caller logs it.
 * @example const { documents, invalid } = await readCatalogueDocuments(products, shopId);
 */
export async function readCatalogueDocuments(
  products: Pick<ProductsRepository, 'listByShop'>,
  shopId: string,
): Promise<{ documents: EngineDocument[]; invalid: { count: number; ids: string[] } }> {
  const documents: EngineDocument[] = [];
  const invalid = { count: 0, ids: [] as string[] };
  for await (const row of products.listByShop(shopId)) {
    const parsed = catalogueProductSchema.safeParse(parseJson(row.data));
    if (parsed.success) documents.push(toEngineDocument(parsed.data));
    else {
      invalid.count += 1;
      if (invalid.ids.length < INVALID_SAMPLE) invalid.ids.push(row.id);
    }
  }
  return { documents, invalid };
}
