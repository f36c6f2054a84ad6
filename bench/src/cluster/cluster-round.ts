import { load } from '../search/search.bench.js';
import { emptyEventLog } from './cluster-database.js';
import { startNode, waitForCatalogue } from './cluster-node.js';
import type { ClusterRun } from './cluster-verdict.js';

/** The answer cache's size with the cache on: the server's default (apps/server config). */
const DEFAULT_CACHE_MB = '32';

export interface RoundSetup {
  /** Settings every node gets (database, data dir). */
  base: Record<string, string>;
  databaseUrl: string;
  workerCounts: readonly number[];
  paths: string[];
  shopKey: string;
  items: number;
}

/**
 * Every process count with the cache on, then off: each on a fresh start, an empty event log,
 * a warm-up and a measured run of the same traffic.
 */
export async function measureRound(
  setup: RoundSetup,
  timing: { connections: number; duration: number; warmUp: number },
): Promise<ClusterRun[]> {
  const runs: ClusterRun[] = [];
  for (const workers of setup.workerCounts) {
    for (const cache of ['on', 'off'] as const) {
      await emptyEventLog(setup.databaseUrl);
      const node = await startNode({
        ...setup.base,
        TROVA_WORKERS: String(workers),
        TROVA_SEARCH_CACHE_MB: cache === 'on' ? DEFAULT_CACHE_MB : '0',
      });
      try {
        await waitForCatalogue(node.origin, setup.shopKey, setup.items, workers * 4);
        const job = {
          url: node.origin,
          paths: setup.paths,
          start: 0,
          connections: timing.connections,
          duration: timing.duration,
        };
        const warm = await load({ ...job, duration: timing.warmUp });
        const { figures } = await load({ ...job, start: warm.sent });
        runs.push({
          workers,
          cache,
          rps: figures.requestsPerSecond,
          p50Ms: figures.p50Ms,
          p99Ms: figures.p99Ms,
          errors: figures.errors,
          non2xx: figures.non2xx,
        });
      } finally {
        await node.stop();
      }
    }
  }
  return runs;
}
