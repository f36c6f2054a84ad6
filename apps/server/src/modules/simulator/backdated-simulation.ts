import { buildApp } from '../../app';
import type { ServerConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/database';
import type { IndexRegistry } from '../search/index';
import { ShopsRepository } from '../shops/index';
import type { TrafficSummary } from './traffic-driver';
import { simulateDays, type SimulationOptions } from './traffic-simulation';
import { TrafficSimulatorRepository, type StoredCount } from './traffic-simulator.repository';
import { injectTransport, simulatedClock } from './traffic-transport';
import { DAY_MS } from './traffic-volume';

export interface BackdatedRun {
  config: ServerConfig;
  database: DatabaseHandle;
  shopKey: string;
  days: number;
  shoppersPerDay: number;
  seed: number;
  /** A running server's registry: its live index of the shop is used instead of building one. */
  liveRegistry?: Pick<IndexRegistry, 'get'>;
  /** The present (epoch ms); the run ends with the day before it. Defaults to the system clock. */
  todayMs?: number;
  onDay?: (done: number, days: number, summary: TrafficSummary) => void;
  /** Shares of shoppers and behaviour, for tests that need flagged shoppers in few days. */
  tuning?: Pick<SimulationOptions, 'mix' | 'behaviour'>;
}

export interface BackdatedResult {
  shopId: string;
  summary: TrafficSummary;
  /** What the event log holds for the simulated days, by kind and flag. */
  stored: StoredCount[];
  /** Days (of any shop) the rollups brought up to date at the end of the run. */
  rolledUpDays: number;
  /** Time spent playing shoppers, and writing and rolling up their events (ms). */
  timings: { simulateMs: number; rollupMs: number };
}

/**
 * Simulates `days` days of shoppers before today against the shop, in process: the app is built
 * on the given database with a simulated clock, and every search and event goes through its real
 * routes (`inject`) with the clock set to that moment, so searches are logged, flagged and dated
 * as if they had happened then. Then the event writer is flushed and the rollups run.
 * docs/product/analytics.md#traffic-simulator
 * @example await runBackdated({ config, database, shopKey, days: 90, shoppersPerDay: 30, seed: 1 })
 */
export async function runBackdated(run: BackdatedRun): Promise<BackdatedResult> {
  const clock = simulatedClock();
  const app = await buildApp({
    // Quiet: thousands of injected requests would otherwise each write a log line.
    config: { ...run.config, logLevel: 'silent' },
    database: run.database,
    now: clock,
    runJobs: false,
    indexDebounceMs: 0,
  });
  try {
    const shop = await new ShopsRepository(run.database.db).findByKey(run.shopKey);
    if (!shop) throw new Error(`no shop with key ${run.shopKey}`);
    const live = run.liveRegistry?.get(run.shopKey);
    if (live) app.services.registry.swap(run.shopKey, live);
    else await app.services.indexing.rebuild(shop);
    const entry = app.services.registry.get(run.shopKey);
    if (!entry) throw new Error(`the shop ${run.shopKey} has no searchable catalogue`);
    if (!entry.published) throw new Error(`the shop ${run.shopKey} is not published`);
    // The registry holds each address in both IPv4 spellings; shoppers use the plain one.
    const excludedIps = [...entry.excludedIps].filter((ip) => !ip.includes(':'));
    const todayMs = run.todayMs ?? Date.now();
    const started = Date.now();
    const summary = await simulateDays(
      injectTransport(app.server, clock, run.shopKey),
      { shoppersPerDay: run.shoppersPerDay, seed: run.seed, excludedIps, ...run.tuning },
      run.days,
      todayMs,
      (done, sofar) => run.onDay?.(done, run.days, sofar),
    );
    clock.release();
    const simulated = Date.now();
    await app.services.eventWriter.flush();
    const rolledUpDays = await app.services.analyticsRollups.runDirty();
    const today = Math.floor(todayMs / DAY_MS) * DAY_MS;
    const stored = await new TrafficSimulatorRepository(run.database.db).countsByFlag(
      shop.id,
      today - run.days * DAY_MS,
      today,
    );
    const timings = { simulateMs: simulated - started, rollupMs: Date.now() - simulated };
    return { shopId: shop.id, summary, stored, rolledUpDays, timings };
  } finally {
    clock.release();
    // Closes the app's services (writes what is buffered), never the shared database.
    await app.server.close();
  }
}
