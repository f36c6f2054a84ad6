import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const JOB = 'analytics.query-suggestions';

/**
 * Queues one shop's query-suggestions build in the Trova under test's job table, as its hourly
 * scheduler would for a shop searched today (docs/product/analytics.md#query-suggestions): the
 * server runs on its own process, and a test cannot wait an hour for the scheduler's pass. Waits
 * until the server's job runner has run it, and answers how many suggestions it stored.
 */
export async function buildSuggestions(
  dataDir: string,
  shopId: string,
  timeoutMs = 20_000,
): Promise<number> {
  const db = new SQLite(path.join(dataDir, 'trova.sqlite'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const id = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    db.prepare(
      `insert into jobs (id, name, payload, concurrency_key, status, attempt, run_after,
         created_at, shop_id) values (?, ?, ?, ?, 'queued', 0, ?, ?, ?)`,
    ).run(id, JOB, JSON.stringify({ shopId }), `${JOB}:${shopId}`, now, now, shopId);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const row = db
        .prepare('select status, result, error_message from jobs where id = ?')
        .get(id) as
        { status: string; result: string | null; error_message: string | null } | undefined;
      if (row?.status === 'succeeded') {
        return (JSON.parse(row.result ?? '{}') as { suggestions?: number }).suggestions ?? 0;
      }
      if (row?.status === 'failed' || Date.now() > deadline) {
        throw new Error(`suggestions build ${row?.status ?? 'lost'}: ${row?.error_message ?? ''}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    db.close();
  }
}
