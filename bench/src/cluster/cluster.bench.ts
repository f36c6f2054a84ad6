import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { call, createAccount } from '../support/bench-server.js';
import { writeResults } from '../support/results.js';
import { pushCatalogue } from '../search/search-catalogue.js';
import type { LoadFigures } from '../search/search-load.js';
import { findWrk, mergeRuns, runWrk } from '../search/wrk-load.js';
import { searchTraffic } from '../search/search-traffic.js';
import { emptyEventLog, freshDatabase } from './cluster-database.js';
import { startNode, waitForCatalogue } from './cluster-node.js';
import { measureCacheMode, type CacheModeResult } from './cluster-bursts.js';
import { measurePropagation, percentileMs } from './cluster-propagation.js';
import { checkTargets, type ClusterRun, type TargetCheck } from './cluster-verdict.js';

export interface ClusterBenchOptions {
  /** Products pushed; default 100,000. */
  items?: number;
  /** Seconds of measured load per configuration, sent in bursts; default 30. */
  duration?: number;
  /**
   * Seconds of one burst; default 5. The process counts of one cache setting take bursts in turn
   * (cluster-bursts.ts), so that a machine whose speed drifts is compared with itself.
   */
  burst?: number;
  /**
   * Seconds of the same traffic before each measured run; default 20: each process fills its own
   * answer cache with the part of the traffic it receives, so N processes need about N times the
   * requests one does to reach the same hit rate.
   */
  warmUp?: number;
  /**
   * Seconds of rest after the warm-ups, before the first measured burst; default 15: the loaded
   * nodes' garbage collection after the load (measured: 1–2 cores for about 10 s after 20 s of
   * warm-up) would otherwise run during the first cycle of bursts (cluster-bursts.ts).
   */
  settle?: number;
  /** Concurrent connections; default 32. */
  connections?: number;
  /** Process counts to run; default 1, 2 and 3. */
  workers?: readonly number[];
  /** A PostgreSQL URL whose server the bench may create its database on. */
  adminUrl?: string;
  /** The bench's database, dropped and created again; default trova_bench_cluster. */
  database?: string;
  /** Changes pushed to measure propagation; default 40. */
  trials?: number;
  /** Where to write the JSON; default bench/results/cluster.json; null to skip. */
  out?: string | null;
}

export interface ClusterBenchResult {
  items: number;
  cores: number;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  /** Seconds of rest between the warm-ups and the first burst. */
  settleSeconds: number;
  burstSeconds: number;
  /** Load average (1 min) when the runs started and ended: the machine may be shared. */
  loadAverage: [number, number];
  /** Each configuration over all its bursts. */
  runs: ClusterRun[];
  /** Each configuration's req/s in every burst, in the order measured. */
  bursts: CacheModeResult['bursts'];
  /** Bare Fastify over all its bursts, one taken in every cycle of both cache settings. */
  ceiling: LoadFigures;
  /** The ceiling's req/s in each of its bursts, in the order measured. */
  ceilingBursts: number[];
  propagationP95Ms: number | null;
  propagationMs: (number | null)[];
  checks: TargetCheck[];
  pass: boolean;
}

const FIXED_BODY = { results: [], results_count: 0, stats: { brand: { Nike: 1 } } };
const BATCH = 1000;

/**
 * `npm run bench:cluster`: the real server entry in its own processes on PostgreSQL, a pushed
 * catalogue, loaded with `bench:search`'s traffic with the answer cache on and off for each process
 * count (`TROVA_WORKERS`); then two nodes with their own data dirs, as on two machines sharing the
 * database, to time how soon a push on one is searchable on the other. Loopback only.
 */
export async function runClusterBench(
  options: ClusterBenchOptions = {},
): Promise<ClusterBenchResult> {
  const items = options.items ?? 100_000;
  const duration = options.duration ?? 30;
  const burst = options.burst ?? 5;
  const warmUp = options.warmUp ?? 20;
  const settle = options.settle ?? 15;
  const connections = options.connections ?? 32;
  const workerCounts = options.workers ?? [1, 2, 3];
  const adminUrl = options.adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseUrl = await freshDatabase(adminUrl, options.database ?? 'trova_bench_cluster');
  const products = pushCatalogue(items);
  const traffic = searchTraffic(products);
  const dataDir = mkdtempSync(join(tmpdir(), 'trova-cluster-bench-'));
  const otherDataDir = mkdtempSync(join(tmpdir(), 'trova-cluster-bench-b-'));
  // The analytics rollup runs once an hour instead of every minute: it re-reads the day's events
  // (O(events), scale-out.md), and would land in one burst or another. bench:analytics measures it.
  const base = {
    DATABASE_URL: databaseUrl,
    TROVA_DATA_DIR: dataDir,
    TROVA_ANALYTICS_ROLLUP_SECONDS: '3600',
  };
  if ((await findWrk()) === null) {
    throw new Error(
      'bench:cluster sends its traffic with wrk: install it first (apt-get install wrk)',
    );
  }
  const loadStart = loadavg()[0] ?? 0;
  try {
    const setup = await startNode({ ...base, TROVA_WORKERS: '1' });
    const account = await createAccount({ origin: setup.origin, dataDir });
    const apiKey = { 'x-api-key': account.apiKey };
    const shop = await call<{ id: string; key: string }>(setup.origin, '/integrations/custom', {
      method: 'POST',
      headers: apiKey,
      body: JSON.stringify({ shopUrl: 'https://shop.example', languageIso: 'it' }),
    });
    for (let start = 0; start < products.length; start += BATCH) {
      await call(setup.origin, `/integrations/custom/${shop.id}/products`, {
        method: 'POST',
        headers: apiKey,
        body: JSON.stringify({ upserts: products.slice(start, start + BATCH) }),
      });
    }
    await call(setup.origin, `/shops/${shop.id}/activation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.jwt}` },
      body: '{}',
    });
    await waitForCatalogue(setup.origin, shop.key, items, 1);
    await setup.stop();

    const paths = traffic.queries.map((query) => `/API/shops/${shop.key}/search?${query}`);
    const timing = {
      connections,
      warmUp,
      settle,
      burst,
      bursts: Math.max(1, Math.round(duration / burst)),
    };
    const modes = await withBareServer(async (ceiling) => {
      const setupOf = { base, databaseUrl, workerCounts, paths, shopKey: shop.key, items, ceiling };
      return [
        await measureCacheMode(setupOf, 'on', timing, runWrk),
        await measureCacheMode(setupOf, 'off', timing, runWrk),
      ];
    });
    const runs = workerCounts.flatMap((workers) =>
      modes.flatMap((mode) => mode.runs.filter((run) => run.workers === workers)),
    );
    const ceilingRuns = modes.flatMap((mode) => mode.ceiling);

    // Two nodes as on two machines: their own data dirs, one database. The bursts left hundreds of
    // thousands of events, and a node rolls its dirty days up as it starts: seconds of one node's
    // CPU (scale-out.md, "Analytics"; before the rollup ran in steps, it once cost the first trial
    // its 5 s). That work belongs to the bursts, not to propagation, so the log is emptied first.
    await emptyEventLog(databaseUrl);
    const writer = await startNode({ ...base, TROVA_WORKERS: '1' });
    const reader = await startNode({ ...base, TROVA_DATA_DIR: otherDataDir, TROVA_WORKERS: '1' });
    let propagationMs: (number | null)[];
    try {
      await waitForCatalogue(writer.origin, shop.key, items, 1);
      await waitForCatalogue(reader.origin, shop.key, items, 1);
      const trials = await measurePropagation({
        writer: writer.origin,
        reader: reader.origin,
        shopId: shop.id,
        shopKey: shop.key,
        apiKey: account.apiKey,
        products: products.slice(0, options.trials ?? 40),
      });
      propagationMs = trials.map((trial) => trial.ms);
    } finally {
      await Promise.all([writer.stop(), reader.stop()]);
    }
    const propagationP95Ms = percentileMs(
      propagationMs.map((ms) => ({ ms })),
      95,
    );
    const checks = checkTargets(runs, propagationP95Ms);
    const result: ClusterBenchResult = {
      items,
      cores: availableParallelism(),
      connections,
      durationSeconds: timing.bursts * burst,
      warmUpSeconds: warmUp,
      settleSeconds: settle,
      burstSeconds: burst,
      loadAverage: [round1(loadStart), round1(loadavg()[0] ?? 0)],
      runs,
      bursts: modes.flatMap((mode) => mode.bursts),
      ceiling: mergeRuns(ceilingRuns),
      ceilingBursts: ceilingRuns.map((run) => run.figures.requestsPerSecond),
      propagationP95Ms,
      propagationMs,
      checks,
      pass: checks.every((check) => check.met),
    };
    printCluster(result);
    writeResults('cluster', options.out, result);
    return result;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDataDir, { recursive: true, force: true });
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A bare Fastify endpoint with a fixed body, alive while `use` runs, which loads it the same way as
 * the nodes, a burst in every cycle: this machine's HTTP ceiling over the same minutes.
 */
async function withBareServer<T>(
  use: (ceiling: { url: string; paths: string[] }) => Promise<T>,
): Promise<T> {
  const bare = Fastify({ logger: false });
  bare.get('/fixed', () => FIXED_BODY);
  try {
    const url = await bare.listen({ port: 0, host: '127.0.0.1' });
    return await use({ url, paths: ['/fixed'] });
  } finally {
    await bare.close();
  }
}

const burstFigures = (r: ClusterBenchResult, of: ClusterRun): string =>
  (
    r.bursts.find((entry) => entry.workers === of.workers && entry.cache === of.cache)?.rps ?? []
  ).join(' / ');

/** The runs beside the ceiling and each target with its verdict. */
export function printCluster(r: ClusterBenchResult): void {
  console.log(
    `\nCluster — ${r.items} products on PostgreSQL, ${r.cores} cores, ${r.connections} connections, ` +
      `${r.durationSeconds} s each in ${r.burstSeconds} s bursts taken in turn, after ${r.warmUpSeconds} s of warm-up and ${r.settleSeconds} s of rest, sent by wrk; load average ` +
      `${r.loadAverage[0]} → ${r.loadAverage[1]}`,
  );
  const cell = (value: string | number, width = 9) => String(value).padStart(width);
  console.log(
    `  ${'processes'.padEnd(12)}${'cache'.padEnd(7)}${cell('req/s')}${cell('p50 ms')}${cell('p99 ms')}${cell('errors')}   req/s of each burst`,
  );
  for (const run of r.runs) {
    console.log(
      `  ${String(run.workers).padEnd(12)}${run.cache.padEnd(7)}${cell(run.rps)}${cell(run.p50Ms)}` +
        `${cell(run.p99Ms)}${cell(run.errors + run.non2xx)}   ${burstFigures(r, run)}`,
    );
  }
  console.log(
    `  ${'bare Fastify (ceiling)'.padEnd(19)}${cell(r.ceiling.requestsPerSecond)}${cell(r.ceiling.p50Ms)}` +
      `${cell(r.ceiling.p99Ms)}${cell(r.ceiling.errors + r.ceiling.non2xx)}   ${r.ceilingBursts.join(' / ')}`,
  );
  for (const check of r.checks) {
    console.log(
      `  ${check.name.padEnd(46)}${check.measured.padStart(12)}  target ${check.target.padEnd(14)}${check.met ? 'MET' : 'MISSED'}`,
    );
  }
}
