import { normaliseGtin, type CatalogueProduct } from '@trova/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import { bumpCatalogueVersion } from '../shops/index';

export interface StoredProduct {
  id: string;
  /** The CatalogueProduct as JSON. */
  data: string;
  /** Its GTIN normalised for market prices (`storedProduct` sets it); absent or null: none. */
  gtin?: string | null;
}

/**
 * A product as the catalogue stores it: its JSON and its normalised GTIN.
 *
 * @example storedProduct({ id: 'a', title: 'A', gtin: '4006381333931', …defaults }).gtin // '04006381333931'
 */
export function storedProduct(product: CatalogueProduct): StoredProduct {
  return {
    id: product.id,
    data: JSON.stringify(product),
    gtin: normaliseGtin(product.gtin) ?? null,
  };
}

/** Rows read a page at a time when the index is built, so a large catalogue is never one query. */
const PAGE_SIZE = 2000;

/** A shop's catalogue. Callers pass a shop id they already checked belongs to the caller. */
export class ProductsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Upserts and deletes in one transaction, then records the new SKU count, the sync start and one
   * more catalogue version: a failure leaves neither products nor counters half-written.
   */
  async applyBatch(
    shopId: string,
    upserts: readonly StoredProduct[],
    deletes: readonly string[],
    now: number,
  ): Promise<{ deleted: number; skus: number; version: number }> {
    return this.db.transaction().execute(async (trx) => {
      if (upserts.length > 0) {
        await trx
          .insertInto('products')
          .values(
            upserts.map((product) => ({
              shop_id: shopId,
              product_id: product.id,
              data: product.data,
              gtin: product.gtin ?? null,
              updated_at: now,
            })),
          )
          .onConflict((conflict) =>
            conflict.columns(['shop_id', 'product_id']).doUpdateSet((eb) => ({
              data: eb.ref('excluded.data'),
              gtin: eb.ref('excluded.gtin'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
      let deleted = 0;
      if (deletes.length > 0) {
        const result = await trx
          .deleteFrom('products')
          .where('shop_id', '=', shopId)
          .where('product_id', 'in', [...deletes])
          .executeTakeFirst();
        deleted = Number(result.numDeletedRows);
      }
      const { skus } = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('skus'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      const version = await bumpCatalogueVersion(trx, shopId, Number(skus), {
        last_sync_start_time: now,
      });
      return { deleted, skus: Number(skus), version };
    });
  }

  /** Every product of a shop in id order, a page at a time. */
  async *listByShop(shopId: string): AsyncGenerator<StoredProduct> {
    let after: string | null = null;
    for (;;) {
      let query = this.db
        .selectFrom('products')
        .select(['product_id as id', 'data'])
        .where('shop_id', '=', shopId)
        .orderBy('product_id')
        .limit(PAGE_SIZE);
      if (after !== null) query = query.where('product_id', '>', after);
      const page = await query.execute();
      yield* page;
      if (page.length < PAGE_SIZE) return;
      after = page[page.length - 1]?.id ?? null;
    }
  }

  /**
   * The stored products of a shop among `productIds` (absent ids are skipped), read in chunks so
   * a long list stays under both dialects' parameter limits.
   * @example (await products.findMany('s1', ['sku-1'])).get('sku-1')?.data
   */
  async findMany(shopId: string, productIds: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const unique = [...new Set(productIds)];
    for (let start = 0; start < unique.length; start += PAGE_SIZE) {
      const rows = await this.db
        .selectFrom('products')
        .select(['product_id', 'data'])
        .where('shop_id', '=', shopId)
        .where('product_id', 'in', unique.slice(start, start + PAGE_SIZE))
        .execute();
      for (const row of rows) found.set(row.product_id, row.data);
    }
    return found;
  }
}
