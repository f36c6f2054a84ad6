import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { windowStartOf, type RateLimitStore } from '../modules/rate-limits/index';

/** How often this process's counts go to the shared store, and come back as totals. */
const FLUSH_MS = 1000;

interface Counts {
  windowStart: number;
  /** The key's total across processes, as the store last answered it (ours included). */
  known: number;
  /** Units counted here since the last flush. */
  pending: number;
  /** The key's limit when last counted: past half of it, the key asks for its total. */
  limit: number;
}

export interface WindowCountsOptions {
  /** The fixed window's length, aligned on the epoch like the store's. */
  windowMs: number;
  /** Prefix of the store's keys (`storefront-ip:`), so budgets never share a counter. */
  prefix: string;
  now: Clock;
  /**
   * The store every process shares (PostgreSQL). Unset: counts stay in this process and are
   * exact (SQLite, one process).
   */
  shared?: { store: RateLimitStore; log: FastifyBaseLogger; flushMs?: number };
}

/**
 * Units counted per key in fixed windows, judged without waiting on storage: a caller reads
 * `used` and adds with `add` on this process's counts. With a shared store, the counts of the
 * last second go out every second in one upsert-increment of every key counted here since (and
 * of every key past half its limit), which answers each key's total across processes. So another
 * process's units are seen within about a second: a burst spread over N processes may pass a
 * limit by up to what the other processes take in that second
 * (docs/adr/0007-processes-and-the-change-feed.md).
 *
 * @example
 * const counts = new WindowCounts({ windowMs: 60_000, prefix: 'storefront-ip:', now: Date.now });
 * if (counts.used('1.2.3.4') + 10 <= 3000) counts.add('1.2.3.4', 10, 3000);
 */
export class WindowCounts {
  private readonly counts = new Map<string, Counts>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastSweep = 0;

  constructor(private readonly options: WindowCountsOptions) {
    if (options.shared) {
      this.timer = setInterval(() => void this.flush(), options.shared.flushMs ?? FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Units of `key` counted in the current window, across processes as last known. */
  used(key: string): number {
    const counts = this.current(key);
    return counts ? counts.known + counts.pending : 0;
  }

  /** Counts `units` for `key` in the current window; `limit` is the key's budget. */
  add(key: string, units: number, limit: number): void {
    const now = this.options.now();
    const windowStart = windowStartOf(now, this.options.windowMs);
    let counts = this.counts.get(key);
    if (counts?.windowStart !== windowStart) {
      if (now - this.lastSweep >= this.options.windowMs) this.sweep(now);
      counts = { windowStart, known: 0, pending: 0, limit };
      this.counts.set(key, counts);
    }
    counts.pending += units;
    counts.limit = limit;
  }

  /** Seconds until the current window ends, at least 1 (for Retry-After). */
  secondsLeft(): number {
    const now = this.options.now();
    const end = windowStartOf(now, this.options.windowMs) + this.options.windowMs;
    return Math.max(1, Math.ceil((end - now) / 1000));
  }

  /** Sends the pending counts to the shared store and takes back the totals; one flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Stops the timer and sends what is pending. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private current(key: string): Counts | undefined {
    const counts = this.counts.get(key);
    const windowStart = windowStartOf(this.options.now(), this.options.windowMs);
    return counts?.windowStart === windowStart ? counts : undefined;
  }

  private async send(): Promise<void> {
    const { shared, windowMs, prefix } = this.options;
    if (!shared) return;
    const now = this.options.now();
    const current = windowStartOf(now, windowMs);
    const sent: Array<{ key: string; counts: Counts; hits: number }> = [];
    for (const [key, counts] of this.counts) {
      if (counts.windowStart !== current) this.counts.delete(key);
      // A key past half its budget asks for its total even without new units here, so units
      // counted elsewhere are seen; the others need no precision yet.
      else if (counts.pending > 0 || (counts.known + counts.pending) * 2 >= counts.limit)
        sent.push({ key, counts, hits: counts.pending });
    }
    if (sent.length === 0) return;
    for (const entry of sent) entry.counts.pending -= entry.hits;
    try {
      const totals = await shared.store.add(
        sent.map(({ key, hits }) => ({
          key: `${prefix}${key}`,
          windowStart: current,
          windowMs,
          hits,
        })),
        now,
      );
      sent.forEach((entry, at) => {
        entry.counts.known = Math.max(entry.counts.known, totals[at] ?? 0);
      });
    } catch (error) {
      // Counted here all the same: the next flush sends them again.
      for (const entry of sent) entry.counts.pending += entry.hits;
      shared.log.warn({ err: error, prefix }, 'rate-limit counts not shared');
    }
  }

  /** Drops the keys whose window ended: their units no longer decide anything. */
  private sweep(now: number): void {
    this.lastSweep = now;
    const current = windowStartOf(now, this.options.windowMs);
    for (const [key, counts] of this.counts)
      if (counts.windowStart !== current) this.counts.delete(key);
  }
}
