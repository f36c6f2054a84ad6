import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.schema';
import type { DayIntents } from '../../analytics/index';

/**
 * What a customer's deleted shops were searched, per UTC day (docs/product/billing.md#query-tiers):
 * metering adds it to the count of the shops the customer still has.
 */
export class RetiredUsageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The intents of the customer's deleted shops over the UTC days `[fromDay, toDay]`.
   * @example await retired.intents('c1', 20_454, 20_484) // 1_250
   */
  async intents(customerId: string, fromDay: number, toDay: number): Promise<number> {
    if (toDay < fromDay) return 0;
    const row = await this.db
      .selectFrom('billing_retired_usage')
      .select((eb) => eb.fn.sum<number | string | null>('intents').as('intents'))
      .where('customer_id', '=', customerId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .executeTakeFirst();
    return Number(row?.intents ?? 0);
  }
}

/**
 * Adds a deleted shop's days to its customer's record, in the transaction that deletes the shop, so
 * the searches leave the shop's statistics and enter this record together or not at all.
 * @example await retireUsage(trx, 'c1', [{ day: 20_460, intents: 42 }]);
 */
export async function retireUsage(
  trx: Transaction<Database>,
  customerId: string,
  days: readonly DayIntents[],
): Promise<void> {
  const rows = days
    .filter(({ intents }) => intents > 0)
    .map(({ day, intents }) => ({ customer_id: customerId, day, intents }));
  // Bounded batches: a shop searched every day for years has a few thousand days.
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('billing_retired_usage')
      .values(rows.slice(start, start + 500))
      .onConflict((conflict) =>
        conflict.columns(['customer_id', 'day']).doUpdateSet((eb) => ({
          intents: eb('billing_retired_usage.intents', '+', eb.ref('excluded.intents')),
        })),
      )
      .execute();
  }
}
