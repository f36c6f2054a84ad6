import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';

/** Webhook deliveries already taken, by the platform's delivery id (docs/product/catalogue.md). */
export class PlatformDeliveriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Takes a webhook delivery once: true the first time its id is seen, false for a redelivery.
   * @example if (await deliveries.take('woocommerce', deliveryId, now)) await queue.enqueue(…);
   */
  async take(platform: string, deliveryId: string, now: number): Promise<boolean> {
    // RETURNING yields a row only when one was inserted, on both dialects.
    const inserted = await this.db
      .insertInto('platform_deliveries')
      .values({ platform, delivery_id: deliveryId, received_at: now })
      .onConflict((conflict) => conflict.columns(['platform', 'delivery_id']).doNothing())
      .returning('delivery_id')
      .execute();
    return inserted.length > 0;
  }

  /**
   * Gives a taken delivery back when its work could not be queued, so the platform's retry of it
   * is taken again instead of dropped as a duplicate.
   */
  async release(platform: string, deliveryId: string): Promise<void> {
    await this.db
      .deleteFrom('platform_deliveries')
      .where('platform', '=', platform)
      .where('delivery_id', '=', deliveryId)
      .execute();
  }

  /** Forgets deliveries received before `before`; platforms stop redelivering within days. */
  async prune(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('platform_deliveries')
      .where('received_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
