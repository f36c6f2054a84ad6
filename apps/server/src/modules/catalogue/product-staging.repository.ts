import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import { bumpCatalogueVersion } from '../shops/index';
import type { StoredProduct } from './products.repository';

/**
 * Where a feed sync puts the products it reads. The live catalogue changes only in `promote`, one
 * transaction, so a sync that fails or is interrupted never leaves a half catalogue behind.
 */
export class ProductStagingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Drops what an earlier, interrupted sync of the shop left. */
  async clear(shopId: string): Promise<void> {
    await this.db.deleteFrom('product_staging').where('shop_id', '=', shopId).execute();
  }

  /** Adds a batch; a product id seen again replaces the earlier one (the last item wins). */
  async add(shopId: string, products: readonly StoredProduct[]): Promise<void> {
    if (products.length === 0) return;
    const unique = new Map(products.map((product) => [product.id, product]));
    await this.db
      .insertInto('product_staging')
      .values(
        [...unique.values()].map((product) => ({
          shop_id: shopId,
          product_id: product.id,
          data: product.data,
          gtin: product.gtin ?? null,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(['shop_id', 'product_id'])
          .doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), gtin: eb.ref('excluded.gtin') })),
      )
      .execute();
  }

  /**
   * Staged products become the shop's catalogue in one transaction. With `sweep`, products missing
   * from the feed are deleted (a complete feed); without it they are kept (a broken feed's good items
   * are applied without wiping the rest). Sets `skus` on the shop.
   */
  async promote(
    shopId: string,
    now: number,
    { sweep }: { sweep: boolean },
  ): Promise<{ skus: number; deleted: number; version: number }> {
    return this.db.transaction().execute(async (trx) => {
      let deleted = 0;
      if (sweep) {
        const result = await trx
          .deleteFrom('products')
          .where('shop_id', '=', shopId)
          .where('product_id', 'not in', (sub) =>
            sub.selectFrom('product_staging').select('product_id').where('shop_id', '=', shopId),
          )
          .executeTakeFirst();
        deleted = Number(result.numDeletedRows);
      }
      await trx
        .insertInto('products')
        .columns(['shop_id', 'product_id', 'data', 'gtin', 'updated_at'])
        .expression((eb) =>
          eb
            .selectFrom('product_staging')
            .select((s) => [
              'shop_id',
              'product_id',
              'data',
              'gtin',
              s.cast<number>(s.val(now), 'bigint').as('updated_at'),
            ])
            .where('shop_id', '=', shopId),
        )
        .onConflict((conflict) =>
          conflict.columns(['shop_id', 'product_id']).doUpdateSet((eb) => ({
            data: eb.ref('excluded.data'),
            gtin: eb.ref('excluded.gtin'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      await trx.deleteFrom('product_staging').where('shop_id', '=', shopId).execute();
      const { skus } = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('skus'))
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      const version = await bumpCatalogueVersion(trx, shopId, Number(skus));
      return { skus: Number(skus), deleted, version };
    });
  }
}
