import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

/** Ids or GTINs a statement looks up at once. */
const LOOKUP_CHUNK = 500;

export interface OwnProduct {
  product_id: string;
  gtin: string;
  data: string;
}

export interface FeedPriceRow {
  gtin: string;
  url: string;
  price_cents: number;
  currency: string;
  fetched_at: number;
}

export interface SharedProductRow {
  shop_id: string;
  gtin: string;
  data: string;
  updated_at: number;
}

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    out.push(values.slice(start, start + LOOKUP_CHUNK));
  }
  return out;
}

/**
 * The reads behind market prices (docs/product/analytics.md#market-prices) and the sharing opt-in.
 * Matching is on `products.gtin` (normalised to 14 digits, indexed). A shop's own products never
 * count as shared prices for itself.
 */
export class MarketPricesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async isSharing(shopId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('market_price_sharing')
      .select('shop_id')
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setSharing(shopId: string, enabled: boolean, now: number): Promise<void> {
    if (!enabled) {
      await this.db.deleteFrom('market_price_sharing').where('shop_id', '=', shopId).execute();
      return;
    }
    await this.db
      .insertInto('market_price_sharing')
      .values({ shop_id: shopId, opted_in_at: now })
      .onConflict((conflict) => conflict.column('shop_id').doNothing())
      .execute();
  }

  /** The shop's products among `ids` that have a GTIN. */
  async ownProducts(shopId: string, ids: readonly string[]): Promise<OwnProduct[]> {
    const out: OwnProduct[] = [];
    for (const chunk of chunks([...new Set(ids)])) {
      const rows = await this.db
        .selectFrom('products')
        .select(['product_id', 'gtin', 'data'])
        .where('shop_id', '=', shopId)
        .where('product_id', 'in', chunk)
        .where('gtin', 'is not', null)
        .execute();
      for (const row of rows) if (row.gtin !== null) out.push({ ...row, gtin: row.gtin });
    }
    return out;
  }

  /** Prices of these GTINs in the shop's own competitor feeds. */
  async feedPrices(shopId: string, gtins: readonly string[]): Promise<FeedPriceRow[]> {
    const out: FeedPriceRow[] = [];
    for (const chunk of chunks(gtins)) {
      const rows = await this.db
        .selectFrom('competitor_prices as cp')
        .innerJoin('competitor_feeds as cf', 'cf.id', 'cp.feed_id')
        .select(['cp.gtin', 'cf.url', 'cp.price_cents', 'cp.currency', 'cp.fetched_at'])
        .where('cf.shop_id', '=', shopId)
        .where('cp.gtin', 'in', chunk)
        .execute();
      out.push(...rows);
    }
    return out;
  }

  /** Products with these GTINs of every other shop that shares its prices. */
  async sharedProducts(shopId: string, gtins: readonly string[]): Promise<SharedProductRow[]> {
    const out: SharedProductRow[] = [];
    for (const chunk of chunks(gtins)) {
      const rows = await this.db
        .selectFrom('products as p')
        .innerJoin('market_price_sharing as s', 's.shop_id', 'p.shop_id')
        .select(['p.shop_id', 'p.gtin', 'p.data', 'p.updated_at'])
        .where('p.shop_id', '<>', shopId)
        .where('p.gtin', 'in', chunk)
        .execute();
      for (const row of rows) if (row.gtin !== null) out.push({ ...row, gtin: row.gtin });
    }
    return out;
  }

  /**
   * One page (by product id) of the shop's products whose GTIN is in one of its competitor feeds
   * or, with `withShared`, sold by another sharing shop; and how many there are in all.
   */
  async matchedPage(
    shopId: string,
    withShared: boolean,
    offset: number,
    limit: number,
  ): Promise<{ ids: string[]; total: number }> {
    const matched = this.db
      .selectFrom('products as p')
      .where('p.shop_id', '=', shopId)
      .where('p.gtin', 'is not', null)
      .where((eb) => {
        const inFeeds = eb.exists(
          eb
            .selectFrom('competitor_prices as cp')
            .innerJoin('competitor_feeds as cf', 'cf.id', 'cp.feed_id')
            .select('cp.gtin')
            .where('cf.shop_id', '=', shopId)
            .whereRef('cp.gtin', '=', 'p.gtin'),
        );
        if (!withShared) return inFeeds;
        const shared = eb.exists(
          eb
            .selectFrom('products as o')
            .innerJoin('market_price_sharing as s', 's.shop_id', 'o.shop_id')
            .select('o.gtin')
            .where('o.shop_id', '<>', shopId)
            .whereRef('o.gtin', '=', 'p.gtin'),
        );
        return eb.or([inFeeds, shared]);
      });
    const [page, count] = await Promise.all([
      matched.select('p.product_id').orderBy('p.product_id').offset(offset).limit(limit).execute(),
      matched
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { ids: page.map((row) => row.product_id), total: Number(count.total) };
  }
}
