import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../../../apps/server/src/app.js';
import type { ServerConfig } from '../../../apps/server/src/config/config.js';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/database.js';

export interface RestartFigures {
  /** `loadAll` on a second app: the stored index read, checked and deserialised. */
  storedMs: number;
  /** `loadAll` with no stored index: products read, analysed, indexed (and the file written). */
  rebuildMs: number;
  indexFileMB: number;
  /** Products the public search counts after each start. */
  storedCount: number;
  rebuildCount: number;
}

/**
 * What a restart costs once the pipeline has built and stored the index and its server exited: an
 * app in the bench process on the same database and data dir starts the way `startServer` does,
 * once with the stored index and once after its directory is removed.
 */
export async function measureRestart(
  config: ServerConfig,
  shop: { id: string; key: string },
): Promise<RestartFigures> {
  const dir = join(config.dataDir, 'indexes');
  const indexFileMB = statSync(join(dir, `${shop.id}.idx`)).size / 1024 ** 2;
  const database = openDatabase(config.database);
  try {
    const stored = await timedStart(config, database, shop.key);
    rmSync(dir, { recursive: true, force: true });
    const rebuilt = await timedStart(config, database, shop.key);
    return {
      storedMs: stored.ms,
      rebuildMs: rebuilt.ms,
      indexFileMB: Math.round(indexFileMB * 10) / 10,
      storedCount: stored.count,
      rebuildCount: rebuilt.count,
    };
  } finally {
    await database.destroy();
  }
}

async function timedStart(
  config: ServerConfig,
  database: DatabaseHandle,
  shopKey: string,
): Promise<{ ms: number; count: number }> {
  const app = await buildApp({ config, database, runJobs: false });
  try {
    (globalThis as { gc?: () => void }).gc?.();
    const start = performance.now();
    await app.services.indexing.loadAll();
    const ms = Math.round(performance.now() - start);
    const answer = await app.server.inject({
      method: 'GET',
      url: `/API/shops/${shopKey}/search?q=&limit=1`,
    });
    return { ms, count: answer.json<{ results_count: number }>().results_count };
  } finally {
    await app.server.close();
  }
}
