import { normaliseGtin } from '@trova/contracts';
import type { Kysely } from 'kysely';

/** Products read at a time while their GTINs are filled in. */
const BACKFILL_PAGE = 1000;

interface ProductKey {
  shop_id: string;
  product_id: string;
  data: string;
}

function gtinOf(data: string): string | null {
  try {
    const product = JSON.parse(data) as { gtin?: unknown };
    return typeof product.gtin === 'string' ? (normaliseGtin(product.gtin) ?? null) : null;
  } catch {
    return null;
  }
}

/** Fills `products.gtin` for the catalogues stored before this migration, a page at a time. */
async function backfillGtins(db: Kysely<unknown>): Promise<void> {
  const products = db as unknown as Kysely<{ products: ProductKey & { gtin: string | null } }>;
  let after: { shop_id: string; product_id: string } | undefined;
  for (;;) {
    let query = products
      .selectFrom('products')
      .select(['shop_id', 'product_id', 'data'])
      .orderBy('shop_id')
      .orderBy('product_id')
      .limit(BACKFILL_PAGE);
    if (after) {
      const { shop_id, product_id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('shop_id', '>', shop_id),
          eb.and([eb('shop_id', '=', shop_id), eb('product_id', '>', product_id)]),
        ]),
      );
    }
    const page = await query.execute();
    for (const row of page) {
      const gtin = gtinOf(row.data);
      if (gtin === null) continue;
      await products
        .updateTable('products')
        .set({ gtin })
        .where('shop_id', '=', row.shop_id)
        .where('product_id', '=', row.product_id)
        .execute();
    }
    const last = page.at(-1);
    if (!last || page.length < BACKFILL_PAGE) return;
    after = last;
  }
}

/**
 * Market prices (docs/product/analytics.md#market-prices). Products carry their GTIN normalised to
 * 14 digits (null when they have none or it fails its check digit), indexed, so a product is
 * matched across shops and competitor feeds without reading catalogue JSON. A shop shares its
 * prices while it has a `market_price_sharing` row (default: no row, not shared). A competitor
 * feed's prices are replaced whole by each successful fetch; a failed fetch keeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('products').addColumn('gtin', 'text').execute();
  await db.schema.alterTable('product_staging').addColumn('gtin', 'text').execute();
  await db.schema.createIndex('products_gtin_idx').on('products').column('gtin').execute();
  await backfillGtins(db);
  await db.schema
    .createTable('market_price_sharing')
    .addColumn('shop_id', 'text', (column) =>
      column.primaryKey().references('shops.id').onDelete('cascade'),
    )
    .addColumn('opted_in_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('competitor_feeds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('added_at', 'bigint', (column) => column.notNull())
    .addColumn('next_fetch_at', 'bigint', (column) => column.notNull())
    .addColumn('last_fetched_at', 'bigint')
    .addColumn('last_status', 'text')
    .addColumn('last_error', 'text')
    .addColumn('product_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('competitor_feeds_shop_url_unique', ['shop_id', 'url'])
    .execute();
  await db.schema
    .createIndex('competitor_feeds_next_fetch_idx')
    .on('competitor_feeds')
    .column('next_fetch_at')
    .execute();
  await db.schema
    .createTable('competitor_prices')
    .addColumn('feed_id', 'text', (column) =>
      column.notNull().references('competitor_feeds.id').onDelete('cascade'),
    )
    .addColumn('gtin', 'text', (column) => column.notNull())
    .addColumn('price_cents', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('fetched_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('competitor_prices_pk', ['feed_id', 'gtin'])
    .execute();
  await db.schema
    .createIndex('competitor_prices_gtin_idx')
    .on('competitor_prices')
    .column('gtin')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('competitor_prices').execute();
  await db.schema.dropTable('competitor_feeds').execute();
  await db.schema.dropTable('market_price_sharing').execute();
  await db.schema.dropIndex('products_gtin_idx').execute();
  await db.schema.alterTable('product_staging').dropColumn('gtin').execute();
  await db.schema.alterTable('products').dropColumn('gtin').execute();
}
