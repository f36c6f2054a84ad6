import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.schema';
import type { RateLimitStore, WindowHits } from './rate-limit-store';

/**
 * What is stored for a key: its SHA-256, so the table never holds the addresses and e-mail
 * addresses the limits count (they would outlive the window in backups and logs).
 */
function stored(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** Rows a statement upserts at most: far below both dialects' bound-parameter limits. */
const CHUNK = 200;
/** Ended windows are swept at most this often (by whichever process counts then). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The shared store: counters in `rate_limit_windows`, raised with
 * `INSERT … ON CONFLICT (key, window_start) DO UPDATE SET count = count + excluded.count RETURNING`,
 * one statement for many keys, so processes counting at once never lose a hit; a give-back
 * (negative hits) is an `UPDATE … SET count = count - n`, so it never creates a window. Keys are
 * stored hashed.
 *
 * @example
 * const store = new RateLimitWindowsRepository(db);
 * await store.add([{ key: 'signup-ip:1.2.3.4', windowStart, windowMs: 900_000, hits: 1 }], Date.now());
 */
export class RateLimitWindowsRepository implements RateLimitStore {
  private lastSweep = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async add(entries: readonly WindowHits[], now: number): Promise<number[]> {
    const merged = new Map<string, WindowHits>();
    for (const entry of entries) {
      // One statement may not touch a row twice (PostgreSQL refuses): same window, hits summed.
      const id = `${entry.windowStart}\n${stored(entry.key)}`;
      const seen = merged.get(id);
      merged.set(
        id,
        seen ? { ...seen, hits: seen.hits + entry.hits } : { ...entry, key: stored(entry.key) },
      );
    }
    const totals = new Map<string, number>();
    // Give-backs only lower a window that exists: an upsert would leave a negative row behind.
    for (const entry of [...merged.values()].filter((row) => row.hits < 0)) {
      const row = await this.db
        .updateTable('rate_limit_windows')
        .set((eb) => ({ count: eb('count', '+', entry.hits) }))
        .where('key', '=', entry.key)
        .where('window_start', '=', entry.windowStart)
        .returning('count')
        .executeTakeFirst();
      totals.set(`${entry.windowStart}\n${entry.key}`, row ? Number(row.count) : 0);
    }
    const rows = [...merged.values()].filter((row) => row.hits >= 0);
    for (let start = 0; start < rows.length; start += CHUNK) {
      const stored = await this.db
        .insertInto('rate_limit_windows')
        .values(
          rows.slice(start, start + CHUNK).map((entry) => ({
            key: entry.key,
            window_start: entry.windowStart,
            count: entry.hits,
            expires_at: entry.windowStart + entry.windowMs,
          })),
        )
        .onConflict((conflict) =>
          conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({
            count: eb('rate_limit_windows.count', '+', eb.ref('excluded.count')),
          })),
        )
        .returning(['key', 'window_start', 'count'])
        .execute();
      for (const row of stored) totals.set(`${row.window_start}\n${row.key}`, Number(row.count));
    }
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.sweep(now);
    }
    return entries.map((entry) => totals.get(`${entry.windowStart}\n${stored(entry.key)}`) ?? 0);
  }

  async count(key: string, windowStart: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit_windows')
      .select('count')
      .where('key', '=', stored(key))
      .where('window_start', '=', windowStart)
      .executeTakeFirst();
    return row ? Number(row.count) : 0;
  }

  /** Deletes the windows that ended by `now`; answers how many. */
  async sweep(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limit_windows')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
