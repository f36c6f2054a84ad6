import type { Clock } from '../clock';
import { AppError } from '../errors/error-catalogue';
import { windowStartOf, type RateLimitStore } from '../modules/rate-limits/rate-limit-store';

/**
 * Fixed-window attempt counters, one key a bucket (an IP, an account), kept in a
 * {@link RateLimitStore}: this process's memory on SQLite, the shared `rate_limit_windows` table on
 * PostgreSQL, so every server process counts against one budget. Windows are aligned on the epoch.
 * Keys are read from the parsed body (the account), so this runs in services, not as a route hook.
 *
 * @example
 * const limiter = new RateLimiter(new MemoryRateLimitStore(), 900, Date.now);
 * await limiter.check('login-ip', ip, 30); // throws too-many-requests once 30 hits are recorded
 * await limiter.hit('login-ip', ip);
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

  /** Throws too-many-requests, with Retry-After, when `key` already used `max` attempts (0 = no limit). */
  async check(bucket: string, key: string, max: number): Promise<void> {
    if (max <= 0) return;
    const now = this.now();
    const start = windowStartOf(now, this.windowMs);
    if ((await this.store.count(`${bucket}:${key}`, start)) >= max) this.refuse(start, now);
  }

  /** Records one attempt. */
  async hit(bucket: string, key: string): Promise<void> {
    await this.add(bucket, key);
  }

  /**
   * Records one attempt and throws when it went past `max`: for calls where every attempt counts,
   * not only failures. One atomic step, so processes racing on one key cannot both slip through.
   */
  async take(bucket: string, key: string, max: number): Promise<void> {
    if (max <= 0) return;
    const { count, start, now } = await this.add(bucket, key);
    if (count > max) this.refuse(start, now);
  }

  private async add(bucket: string, key: string) {
    const now = this.now();
    const start = windowStartOf(now, this.windowMs);
    const [count = 0] = await this.store.add(
      [{ key: `${bucket}:${key}`, windowStart: start, windowMs: this.windowMs, hits: 1 }],
      now,
    );
    return { count, start, now };
  }

  private refuse(windowStart: number, now: number): never {
    const retryAfter = Math.max(1, Math.ceil((windowStart + this.windowMs - now) / 1000));
    throw new AppError('too-many-requests', undefined, undefined, {
      'retry-after': String(retryAfter),
    });
  }
}
