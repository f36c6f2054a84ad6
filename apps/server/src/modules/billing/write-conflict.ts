/** A compare-and-set write lost to another writer; the whole transaction is rolled back and retried. */
export class WriteConflict extends Error {
  override readonly name = 'WriteConflict';
}

/** PostgreSQL's unique_violation, and SQLite's (unique or primary key) as better-sqlite3 reports it. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Attempts before a conflict is given up on; a conflict means someone else just made progress. */
const ATTEMPTS = 3;

/**
 * Runs a read-decide-write attempt again when it lost a race: a compare-and-set that found another
 * version, or a unique key (an invoice's idempotency key, a block) another process inserted first.
 * Each attempt re-reads, so the retry decides on what won (often: nothing left to do).
 *
 * @example
 * await retryOnConflict(() => db.transaction().execute((trx) => change(trx)));
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const lost = error instanceof WriteConflict || isUniqueViolation(error);
      if (!lost || tries >= ATTEMPTS) throw error;
    }
  }
}
