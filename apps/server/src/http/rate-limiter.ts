import type { Clock } from '../clock';
import { AppError } from '../errors/error-catalogue';
import { windowStartOf, type RateLimitStore, type WindowHits } from '../modules/rate-limits/index';

/** One limit an attempt counts against: `max` attempts a window for `key` in `bucket` (0 = none). */
export interface Limit {
  bucket: string;
  key: string;
  max: number;
}

/** Attempts held by {@link RateLimiter.reserve}; releasing gives them back (once). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Fixed-window attempt counters, one key a bucket (an IP, an account), kept in a
 * {@link RateLimitStore}: this process's memory on SQLite, the shared `rate_limit_windows` table on
 * PostgreSQL, so every server process counts against one budget. Windows are aligned on the epoch.
 * Keys are read from the parsed body (the account), so this runs in services, not as a route hook.
 *
 * Every method counts first and decides on the count it got back, never on a count read earlier:
 * a limit read before slow work and counted after it lets parallel attempts all pass
 * (docs/product/access.md#attempt-limits).
 *
 * @example
 * const limiter = new RateLimiter(new MemoryRateLimitStore(), 900, Date.now);
 * await limiter.take('signup-ip', ip, 10); // the 11th call within the window throws too-many-requests
 */
export class RateLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly store: RateLimitStore,
    windowSeconds: number,
    private readonly now: Clock,
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  /**
   * Records one attempt and throws when it went past `max`: for calls where every attempt counts,
   * not only failures. One atomic step, so processes racing on one key cannot both slip through.
   */
  async take(bucket: string, key: string, max: number): Promise<void> {
    await this.reserve([{ bucket, key, max }]);
  }

  /**
   * Counts one attempt against every limit at once, before the work it guards (a password hash), and
   * throws too-many-requests, with Retry-After, when any went past its max; a refused attempt is
   * given back, so only admitted attempts fill the window. The caller releases the reservation when
   * the attempt should not count after all (a right password).
   *
   * @example
   * const attempt = await limiter.reserve([{ bucket: 'login-ip', key: ip, max: 30 }]);
   * if (await verifyPassword(hash, password)) await attempt.release();
   */
  async reserve(limits: readonly Limit[]): Promise<Reservation> {
    const counted = limits.filter((limit) => limit.max > 0);
    const now = this.now();
    const start = windowStartOf(now, this.windowMs);
    const entries: WindowHits[] = counted.map((limit) => ({
      key: `${limit.bucket}:${limit.key}`,
      windowStart: start,
      windowMs: this.windowMs,
      hits: 1,
    }));
    if (entries.length === 0) return { release: () => Promise.resolve() };
    const totals = await this.store.add(entries, now);
    let released = false;
    const reservation: Reservation = {
      release: async () => {
        if (released) return;
        released = true;
        await this.store.add(
          entries.map((entry) => ({ ...entry, hits: -1 })),
          this.now(),
        );
      },
    };
    if (counted.some((limit, index) => (totals[index] ?? 0) > limit.max)) {
      await reservation.release();
      this.refuse(start, now);
    }
    return reservation;
  }

  private refuse(windowStart: number, now: number): never {
    const retryAfter = Math.max(1, Math.ceil((windowStart + this.windowMs - now) / 1000));
    throw new AppError('too-many-requests', undefined, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}
