import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { AppError } from '../errors/error-catalogue';
import type { RateLimitStore } from '../modules/rate-limits/index';
import { WindowCounts } from './window-counts';

/**
 * Counts one storefront call (search, layer configuration) of a client address, or a call's
 * `units` (an events batch costs one unit an event); throws too-many-requests, with Retry-After,
 * when they do not fit in what is left of the minute, and then counts nothing.
 */
export type StorefrontLimit = (clientIp: string, units?: number) => void;

/** Storefront limits count calls a minute: bursts of typing are short, abuse is sustained. */
const WINDOW_MS = 60_000;

export interface StorefrontLimiterOptions {
  /** Units a minute from one address (docs/product/search-api.md#rate-limits); 0: off. */
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
 * behind one NAT or carrier share an address, and one page view makes several calls. Counted
 * across processes as `WindowCounts` describes.
 *
 * @example
 * const limiter = new StorefrontLimiter({ perMinute: 3000, now: Date.now });
 * limiter.take(request.ip); // the 3001st call within a minute throws too-many-requests
 * limiter.take(request.ip, 1000); // an events batch of 1,000 events
 */
export class StorefrontLimiter {
  private readonly counts: WindowCounts | undefined;

  constructor(private readonly options: StorefrontLimiterOptions) {
    const { shared, perMinute, now } = options;
    this.counts =
      perMinute > 0
        ? new WindowCounts({
            windowMs: WINDOW_MS,
            prefix: 'storefront-ip:',
            now,
            ...(shared ? { shared } : {}),
          })
        : undefined;
  }

  /** Counts `units` (default 1) of `clientIp`, or throws too-many-requests when they do not fit. */
  readonly take: StorefrontLimit = (clientIp, units = 1) => {
    const { counts } = this;
    if (!counts) return;
    const { perMinute } = this.options;
    if (counts.used(clientIp) + units > perMinute) {
      throw new AppError('too-many-requests', undefined, undefined, {
        'retry-after': String(counts.secondsLeft()),
      });
    }
    counts.add(clientIp, units, perMinute);
  };

  /** Sends the pending counts to the shared store and takes back the totals; one flush at a time. */
  flush(): Promise<void> {
    return this.counts?.flush() ?? Promise.resolve();
  }

  /** Stops the timer and sends what is pending. */
  async close(): Promise<void> {
    await this.counts?.close();
  }
}
