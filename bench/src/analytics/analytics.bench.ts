import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../../apps/server/src/db/migrate.js';
import {
  createPostgresScratch,
  uniqueScratchName,
} from '../../../apps/server/test/postgres-scratch.js';
import { writeResults } from '../support/results.js';
import { BENCH_END_DAY, DAY_MS, type AnalyticsEventsOptions } from './analytics-events.js';
import { analyticsTable, type AnalyticsTargets, type StoreRow } from './analytics-print.js';
import { readPriorIngest, writePriorIngest, type PriorIngest } from './analytics-reuse.js';
import { appendDuckDb, measureDuckDb, type PeerFigures } from './duckdb-peer.js';
import {
  NOT_MEASURED,
  rollUp,
  timeReports,
  type ReportFigures,
  type RollupFigures,
} from './trova-reports.js';
import {
  BENCH_SHOP,
  dirtyDayCount,
  ingestThroughRepository,
  markPeriodDirty,
  seedBenchShop,
  storageMB,
  type IngestFigures,
} from './trova-store.js';

export interface AnalyticsBenchOptions {
  /** Events generated for the one shop; default 10,000,000. */
  events?: number;
  /** Timed runs of each report after one warm-up; default 5. */
  runs?: number;
  seed?: number;
  /** Event ids: time-ordered like the server's UUIDv7 (default), or random v4 UUIDs to compare. */
  ids?: 'random' | 'ordered';
  /** Also time Trova on PostgreSQL (127.0.0.1:5432, db `test`, a schema of its own). */
  postgres?: boolean;
  postgresUrl?: string;
  /**
   * A work dir to keep: its stores are reused by the next run with the same events and seed
   * (ingest figures from the run that stored them), so the read side can be re-measured alone.
   */
  dir?: string;
  /**
   * With `dir`: only store the events (of `only` the one store, else both) and record what that
   * took, measuring nothing else and writing no results; a later run on the dir reads.
   */
  ingestOnly?: boolean;
  only?: 'trova' | 'peer';
  /** Where to write the JSON; default bench/results/analytics.json; null to skip. */
  out?: string | null;
  log?: (line: string) => void;
}

export type TrovaFigures = IngestFigures & ReportFigures & { storageMB: number };

export interface AnalyticsBenchResult {
  events: number;
  ingestPerSec: number;
  overviewMs: number | null;
  queriesMs: number | null;
  storageMB: number;
  rollupPerSec: number | null;
  days: number;
  targets: AnalyticsTargets;
  pass: boolean;
  sqlite: TrovaFigures;
  postgres: TrovaFigures | null;
  /** Null with `only: 'trova'`. */
  peer: PeerFigures | null;
  /** True when the stores came from an earlier run's `--dir` (ingest figures are that run's). */
  ingestReused: boolean;
  /** 'ordered' when the run used time-ordered event ids instead of the server's random UUIDs. */
  ids: 'random' | 'ordered';
  /** The machine's 1-minute load average at the end: the figures move with other load. */
  loadAverage: number;
}

export const ANALYTICS_TARGETS: AnalyticsTargets = {
  ingestPerSec: 20_000,
  overviewMs: 100,
  queriesMs: 150,
};
const DAYS = 90;
const RANGE = { from: (BENCH_END_DAY - DAYS) * DAY_MS, to: BENCH_END_DAY * DAY_MS };

interface TrovaRun {
  generator: AnalyticsEventsOptions;
  runs: number;
  log: (line: string) => void;
  prior?: IngestFigures;
  priorRollup?: RollupFigures;
  onRolledUp?: (rollup: RollupFigures) => void;
  onIngested?: (ingest: IngestFigures) => void;
  ingestOnly?: boolean;
}

async function measureTrova(
  handle: DatabaseHandle,
  sqliteFile: string | null,
  run: TrovaRun,
): Promise<TrovaFigures> {
  await migrateToLatest(handle.db);
  let ingest: IngestFigures;
  if (run.prior) {
    ingest = run.prior;
  } else {
    await seedBenchShop(handle);
    ingest = await ingestThroughRepository(handle, run.generator, (done) =>
      run.log(`  ${handle.dialect}: ${done.toLocaleString('en-US')} events stored`),
    );
    run.onIngested?.(ingest);
  }
  if (run.ingestOnly)
    return { ...ingest, ...NOT_MEASURED, storageMB: await storageMB(handle, sqliteFile) };
  run.log(`  ${handle.dialect}: ${ingest.ingestPerSec.toLocaleString('en-US')} events/s; reports…`);
  let rollup = run.priorRollup;
  if (!rollup || (await dirtyDayCount(handle)) > 0) {
    // Stored by an earlier run whose rollup did not finish: every day is rolled up again. A
    // finished rollup that a migration since marked dirty rolls up the days it marked.
    if (run.prior && !rollup) {
      await markPeriodDirty(handle, BENCH_SHOP, BENCH_END_DAY - DAYS, BENCH_END_DAY);
    }
    rollup = await rollUp(handle, ingest.events);
    run.onRolledUp?.(rollup);
  }
  const reports = await timeReports(handle, rollup, RANGE, run.runs);
  return { ...ingest, ...reports, storageMB: await storageMB(handle, sqliteFile) };
}

/** Trova on PostgreSQL in a schema of its own, dropped afterwards. */
async function measurePostgres(url: string, run: TrovaRun): Promise<TrovaFigures> {
  const scratch = await createPostgresScratch(url, 'schema', uniqueScratchName('trova_bench'));
  try {
    const handle = openDatabase({ dialect: 'postgres', url }, { searchPath: scratch.schema });
    try {
      return await measureTrova(handle, null, run);
    } finally {
      await handle.destroy();
    }
  } finally {
    await scratch.drop();
  }
}

function verdict(sqlite: TrovaFigures, t: AnalyticsTargets): boolean {
  return (
    sqlite.ingestPerSec >= t.ingestPerSec &&
    sqlite.overviewMs !== null &&
    sqlite.overviewMs <= t.overviewMs &&
    sqlite.queriesMs !== null &&
    sqlite.queriesMs <= t.queriesMs
  );
}

/**
 * `npm run bench:analytics`: one shop's generated events over 90 days stored the server's way
 * (SQLite file in a temp dir, the app's migrations, EventsRepository.insertMany in writer-sized
 * batches), rolled up, and read through the analytics service; DuckDB beside it, in the same run,
 * on the same events, aggregating raw events; PostgreSQL too with `postgres`.
 */
export async function runAnalyticsBench(
  options: AnalyticsBenchOptions = {},
): Promise<AnalyticsBenchResult | null> {
  const events = options.events ?? 10_000_000;
  const runs = options.runs ?? 5;
  const log = options.log ?? ((line: string) => console.log(line));
  const generator = {
    events,
    shopId: BENCH_SHOP,
    seed: options.seed,
    days: DAYS,
    ids: options.ids ?? 'ordered',
  };
  const ordered = options.ids === 'random' ? undefined : ('ordered' as const);
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'trova-analytics-'));
  const prior: PriorIngest = options.dir
    ? readPriorIngest(dir, events, options.seed ?? null, ordered)
    : { events, seed: null };
  const reused = prior.sqlite !== undefined;
  let sqliteFigures: TrovaFigures | undefined;
  const record = (next: PriorIngest): void => {
    if (options.dir) writePriorIngest(dir, next);
  };
  try {
    const file = join(dir, 'trova.sqlite');
    if (options.only !== 'peer') {
      if (!prior.sqlite) rmSync(file, { force: true });
      if (!(options.ingestOnly && prior.sqlite)) {
        const handle = openDatabase({ dialect: 'sqlite', file });
        try {
          sqliteFigures = await measureTrova(handle, file, {
            generator,
            runs,
            log,
            prior: prior.sqlite,
            priorRollup: prior.rollup,
            onRolledUp: (rollup) => {
              prior.rollup = rollup;
              record(prior);
            },
            ingestOnly: options.ingestOnly,
            onIngested: (ingest) => {
              prior.sqlite = ingest;
              record(prior);
            },
          });
        } finally {
          await handle.destroy();
        }
      }
    }
    if (options.only !== 'trova' && !prior.peer) {
      log('  DuckDB peer: appending…');
      rmSync(join(dir, 'peer.duckdb'), { force: true });
      prior.peer = await appendDuckDb(dir, generator);
      record(prior);
    }
    if (options.ingestOnly) return null;
    const sqlite = sqliteFigures;
    if (!sqlite) throw new Error('a run that reads measures Trova');
    let peer: PeerFigures | null = null;
    if (options.only !== 'trova') {
      if (!prior.peer) throw new Error('the peer was not stored');
      log('  DuckDB peer: reports…');
      peer = await measureDuckDb(dir, generator, RANGE, runs, prior.peer);
    }
    const postgres = options.postgres
      ? await measurePostgres(options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/test', {
          generator,
          runs,
          log,
        })
      : null;
    const targets = ANALYTICS_TARGETS;
    const pass = verdict(sqlite, targets);
    const result: AnalyticsBenchResult = {
      events,
      ingestPerSec: sqlite.ingestPerSec,
      overviewMs: sqlite.overviewMs,
      queriesMs: sqlite.queriesMs,
      storageMB: sqlite.storageMB,
      rollupPerSec: sqlite.rollupPerSec,
      days: DAYS,
      targets,
      pass,
      sqlite,
      postgres,
      peer,
      ingestReused: reused,
      ids: options.ids ?? 'ordered',
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    };
    const rows: StoreRow[] = [{ label: 'Trova, SQLite (embedded default)', ...sqlite }];
    if (postgres) rows.push({ label: 'Trova, PostgreSQL', ...postgres });
    if (peer) rows.push({ label: 'DuckDB peer (raw events)', rollupPerSec: null, ...peer });
    const idNote = ordered ? ', time-ordered ids' : '';
    const title = `${events.toLocaleString('en-US')} events of one shop over ${DAYS} days${idNote}`;
    log(analyticsTable(title, rows, targets, pass));
    log(
      `  load average ${result.loadAverage}${result.ingestReused ? '; ingest figures from the run that filled --dir' : ''}`,
    );
    writeResults('analytics', options.out, result);
    return result;
  } finally {
    if (!options.dir) rmSync(dir, { recursive: true, force: true });
  }
}
