import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One probe reading: wall clock (ms since the epoch, sub-ms) and the process's RSS in bytes. */
export type RssSample = [at: number, rss: number];

/** What the probe saw of one shop's sync in the database, as wall-clock times (ms since epoch). */
export interface SyncTrace {
  /** First product_staging row committed: the feed answered and its first batch was parsed. */
  firstStagedAt?: number;
  /** Last time the staged count grew: the feed is read, parsed and staged. */
  lastStagedAt?: number;
  stagedMax: number;
  /** The promote transaction committed: the shop's products equal the expected count. */
  promotedAt?: number;
  /** `shops.is_indexing` first seen 1. */
  indexingAt?: number;
  /** The sync job first seen `running`: the runner claimed it. */
  jobRunningAt?: number;
  jobAttempts?: number;
  /** The sync job ended (succeeded, or failed for good), with its final status. */
  jobDoneAt?: number;
  jobStatus?: string;
  jobError?: string;
}

export interface ProbeResult {
  samples: RssSample[];
  trace: SyncTrace;
}

export interface WatchSync {
  dbFile: string;
  shopId: string;
  expected: number;
}

/**
 * Runs in a worker thread: the server's SQLite calls are synchronous and the index build is one long
 * task, so a timer on the main thread would skip exactly the moments that matter. RSS is the whole
 * process's (all threads), or that of the process `pid` when the server runs in a child. The database is read on its own read-only connection (WAL: no blocking).
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const fs = require('node:fs');
const Database = require(workerData.sqlitePath);
const now = () => performance.timeOrigin + performance.now();
const samples = [];
const trace = { stagedMax: 0 };
let watch;
function readDb() {
  const { db, shopId, expected } = watch;
  const at = now();
  const staged = db.prepare('SELECT count(*) AS c FROM product_staging WHERE shop_id = ?').get(shopId).c;
  if (staged > 0 && trace.firstStagedAt === undefined) trace.firstStagedAt = at;
  if (staged > trace.stagedMax) { trace.stagedMax = staged; trace.lastStagedAt = at; }
  if (trace.promotedAt === undefined) {
    const live = db.prepare('SELECT count(*) AS c FROM products WHERE shop_id = ?').get(shopId).c;
    if (live >= expected) trace.promotedAt = at;
  }
  if (trace.indexingAt === undefined) {
    const shop = db.prepare('SELECT is_indexing FROM shop_runtime WHERE shop_id = ?').get(shopId);
    if (shop && shop.is_indexing === 1) trace.indexingAt = at;
  }
  if (trace.jobDoneAt === undefined) {
    const job = db.prepare('SELECT status, attempt, error_code, error_message FROM jobs WHERE shop_id = ? AND name = ? ORDER BY created_at DESC LIMIT 1').get(shopId, 'shop.sync');
    if (job && job.status === 'running' && trace.jobRunningAt === undefined) trace.jobRunningAt = at;
    if (job && job.error_code) trace.jobError = job.error_code + ': ' + job.error_message;
    if (job) trace.jobAttempts = job.attempt;
    if (job && (job.status === 'succeeded' || job.status === 'failed')) { trace.jobDoneAt = at; trace.jobStatus = job.status; }
  }
}
// The watched process's resident set: this one's, or another's from /proc (Linux) when a pid is given.
function rss() {
  if (!workerData.pid) return process.memoryUsage.rss();
  try {
    const status = fs.readFileSync('/proc/' + workerData.pid + '/status', 'utf8');
    const match = /^VmRSS:\\s+(\\d+) kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0; // the process has exited
  }
}
function tick() {
  const bytes = rss();
  if (bytes > 0) samples.push([now(), bytes]);
  if (watch) {
    try { readDb(); } catch (error) { trace.probeError = String(error); }
  }
}
tick();
const timer = setInterval(tick, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message.type === 'watch') {
    const db = new Database(message.dbFile, { readonly: true, fileMustExist: true });
    watch = { db, shopId: message.shopId, expected: message.expected };
  } else if (message.type === 'stop') {
    clearInterval(timer);
    tick();
    if (watch) watch.db.close();
    parentPort.postMessage({ samples, trace });
    parentPort.close();
  }
});
parentPort.postMessage({ ready: true });
`;

export interface ProcessProbe {
  /** Also follow a shop's sync in the server's SQLite database. */
  watch(sync: WatchSync): void;
  stop(): Promise<ProbeResult>;
}

/**
 * Samples the RSS of this process, or of process `pid`, every `intervalMs` from a worker thread
 * and, once told, polls a shop's staging, products, indexing flag and sync job at the same rate.
 *
 * @example
 * const probe = await startProbe(50, server.pid);
 * const { samples } = await probe.stop();
 */
export async function startProbe(intervalMs = 50, pid?: number): Promise<ProcessProbe> {
  // The server owns the SQLite driver; resolve it from there rather than declaring it twice.
  const sqlitePath = createRequire(
    new URL('../../../apps/server/package.json', import.meta.url),
  ).resolve('better-sqlite3');
  const worker = new Worker(PROBE_SOURCE, {
    eval: true,
    workerData: { intervalMs, sqlitePath, pid },
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    watch(sync) {
      worker.postMessage({ type: 'watch', ...sync });
    },
    stop() {
      return new Promise<ProbeResult>((resolve, reject) => {
        worker.once('message', (result: ProbeResult) => {
          void worker.terminate();
          resolve(result);
        });
        worker.once('error', reject);
        worker.postMessage({ type: 'stop' });
      });
    },
  };
}

/** Wall clock with sub-millisecond resolution, on the same scale as the probe's. */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}

/**
 * Peak RSS in MB within [from, to] (all samples when no bounds). A window shorter than the interval
 * holds no sample; it gets the last reading before it instead.
 */
export function peakMB(samples: readonly RssSample[], from = -Infinity, to = Infinity): number {
  let peak = 0;
  let before = 0;
  for (const [at, rss] of samples) {
    if (at < from) before = rss;
    else if (at <= to && rss > peak) peak = rss;
  }
  return Math.round((peak || before) / 1024 ** 2);
}
