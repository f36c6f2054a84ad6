import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { RequestCountsRepository } from './request-counts.repository';

/** UTC month of a time, as stored: 'YYYY-MM'. */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/**
 * Counts searches per shop in memory and adds them to the stored monthly counters every few
 * seconds and on close: one write per shop per flush instead of one per search.
 */
export class RequestCounter {
  private pending = new Map<string, number>();
  private pendingMonth: string;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly counts: RequestCountsRepository,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    flushMs: number,
  ) {
    this.pendingMonth = monthOf(now());
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** One search of the shop, counted in the month it happened. */
  count(shopId: string): void {
    const month = monthOf(this.now());
    // A month boundary flushes the old month first, so no search is billed to the wrong month.
    if (month !== this.pendingMonth) void this.flush();
    this.pendingMonth = month;
    this.pending.set(shopId, (this.pending.get(shopId) ?? 0) + 1);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    const month = this.pendingMonth;
    this.pending = new Map();
    try {
      await this.counts.add(month, batch);
    } catch (error) {
      this.log.error({ err: error }, 'request counts not saved');
      for (const [shopId, count] of batch) {
        this.pending.set(shopId, (this.pending.get(shopId) ?? 0) + count);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
