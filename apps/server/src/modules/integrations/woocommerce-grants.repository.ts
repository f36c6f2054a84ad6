import type { Kysely, Selectable } from 'kysely';
import type { Database, WooCommerceGrantsTable } from '../../db/database.schema';

export type WooCommerceGrantRow = Selectable<WooCommerceGrantsTable>;

/**
 * WooCommerce key grants (docs/product/catalogue.md, "WooCommerce"): a grant is claimed once, by
 * the first keys the store posts for it; the row then keeps the outcome for the wizard to read
 * until it expires.
 */
export class WooCommerceGrantsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a new pending grant, dropping grants that expired a day before `now` (their outcome
   * was read long ago).
   */
  async insert(
    row: Omit<WooCommerceGrantRow, 'status' | 'shop_id' | 'code'>,
    now: number,
  ): Promise<void> {
    await this.db
      .deleteFrom('woocommerce_grants')
      .where('expires_at', '<', now - 86_400)
      .execute();
    await this.db
      .insertInto('woocommerce_grants')
      .values({ ...row, status: 'pending', shop_id: null, code: null })
      .execute();
  }

  /**
   * The pending grant, marked received in the same step: of two posts with one nonce only one
   * gets it, and an expired grant is never claimed.
   * @example const grant = await grants.claim(body.user_id, now); // undefined the second time
   */
  async claim(nonce: string, now: number): Promise<WooCommerceGrantRow | undefined> {
    const claimed = await this.db
      .updateTable('woocommerce_grants')
      .set({ status: 'received' })
      .where('nonce', '=', nonce)
      .where('status', '=', 'pending')
      .where('expires_at', '>=', now)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return undefined;
    return this.find(nonce);
  }

  /** Whether the nonce names a grant at all (expired or used ones included). */
  async find(nonce: string): Promise<WooCommerceGrantRow | undefined> {
    const row = await this.db
      .selectFrom('woocommerce_grants')
      .selectAll()
      .where('nonce', '=', nonce)
      .executeTakeFirst();
    return row ? { ...row, expires_at: Number(row.expires_at) } : undefined;
  }

  /** The claimed grant's outcome: the shop connected, or why not. */
  async settle(
    nonce: string,
    outcome: { status: 'connected'; shopId: string } | { status: 'failed'; code: string },
  ): Promise<void> {
    await this.db
      .updateTable('woocommerce_grants')
      .set(
        outcome.status === 'connected'
          ? { status: 'connected', shop_id: outcome.shopId }
          : { status: 'failed', code: outcome.code },
      )
      .where('nonce', '=', nonce)
      .execute();
  }
}
