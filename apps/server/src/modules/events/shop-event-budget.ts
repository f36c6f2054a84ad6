import { eventBudgetOf } from '@trova/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import { WindowCounts, type WindowCountsOptions } from '../../http/window-counts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A plan changes rarely; its threshold is read again after this long. */
const THRESHOLD_TTL_MS = 5 * 60_000;

export interface ShopEventBudgetOptions {
  /** The shop's plan's monthly query threshold (0: none). */
  thresholdOf: (shopId: string) => Promise<number>;
  now: Clock;
  log: FastifyBaseLogger;
  shared?: WindowCountsOptions['shared'];
}

/**
 * Client events a shop may store, per minute and per UTC day, scaled by its plan's query
 * threshold (`eventBudgetOf`, docs/product/analytics.md#event-budget). Events past the budget are
 * dropped and counted per shop, so a flood against one shop costs the disk a bounded amount and
 * never touches another shop's budget. Counted across processes like the storefront limit.
 *
 * @example
 * const granted = await budget.grant('s1', 1000); // 1000, or fewer once the budget is spent
 */
export class ShopEventBudget {
  private readonly minute: WindowCounts;
  private readonly day: WindowCounts;
  private readonly thresholds = new Map<string, { at: number; threshold: Promise<number> }>();
  private readonly droppedByShop = new Map<string, number>();

  constructor(private readonly options: ShopEventBudgetOptions) {
    const { now, shared } = options;
    const counts = (windowMs: number, prefix: string) =>
      new WindowCounts({ windowMs, prefix, now, ...(shared ? { shared } : {}) });
    this.minute = counts(MINUTE_MS, 'events-shop-minute:');
    this.day = counts(DAY_MS, 'events-shop-day:');
  }

  /** How many of `wanted` events `shopId` may store now (the first ones); counts them. */
  async grant(shopId: string, wanted: number): Promise<number> {
    const { perMinute, perDay } = eventBudgetOf(await this.threshold(shopId));
    const room = Math.min(perMinute - this.minute.used(shopId), perDay - this.day.used(shopId));
    const granted = Math.max(0, Math.min(wanted, room));
    if (granted > 0) {
      this.minute.add(shopId, granted, perMinute);
      this.day.add(shopId, granted, perDay);
    }
    const dropped = wanted - granted;
    if (dropped > 0) {
      const total = (this.droppedByShop.get(shopId) ?? 0) + dropped;
      this.droppedByShop.set(shopId, total);
      this.options.log.warn({ shopId, dropped, total }, 'shop event budget spent: events dropped');
    }
    return granted;
  }

  /** Events of `shopId` dropped over budget since this process started. */
  dropped(shopId: string): number {
    return this.droppedByShop.get(shopId) ?? 0;
  }

  /** Sends the pending counts to the shared store. */
  async flush(): Promise<void> {
    await Promise.all([this.minute.flush(), this.day.flush()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.minute.close(), this.day.close()]);
  }

  /** The shop's threshold, read at most every `THRESHOLD_TTL_MS`; the smallest budget on error. */
  private threshold(shopId: string): Promise<number> {
    const now = this.options.now();
    const known = this.thresholds.get(shopId);
    if (known && now - known.at < THRESHOLD_TTL_MS) return known.threshold;
    const threshold = this.options.thresholdOf(shopId).catch((error: unknown) => {
      this.options.log.warn(
        { err: error, shopId },
        'plan threshold unknown: smallest event budget',
      );
      return 1;
    });
    this.thresholds.set(shopId, { at: now, threshold });
    return threshold;
  }
}
