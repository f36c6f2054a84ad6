import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadJob } from '../search/search-load.js';
import { mergeRuns, type WrkOutcome } from '../search/wrk-load.js';
import { emptyEventLog } from './cluster-database.js';
import { startNode, waitForCatalogue, type ClusterNode } from './cluster-node.js';
import type { ClusterRun } from './cluster-verdict.js';

/** The answer cache's size with the cache on: the server's default (apps/server config). */
const DEFAULT_CACHE_MB = '32';

export interface BurstSetup {
  /** Settings every node gets (database, data dir). */
  base: Record<string, string>;
  databaseUrl: string;
  workerCounts: readonly number[];
  paths: string[];
  shopKey: string;
  items: number;
  /**
   * A bare endpoint (its URL and paths) that takes one burst of the same length in every cycle,
   * after the nodes': the machine's ceiling over the same minutes, since its speed moves within
   * a run (a ceiling read once, after the runs, read 26k–40k req/s where one before them read
   * 37k–61k).
   */
  ceiling?: { url: string; paths: string[] };
}

export interface BurstTiming {
  connections: number;
  /** Seconds of traffic each node gets before its first measured burst. */
  warmUp: number;
  /**
   * Seconds every node rests after the last warm-up, before the first burst; default 0. A node
   * that has just been loaded keeps collecting garbage for seconds after the load stops (V8
   * shrinks its heap), on the cores the next node's bursts need: without a rest, the last
   * warm-ups' collections landed on the first bursts of another node.
   */
  settle?: number;
  /** Seconds of one burst. */
  burst: number;
  /** Bursts per node. */
  bursts: number;
}

/** Sends a job and reports it with its latency histogram (wrk-load.ts). */
export type Send = (job: LoadJob) => Promise<WrkOutcome>;

export interface CacheModeResult {
  runs: ClusterRun[];
  /** Each node's req/s in every burst, in the order measured. */
  bursts: { workers: number; cache: 'on' | 'off'; rps: number[] }[];
  /** The ceiling's bursts, one a cycle (empty without `BurstSetup.ceiling`). */
  ceiling: WrkOutcome[];
}

interface Entry {
  workers: number;
  node: ClusterNode;
  /** Requests sent so far: the node's next burst continues the sequence from there. */
  sent: number;
  runs: WrkOutcome[];
}

/**
 * Every process count with the cache `on` or `off`, interleaved: one node per count is started
 * (fresh, on an empty event log) and warmed, then the nodes take short bursts of the same traffic
 * in turn, the order rotating each cycle. On a machine others share, throughput drifts by tens of
 * percent within minutes; runs taken one after another would compare different weather, while
 * bursts in turn spread it over every count alike. An idle node costs nothing meanwhile.
 */
export async function measureCacheMode(
  setup: BurstSetup,
  cache: 'on' | 'off',
  timing: BurstTiming,
  send: Send,
): Promise<CacheModeResult> {
  await emptyEventLog(setup.databaseUrl);
  const nodes: Entry[] = [];
  const ceiling: WrkOutcome[] = [];
  const job = (entry: Entry, duration: number): LoadJob => ({
    url: entry.node.origin,
    paths: setup.paths,
    start: entry.sent,
    connections: timing.connections,
    duration,
  });
  try {
    for (const workers of setup.workerCounts) {
      const node = await startNode({
        ...setup.base,
        TROVA_WORKERS: String(workers),
        TROVA_SEARCH_CACHE_MB: cache === 'on' ? DEFAULT_CACHE_MB : '0',
      });
      nodes.push({ workers, node, sent: 0, runs: [] });
      await waitForCatalogue(node.origin, setup.shopKey, setup.items, workers * 4);
    }
    for (const entry of nodes) entry.sent += (await send(job(entry, timing.warmUp))).sent;
    await sleep((timing.settle ?? 0) * 1000);
    for (let cycle = 0; cycle < timing.bursts; cycle++) {
      for (let k = 0; k < nodes.length; k++) {
        const entry = nodes[(cycle + k) % nodes.length]!;
        const outcome = await send(job(entry, timing.burst));
        entry.sent += outcome.sent;
        entry.runs.push(outcome);
      }
      if (setup.ceiling !== undefined) {
        const { connections, burst: duration } = timing;
        ceiling.push(await send({ ...setup.ceiling, start: 0, connections, duration }));
      }
    }
  } finally {
    await Promise.all(nodes.map((entry) => entry.node.stop()));
  }
  return {
    runs: nodes.map((entry) => {
      const figures = mergeRuns(entry.runs);
      return {
        workers: entry.workers,
        cache,
        rps: figures.requestsPerSecond,
        p50Ms: figures.p50Ms,
        p99Ms: figures.p99Ms,
        errors: figures.errors,
        non2xx: figures.non2xx,
      };
    }),
    bursts: nodes.map((entry) => ({
      workers: entry.workers,
      cache,
      rps: entry.runs.map((run) => run.figures.requestsPerSecond),
    })),
    ceiling,
  };
}
