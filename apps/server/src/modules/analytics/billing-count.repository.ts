import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { IntentSearch } from '../events/index';

/** Billed search intents of one UTC day (days since the epoch). */
export interface DayIntents {
  day: number;
  intents: number;
}

/** One shop's rolled-up intents of one day, every device together. */
export interface RolledDay extends DayIntents {
  shopId: string;
}

/** What the billing count reads: rolled-up intents, dirty days, and the raw searches of those. */
export class BillingCountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The shops' rolled-up intents per day over `[fromDay, toDay]` (UTC days), days with none left out.
   * @example await counts.rolledDays(['s1'], 20_000, 20_030) // [{ shopId: 's1', day: 20_001, intents: 42 }]
   */
  async rolledDays(
    shopIds: readonly string[],
    fromDay: number,
    toDay: number,
  ): Promise<RolledDay[]> {
    if (shopIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('analytics_days')
      .select((eb) => ['shop_id', 'day', eb.fn.sum<number | string>('intents').as('intents')])
      .where('shop_id', 'in', shopIds)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy(['shop_id', 'day'])
      .execute();
    return rows.map((row) => ({
      shopId: row.shop_id,
      day: Number(row.day),
      intents: Number(row.intents),
    }));
  }

  /**
   * The shops' days over `[fromDay, toDay]` whose raw events changed since their rollup.
   * @example await counts.dirtyDays(['s1'], 20_000, 20_030) // [{ shopId: 's1', day: 20_030 }]
   */
  async dirtyDays(
    shopIds: readonly string[],
    fromDay: number,
    toDay: number,
  ): Promise<{ shopId: string; day: number }[]> {
    if (shopIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('analytics_dirty_days')
      .select(['shop_id', 'day'])
      .where('shop_id', 'in', shopIds)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .execute();
    return rows.map((row) => ({ shopId: row.shop_id, day: Number(row.day) }));
  }

  /**
   * One shop's human searches that occurred in `[from, to)` (epoch ms), as the intent rule reads
   * them: only the columns it needs, so a busy day stays cheap to count.
   * @example await counts.humanSearches('s1', dayStart, dayStart + DAY_MS)
   */
  async humanSearches(shopId: string, from: number, to: number): Promise<IntentSearch[]> {
    const rows = await this.db
      .selectFrom('events')
      .select(['user_token', 'query', 'occurred_at'])
      .where('shop_id', '=', shopId)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<', to)
      .where('kind', '=', 'search')
      .where('flag', '=', 'human')
      .execute();
    return rows.map((row) => ({
      user: row.user_token,
      query: row.query ?? '',
      at: Number(row.occurred_at),
    }));
  }
}
