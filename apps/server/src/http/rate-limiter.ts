import type { Clock } from '../clock';
import { AppError } from '../errors/error-catalogue';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window attempt counters kept in memory, one key a bucket (an IP, an account). Sized for one
 * server process; limits reset on restart, which costs an attacker a restart they cannot trigger.
 * Keys are read from the parsed body (the account), so this runs in services, not as a route hook.
 *
 * @example
 * const limiter = new RateLimiter(900, Date.now);
 * limiter.check('login-ip', ip, 30); // throws too-many-requests once 30 hits are recorded
 * limiter.hit('login-ip', ip);
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly windowSeconds: number,
    private readonly now: Clock,
  ) {}

  /** Throws too-many-requests, with Retry-After, when `key` already used `max` attempts (0 = no limit). */
  check(bucket: string, key: string, max: number): void {
    if (max <= 0) return;
    const window = this.current(`${bucket}:${key}`);
    if (window && window.count >= max) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
      throw new AppError('too-many-requests', undefined, undefined, {
        'retry-after': String(retryAfter),
      });
    }
  }

  /** Records one attempt. */
  hit(bucket: string, key: string): void {
    const id = `${bucket}:${key}`;
    const window = this.current(id);
    if (window) window.count += 1;
    else this.windows.set(id, { count: 1, resetAt: this.now() + this.windowSeconds * 1000 });
    this.sweep();
  }

  /** Checks, then records: for calls where every attempt counts, not only failures. */
  take(bucket: string, key: string, max: number): void {
    this.check(bucket, key, max);
    if (max > 0) this.hit(bucket, key);
  }

  private current(id: string): Window | undefined {
    const window = this.windows.get(id);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(id);
      return undefined;
    }
    return window;
  }

  /** Drops finished windows now and then, so keys an attacker sprays do not pile up. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}
