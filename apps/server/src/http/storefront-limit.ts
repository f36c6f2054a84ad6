import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { AppError } from '../errors/error-catalogue';
import { windowStartOf, type RateLimitStore } from '../modules/rate-limits/rate-limit-store';

/**
 * Counts one storefront call (search, layer configuration) of a client address; throws
 * too-many-requests, with Retry-After, past the limit.
 */
export type StorefrontLimit = (clientIp: string) => void;

/** Storefront limits count calls a minute: bursts of typing are short, abuse is sustained. */
const WINDOW_MS = 60_000;
/** How often this process's counts go to the shared store, and come back as totals. */
const FLUSH_MS = 1000;

interface Counts {
  windowStart: number;
  /** The address's total across processes, as the store last answered it (ours included). */
  known: number;
  /** Calls counted here since the last flush. */
  pending: number;
}

export interface StorefrontLimiterOptions {
  /** Calls a minute from one address (docs/product/search-api.md#rate-limits); 0: off. */
  perMinute: number;
  now: Clock;
  /**
   * The store every process shares (PostgreSQL). Unset: counts stay in this process and are
   * exact (SQLite, one process).
   */
  shared?: { store: RateLimitStore; log: FastifyBaseLogger; flushMs?: number };
}

/**
 * One budget a client address for every public storefront call. Generous by design: shoppers
 * behind one NAT or carrier share an address, and one page view makes several calls.
 *
 * A call never waits on storage: it is judged on this process's counts. With a shared store, the
 * counts of the last second go out every second in one upsert-increment of every address that
 * called here since (and of every address past half its budget), which answers each address's
 * total across processes. So another process's calls are seen
 * within about a second: a burst spread over N processes may pass the limit by up to what the
 * other processes take in that second (docs/decisions.md, Several processes).
 *
 * @example
 * const limiter = new StorefrontLimiter({ perMinute: 3000, now: Date.now });
 * limiter.take(request.ip); // the 3001st call within a minute throws too-many-requests
 */
export class StorefrontLimiter {
  private readonly counts = new Map<string, Counts>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private lastSweep = 0;

  constructor(private readonly options: StorefrontLimiterOptions) {
    const { shared, perMinute } = options;
    if (shared && perMinute > 0) {
      this.timer = setInterval(() => void this.flush(), shared.flushMs ?? FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Counts one call of `clientIp`, or throws too-many-requests when its budget is spent. */
  readonly take: StorefrontLimit = (clientIp) => {
    const { perMinute } = this.options;
    if (perMinute <= 0) return;
    const now = this.options.now();
    const windowStart = windowStartOf(now, WINDOW_MS);
    let counts = this.counts.get(clientIp);
    if (counts?.windowStart !== windowStart) {
      if (now - this.lastSweep >= WINDOW_MS) this.sweep(now);
      counts = { windowStart, known: 0, pending: 0 };
      this.counts.set(clientIp, counts);
    }
    if (counts.known + counts.pending >= perMinute) {
      const retryAfter = Math.max(1, Math.ceil((windowStart + WINDOW_MS - now) / 1000));
      throw new AppError('too-many-requests', undefined, undefined, {
        'retry-after': String(retryAfter),
      });
    }
    counts.pending += 1;
  };

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

  private async send(): Promise<void> {
    const shared = this.options.shared;
    if (!shared) return;
    const now = this.options.now();
    const current = windowStartOf(now, WINDOW_MS);
    const sent: Array<{ ip: string; counts: Counts; hits: number }> = [];
    for (const [ip, counts] of this.counts) {
      if (counts.windowStart !== current) this.counts.delete(ip);
      // An address past half its budget asks for its total even without new calls here, so
      // calls it makes elsewhere are seen; the others need no precision yet.
      else if (counts.pending > 0 || (counts.known + counts.pending) * 2 >= this.options.perMinute)
        sent.push({ ip, counts, hits: counts.pending });
    }
    if (sent.length === 0) return;
    for (const entry of sent) entry.counts.pending -= entry.hits;
    try {
      const totals = await shared.store.add(
        sent.map(({ ip, hits }) => ({
          key: `storefront-ip:${ip}`,
          windowStart: current,
          windowMs: WINDOW_MS,
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
      shared.log.warn({ err: error }, 'storefront rate-limit counts not shared');
    }
  }

  /** Drops the addresses whose window ended: their calls no longer decide anything. */
  private sweep(now: number): void {
    this.lastSweep = now;
    const current = windowStartOf(now, WINDOW_MS);
    for (const [ip, counts] of this.counts)
      if (counts.windowStart !== current) this.counts.delete(ip);
  }
}
