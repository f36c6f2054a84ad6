import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../../apps/server/src/db/migrate.js';
import { writeResults } from '../support/results.js';
import { BENCH_END_DAY, DAY_MS, type AnalyticsEventsOptions } from './analytics-events.js';
import { analyticsTable, type AnalyticsTargets, type StoreRow } from './analytics-print.js';
import { measureDuckDb, type PeerFigures } from './duckdb-peer.js';
import { measureTrovaReports, type ReportFigures } from './trova-reports.js';
import {
  BENCH_SHOP,
  ingestThroughRepository,
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
  /** Also time Trova on PostgreSQL (127.0.0.1:5432, db `test`, a schema of its own). */
  postgres?: boolean;
  postgresUrl?: string;
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
  peer: PeerFigures;
}

export const ANALYTICS_TARGETS: AnalyticsTargets = {
  ingestPerSec: 20_000,
  overviewMs: 100,
  queriesMs: 150,
};
const DAYS = 90;

async function measureTrova(
  handle: DatabaseHandle,
  sqliteFile: string | null,
  generator: AnalyticsEventsOptions,
  runs: number,
  log: (line: string) => void,
): Promise<TrovaFigures> {
  await migrateToLatest(handle.db);
  await seedBenchShop(handle);
  const ingest = await ingestThroughRepository(handle, generator, (done) =>
    log(`  ${handle.dialect}: ${done.toLocaleString('en-US')} events stored`),
  );
  const range = { from: (BENCH_END_DAY - DAYS) * DAY_MS, to: BENCH_END_DAY * DAY_MS };
  const reports = await measureTrovaReports(handle, ingest.events, range, runs);
  return { ...ingest, ...reports, storageMB: await storageMB(handle, sqliteFile) };
}

async function measurePostgres(
  url: string,
  generator: AnalyticsEventsOptions,
  runs: number,
  log: (line: string) => void,
): Promise<TrovaFigures> {
  const schema = `trova_bench_${randomBytes(6).toString('hex')}`;
  const admin = openDatabase({ dialect: 'postgres', url }, { maxConnections: 1 });
  try {
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    const handle = openDatabase({ dialect: 'postgres', url }, { searchPath: schema });
    try {
      return await measureTrova(handle, null, generator, runs, log);
    } finally {
      await handle.destroy();
    }
  } finally {
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
    await admin.destroy();
  }
}

const row = (label: string, figures: TrovaFigures): StoreRow => ({ label, ...figures });

/**
 * `npm run bench:analytics`: one shop's generated events over 90 days stored the server's way
 * (SQLite file in a temp dir, the app's migrations, EventsRepository.insertMany in writer-sized
 * batches), rolled up, and read through the analytics service; DuckDB beside it, in the same run,
 * on the same events, aggregating raw events; PostgreSQL too with `postgres`.
 */
export async function runAnalyticsBench(
  options: AnalyticsBenchOptions = {},
): Promise<AnalyticsBenchResult> {
  const events = options.events ?? 10_000_000;
  const runs = options.runs ?? 5;
  const log = options.log ?? ((line: string) => console.log(line));
  const generator: AnalyticsEventsOptions = {
    events,
    shopId: BENCH_SHOP,
    seed: options.seed,
    days: DAYS,
  };
  const dir = mkdtempSync(join(tmpdir(), 'trova-analytics-'));
  try {
    const file = join(dir, 'trova.sqlite');
    const handle = openDatabase({ dialect: 'sqlite', file });
    let sqlite: TrovaFigures;
    try {
      sqlite = await measureTrova(handle, file, generator, runs, log);
    } finally {
      await handle.destroy();
    }
    log(`  sqlite done; DuckDB peer…`);
    const range = { from: (BENCH_END_DAY - DAYS) * DAY_MS, to: BENCH_END_DAY * DAY_MS };
    const peer = await measureDuckDb(dir, generator, range, runs);
    const postgres = options.postgres
      ? await measurePostgres(
          options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/test',
          generator,
          runs,
          log,
        )
      : null;
    const t = ANALYTICS_TARGETS;
    const pass =
      sqlite.ingestPerSec >= t.ingestPerSec &&
      sqlite.overviewMs !== null &&
      sqlite.overviewMs <= t.overviewMs &&
      sqlite.queriesMs !== null &&
      sqlite.queriesMs <= t.queriesMs;
    const result: AnalyticsBenchResult = {
      events,
      ingestPerSec: sqlite.ingestPerSec,
      overviewMs: sqlite.overviewMs,
      queriesMs: sqlite.queriesMs,
      storageMB: sqlite.storageMB,
      rollupPerSec: sqlite.rollupPerSec,
      days: DAYS,
      targets: t,
      pass,
      sqlite,
      postgres,
      peer,
    };
    const rows = [row('Trova, SQLite (embedded default)', sqlite)];
    if (postgres) rows.push(row('Trova, PostgreSQL', postgres));
    rows.push({ label: 'DuckDB peer (raw events)', rollupPerSec: null, ...peer });
    log(
      analyticsTable(
        `${events.toLocaleString('en-US')} events of one shop over ${DAYS} days`,
        rows,
        t,
        pass,
      ),
    );
    writeResults('analytics', options.out, result);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
