import { pino } from 'pino';
import { systemClock } from '../../../apps/server/src/clock.js';
import type { DatabaseHandle } from '../../../apps/server/src/db/database.js';
import { AnalyticsDetailRepository } from '../../../apps/server/src/modules/analytics/index.js';
import { AnalyticsRollupRepository } from '../../../apps/server/src/modules/analytics/index.js';
import { AnalyticsRollupService } from '../../../apps/server/src/modules/analytics/index.js';
import { RollupDeltaRepository } from '../../../apps/server/src/modules/analytics/index.js';
import { AnalyticsRepository } from '../../../apps/server/src/modules/analytics/index.js';
import { AnalyticsService } from '../../../apps/server/src/modules/analytics/index.js';
import { catalogueLookup } from '../../../apps/server/src/modules/analytics/index.js';
import type { Caller } from '../../../apps/server/src/kernel/caller.js';
import { ProductsRepository } from '../../../apps/server/src/modules/catalogue/index.js';
import { ShopsRepository } from '../../../apps/server/src/modules/shops/index.js';
import { medianLatency, round } from './analytics-timing.js';
import { BENCH_CUSTOMER, BENCH_SHOP } from './trova-store.js';

/** Trova's read side: the rollup of the ingested days, then the reports over the rollups. */
export interface ReportFigures {
  rollupMs: number | null;
  rollupPerSec: number | null;
  /** Days the rollup rebuilt. */
  rolledDays?: number;
  overviewMs: number | null;
  overviewRunsMs: number[];
  queriesMs: number | null;
  queriesRunsMs: number[];
  /** Totals the overview answered, to show the reports read the data. */
  overviewSearches?: number;
  overviewIntents?: number;
}

/** The read side of a run that only stores events. */
export const NOT_MEASURED: ReportFigures = {
  rollupMs: null,
  rollupPerSec: null,
  overviewMs: null,
  overviewRunsMs: [],
  queriesMs: null,
  queriesRunsMs: [],
};

/** The bench shop's owner, as the session check would resolve them. */
const OWNER: Caller = {
  userId: 'u-analytics-bench',
  customerId: BENCH_CUSTOMER,
  sessionId: 'analytics-bench',
};

/** The analytics service wired as app-services wires it, on the bench's database. */
function analyticsService(handle: DatabaseHandle): AnalyticsService {
  const { db } = handle;
  return new AnalyticsService({
    shops: new ShopsRepository(db),
    rollups: new AnalyticsRepository(db),
    details: new AnalyticsDetailRepository(db),
    catalogue: catalogueLookup(new ProductsRepository(db)),
    // The timed calls (overview, highlights) never read market prices.
    marketPrices: { forProducts: () => Promise.resolve(new Map()) },
    // Only the filters screen reads the layout's sort options; the bench times overview and queries.
    configuration: () => Promise.reject(new Error('the analytics bench reads no configuration')),
    now: systemClock,
  });
}

/** What rolling the stored days up took. */
export interface RollupFigures {
  rollupMs: number;
  rollupPerSec: number;
  /** Days the rollup rebuilt. */
  rolledDays: number;
}

/**
 * Rolls every dirty day up through `AnalyticsRollupService.runDirty`, as the server does at start
 * and every minute; `events` is how many events those days hold.
 * @example const { rollupPerSec } = await rollUp(handle, 10_000_000);
 */
export async function rollUp(handle: DatabaseHandle, events: number): Promise<RollupFigures> {
  const rollups = new AnalyticsRollupService({
    rollups: new AnalyticsRollupRepository(handle.db),
    deltas: new RollupDeltaRepository(handle.db),
    log: pino({ level: 'silent' }),
  });
  const start = performance.now();
  const rolledDays = await rollups.runDirty();
  const rollupMs = performance.now() - start;
  await rollups.close();
  return {
    rollupMs: Math.round(rollupMs),
    rollupPerSec: Math.round(events / (rollupMs / 1000)),
    rolledDays,
  };
}

/**
 * Times, through the real `AnalyticsService` called as the shop's owner, the overview and the
 * queries page (the eight highlights) over `range` (epoch ms, `to` exclusive), both devices.
 * @example const figures = await timeReports(handle, rollup, { from, to }, 5);
 */
export async function timeReports(
  handle: DatabaseHandle,
  rollup: RollupFigures,
  range: { from: number; to: number },
  runs: number,
): Promise<ReportFigures> {
  const service = analyticsService(handle);
  const request = {
    device: 'all' as const,
    date: { from: range.from / 1000, to: range.to / 1000 - 1 },
  };
  let overviewSearches = 0;
  let overviewIntents = 0;
  const overview = await medianLatency(runs, async () => {
    const answer = await service.overview(OWNER, BENCH_SHOP, request);
    overviewSearches = answer.kpi.total_searches.value;
    overviewIntents = answer.kpi.search_intents.value;
  });
  const queries = await medianLatency(runs, () => service.query(OWNER, BENCH_SHOP, request));
  return {
    ...rollup,
    overviewMs: overview.medianMs,
    overviewRunsMs: overview.runsMs,
    queriesMs: queries.medianMs,
    queriesRunsMs: queries.runsMs,
    overviewSearches: round(overviewSearches),
    overviewIntents: round(overviewIntents),
  };
}
