import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../src/app';
import { loadConfig, type ServerConfig } from '../src/config/config';
import type { DatabaseHandle } from '../src/db/database';

/** One Trova process of a test cluster: its own app, data dir and connections to the shared PG. */
export interface ClusterNode extends App {
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * Starts a process on a database other nodes share, the way `startServer` does: indexes loaded
 * from its own data dir (no shared volume) or built from PostgreSQL, then the other processes'
 * changes followed. Jobs do not run, so nothing but the test changes the catalogue.
 */
export async function startNode(database: DatabaseHandle): Promise<ClusterNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-node-'));
  const config = loadConfig({
    TROVA_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TROVA_CONSOLE_DIR: path.join(dataDir, 'no-console'),
  });
  const app = await buildApp({
    config,
    database,
    indexDebounceMs: 0,
    indexOptimizeDelayMs: 0,
    runJobs: false,
  });
  await app.services.indexing.loadAll();
  await app.services.indexFollower.start();
  return {
    ...app,
    config,
    close: async () => {
      await app.server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Cuts every LISTEN connection of the test's schema, as a network fault or a PostgreSQL restart
 * would: notifications sent before the nodes listen again are lost to them.
 */
export async function cutListeners(url: string, schema: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query = $1`,
      [`LISTEN "trova_index_${schema}"`],
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * Polls `probe` until it answers true (an error counts as not yet), for at most `timeoutMs`; the
 * bound keeps a change that never arrives from hanging the run. Answers the wait in ms.
 */
export async function eventually(
  probe: () => Promise<boolean>,
  what: string,
  timeoutMs = 5000,
): Promise<number> {
  const start = performance.now();
  for (;;) {
    const done = await probe().catch(() => false);
    if (done) return performance.now() - start;
    if (performance.now() - start > timeoutMs)
      throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
