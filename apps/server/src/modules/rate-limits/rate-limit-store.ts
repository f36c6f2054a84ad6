/** Hits to add to one key's fixed window. */
export interface WindowHits {
  /** `bucket:key`, such as `login-ip:203.0.113.7`. */
  key: string;
  /** Start of the fixed window, ms since the epoch: a multiple of the window's length. */
  windowStart: number;
  windowMs: number;
  /** Negative to give back attempts a reservation held (docs/product/access.md#attempt-limits). */
  hits: number;
}

/**
 * Where rate-limit counters live: in this process's memory (SQLite, one process) or in the
 * database every process shares (PostgreSQL, `rate_limit_windows`). Windows are fixed and aligned
 * on the epoch, so every process agrees on a window without asking.
 */
export interface RateLimitStore {
  /**
   * Adds each entry's hits to its window and answers the windows' totals after the addition, in
   * the order given. The addition is atomic per window: hits of concurrent callers are all counted.
   */
  add(entries: readonly WindowHits[], now: number): Promise<number[]>;
  /** Hits counted so far in the key's window; 0 when none. */
  count(key: string, windowStart: number): Promise<number>;
}

/**
 * The start of the fixed window of `windowMs` that holds `now`.
 * @example windowStartOf(90_000, 60_000) // 60_000
 */
export function windowStartOf(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

/** Beyond this many live keys, ended windows are swept before a new key is added. */
const SWEEP_ABOVE = 10_000;

/**
 * The single-process store: counters in a map, ended windows dropped as keys pile up.
 *
 * @example
 * const store = new MemoryRateLimitStore();
 * await store.add([{ key: 'login-ip:1.2.3.4', windowStart: 0, windowMs: 60_000, hits: 1 }], 0); // [1]
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { windowStart: number; end: number; count: number }>();

  add(entries: readonly WindowHits[], now: number): Promise<number[]> {
    return Promise.resolve(entries.map((entry) => this.addOne(entry, now)));
  }

  count(key: string, windowStart: number): Promise<number> {
    const window = this.windows.get(key);
    return Promise.resolve(window?.windowStart === windowStart ? window.count : 0);
  }

  private addOne(entry: WindowHits, now: number): number {
    const window = this.windows.get(entry.key);
    if (window?.windowStart === entry.windowStart) {
      window.count += entry.hits;
      return window.count;
    }
    // A give-back for a window already replaced has nothing left to give back to.
    if (entry.hits < 0) return 0;
    if (!window && this.windows.size >= SWEEP_ABOVE) this.sweep(now);
    this.windows.set(entry.key, {
      windowStart: entry.windowStart,
      end: entry.windowStart + entry.windowMs,
      count: entry.hits,
    });
    return entry.hits;
  }

  /** Drops ended windows, so keys an attacker sprays do not pile up. */
  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.end <= now) this.windows.delete(key);
  }
}
