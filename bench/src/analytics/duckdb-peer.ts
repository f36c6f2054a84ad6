import { join } from 'node:path';
import { DuckDBInstance, type DuckDBAppender } from '@duckdb/node-api';
import type { NewEvent } from '../../../apps/server/src/modules/events/index.js';
import { analyticsEventBatches, type AnalyticsEventsOptions } from './analytics-events.js';
import { filesMB, medianLatency, round } from './analytics-timing.js';
import {
  CREATE_EVENTS_SQL,
  OVERVIEW_SQL,
  PRODUCT_HIGHLIGHTS_SQL,
  QUERY_HIGHLIGHTS_SQL,
} from './duckdb-reports.queries.js';

export interface PeerFigures {
  store: 'duckdb';
  events: number;
  ingestPerSec: number;
  ingestMs: number;
  overviewMs: number;
  overviewRunsMs: number[];
  queriesMs: number;
  queriesRunsMs: number[];
  storageMB: number;
  /** Rows the overview found, to show the peer read the same data. */
  overviewDays: number;
  searches: number;
}

function text(appender: DuckDBAppender, value: string | null | undefined): void {
  if (value === null || value === undefined) appender.appendNull();
  else appender.appendVarchar(value);
}

function number(
  appender: DuckDBAppender,
  value: number | null | undefined,
  kind: 'int' | 'double',
): void {
  if (value === null || value === undefined) appender.appendNull();
  else if (kind === 'int') appender.appendInteger(value);
  else appender.appendDouble(value);
}

/** One row through the appender, columns in CREATE_EVENTS_SQL's order. */
function appendRow(appender: DuckDBAppender, row: NewEvent): void {
  text(appender, row.id);
  text(appender, row.shop_id);
  text(appender, row.kind);
  text(appender, row.user_token);
  text(appender, row.query_id);
  text(appender, row.query);
  number(appender, row.result_count, 'int');
  text(appender, row.object_ids);
  text(appender, row.positions);
  text(appender, row.prices);
  text(appender, row.quantities);
  number(appender, row.value, 'double');
  text(appender, row.currency);
  text(appender, row.device);
  appender.appendBigInt(BigInt(row.occurred_at));
  appender.appendBigInt(BigInt(row.received_at));
  text(appender, row.ip);
  text(appender, row.user_agent);
  text(appender, row.flag);
  text(appender, row.filters);
  text(appender, row.sort);
  appender.endRow();
}

export interface IngestFigures {
  events: number;
  ingestMs: number;
}

/**
 * The peer's write path: the same events appended in the same writer-sized batches, each flushed
 * (as a writer commits each batch), then checkpointed, into `peer.duckdb` of `dir`.
 * @example const ingest = await appendDuckDb(dir, generator);
 */
export async function appendDuckDb(
  dir: string,
  generator: AnalyticsEventsOptions,
): Promise<IngestFigures> {
  const instance = await DuckDBInstance.create(join(dir, 'peer.duckdb'));
  const connection = await instance.connect();
  try {
    await connection.run(CREATE_EVENTS_SQL);
    const appender = await connection.createAppender('events');
    let ingestMs = 0;
    let events = 0;
    for (const batch of analyticsEventBatches(generator)) {
      const start = performance.now();
      for (const row of batch) appendRow(appender, row);
      appender.flushSync();
      ingestMs += performance.now() - start;
      events += batch.length;
    }
    appender.closeSync();
    const start = performance.now();
    await connection.run('checkpoint');
    return { events, ingestMs: Math.round(ingestMs + performance.now() - start) };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/**
 * The peer's read side, in the same run: the overview and the queries page aggregated over the
 * raw log of `peer.duckdb` (filled by `appendDuckDb`, whose figures `ingest` are) for the period.
 * @example const peer = await measureDuckDb(dir, generator, { from, to }, 5, ingest);
 */
export async function measureDuckDb(
  dir: string,
  generator: AnalyticsEventsOptions,
  range: { from: number; to: number },
  runs: number,
  ingest: IngestFigures,
): Promise<PeerFigures> {
  const file = join(dir, 'peer.duckdb');
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  try {
    const { ingestMs, events } = ingest;
    const params = { shop: generator.shopId, from: range.from, to: range.to };
    let overviewDays = 0;
    let searches = 0;
    const overview = await medianLatency(runs, async () => {
      const rows = (await connection.runAndReadAll(OVERVIEW_SQL, params)).getRowObjectsJS();
      overviewDays = rows.length;
      searches = rows.reduce((sum, row) => sum + Number(row.searches), 0);
    });
    const queries = await medianLatency(runs, async () => {
      await connection.runAndReadAll(QUERY_HIGHLIGHTS_SQL, params);
      await connection.runAndReadAll(PRODUCT_HIGHLIGHTS_SQL, params);
    });
    return {
      store: 'duckdb',
      events,
      ingestPerSec: Math.round(events / (ingestMs / 1000)),
      ingestMs: Math.round(ingestMs),
      overviewMs: overview.medianMs,
      overviewRunsMs: overview.runsMs,
      queriesMs: queries.medianMs,
      queriesRunsMs: queries.runsMs,
      storageMB: filesMB([file, `${file}.wal`]),
      overviewDays,
      searches: round(searches),
    };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
