import { searchIntents } from '../events/index';
import { DAY_MS, utcDayOf } from '../../kernel/utc-day';
import type { BillingCountRepository, DayIntents, RolledDay } from './billing-count.repository';

/**
 * The searches a shop is billed for (docs/product/analytics.md#billing-count): its human search
 * intents of the UTC month, keystrokes merged, bots, excluded addresses and previews left out.
 * Each day is counted once, from one source: its rollup when the day is clean, else live from its
 * raw searches with the same intent rule the rollup applies.
 *
 * @example
 * const billing = new BillingCountService(new BillingCountRepository(db));
 * await billing.monthlyIntents('s1', Date.UTC(2026, 0, 1), Date.now()); // 1234
 */
export class BillingCountService {
  constructor(private readonly counts: BillingCountRepository) {}

  /**
   * One shop's human search intents from `monthStartMs` (the start of a UTC month) to `nowMs`.
   * @example await billing.monthlyIntents('s1', monthStartOf(now), now)
   */
  async monthlyIntents(shopId: string, monthStartMs: number, nowMs: number): Promise<number> {
    return (await this.monthlyIntentsOf([shopId], monthStartMs, nowMs)).get(shopId) ?? 0;
  }

  /**
   * The same for several shops at once (the shops list), by shop id; every shop asked is answered.
   * @example (await billing.monthlyIntentsOf(['s1', 's2'], start, now)).get('s2') // 0
   */
  async monthlyIntentsOf(
    shopIds: readonly string[],
    monthStartMs: number,
    nowMs: number,
  ): Promise<Map<string, number>> {
    const totals = new Map(shopIds.map((id) => [id, 0]));
    for (const { shopId, intents } of await this.days(shopIds, monthStartMs, nowMs)) {
      totals.set(shopId, (totals.get(shopId) ?? 0) + intents);
    }
    return totals;
  }

  /**
   * One shop's intents of every UTC day before `nowMs` that has some: what a deleted shop leaves
   * to its customer's billing record (docs/product/billing.md#query-tiers).
   * @example await billing.dailyIntents('s1', Date.now()) // [{ day: 20_460, intents: 42 }, …]
   */
  async dailyIntents(shopId: string, nowMs: number): Promise<DayIntents[]> {
    const days = await this.days([shopId], 0, nowMs);
    return days.filter((d) => d.intents > 0).map(({ day, intents }) => ({ day, intents }));
  }

  /**
   * The shops' intents per UTC day over `[fromMs, toMs)`. The end is exclusive: a past month
   * ends at the next one's start, and that day belongs to the next month.
   */
  private async days(
    shopIds: readonly string[],
    fromMs: number,
    toMs: number,
  ): Promise<RolledDay[]> {
    if (toMs <= fromMs) return [];
    const fromDay = utcDayOf(fromMs);
    const toDay = utcDayOf(toMs - 1);
    // Dirty days first: a day cleaned meanwhile is then counted live, never twice.
    const dirty = await this.counts.dirtyDays(shopIds, fromDay, toDay);
    const isDirty = new Set(dirty.map(({ shopId, day }) => `${shopId}\n${day}`));
    const rolled = await this.counts.rolledDays(shopIds, fromDay, toDay);
    const days = rolled.filter((r) => !isDirty.has(`${r.shopId}\n${r.day}`));
    for (const { shopId, day } of dirty) {
      const from = Math.max(day * DAY_MS, fromMs);
      const searches = await this.counts.humanSearches(shopId, from, (day + 1) * DAY_MS);
      days.push({ shopId, day, intents: searchIntents(searches).length });
    }
    return days;
  }
}
