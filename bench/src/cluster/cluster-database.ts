import pg from 'pg';
import { createPostgresScratch } from '../../../apps/server/test/postgres-scratch.js';

/**
 * A fresh PostgreSQL database for one bench run: dropped (with its connections) and created again
 * through the server's maintenance database, so no run reads another's data. Returns its URL; it
 * stays after the run, for a look at what the run stored.
 * @example const url = await freshDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'trova_bench_cluster');
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  return (await createPostgresScratch(adminUrl, 'database', name)).url;
}

/**
 * Empties the bench database's event log (and the days marked for rollup) between runs, so each
 * run starts from the same state: otherwise a node rolls up, as it starts, the whole day of events
 * every earlier run logged into one shop (millions within minutes, far past any real shop's day),
 * and the later runs pay for the earlier ones. The rollup's own cost is `bench:analytics`'s.
 * @example await emptyEventLog(databaseUrl);
 */
export async function emptyEventLog(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('TRUNCATE events, analytics_dirty_days');
  } finally {
    await client.end();
  }
}
