import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { EventRow, EventsRepository } from '../events/events.repository';
import { PeriodicRun } from '../jobs/periodic-run';
import type { PassLocksRepository } from '../jobs/pass-locks.repository';
import { DAY_MS } from './analytics-day';
import { rollupDaySteps } from './analytics-rollup';
import type { DayRollup } from './rollup-tables';
import type { AnalyticsRollupRepository, DirtyDay } from './analytics-rollup.repository';

/** Dirty days read at a time. */
const DIRTY_BATCH = 100;

export interface AnalyticsRollupOptions {
  rollups: Pick<AnalyticsRollupRepository, 'dirtyDays' | 'replaceDay' | 'clearDirty'>;
  events: Pick<EventsRepository, 'between'>;
  log: FastifyBaseLogger;
  /** How often dirty days are rolled up (default every minute). */
  everyMs?: number;
  /** Elects one process for each timed run: the others would only redo the same days. */
  locks?: Pick<PassLocksRepository, 'runAlone'>;
}

/**
 * Keeps the daily rollups in step with the event log (docs/product/analytics.md#rollups): every
 * day the writer marked dirty is rebuilt whole from its raw events, at start and every minute.
 * A late event only marks its day again, so it is re-rolled on the next run. Several server
 * processes may run at once: a rebuild is a whole-day replace, and a day is cleared only if no
 * batch marked it since it was read.
 *
 * @example
 * const rollups = new AnalyticsRollupService({ rollups: repository, events, log });
 * rollups.start();
 * await rollups.runDirty(); // 2: days rolled up now
 * await rollups.close(); // on server close
 */
export class AnalyticsRollupService {
  private readonly periodic: PeriodicRun<number>;

  constructor(private readonly options: AnalyticsRollupOptions) {
    this.periodic = new PeriodicRun({
      run: () => this.run(),
      everyMs: options.everyMs ?? 60_000,
      log: options.log,
      failure: 'analytics rollup run failed',
      ...(options.locks ? { alone: { locks: options.locks, name: 'analytics-rollups' } } : {}),
    });
  }

  start(): void {
    this.periodic.start({ now: true });
  }

  /**
   * Rolls up every day dirty now and answers how many were rolled up. One run at a time: a call
   * during a run waits for it and answers its count. A failed day is logged and stays dirty.
   */
  runDirty(): Promise<number> {
    return this.periodic.run();
  }

  private async run(): Promise<number> {
    const done = new Set<string>();
    let rolled = 0;
    for (;;) {
      const dirty = await this.options.rollups.dirtyDays(DIRTY_BATCH + done.size);
      // A day marked again during this run waits for the next one: a shop under steady traffic
      // must not keep one run going forever.
      const fresh = dirty.filter((entry) => !done.has(`${entry.shopId}\n${entry.day}`));
      if (fresh.length === 0) return rolled;
      for (const entry of fresh) {
        done.add(`${entry.shopId}\n${entry.day}`);
        if (await this.rollUp(entry)) rolled += 1;
      }
    }
  }

  private async rollUp({ shopId, day, markedAt }: DirtyDay): Promise<boolean> {
    try {
      const events = await this.options.events.between(shopId, day * DAY_MS, (day + 1) * DAY_MS);
      await this.options.rollups.replaceDay(shopId, day, await rolledUp(events, day));
      await this.options.rollups.clearDirty(shopId, day, markedAt);
      return true;
    } catch (error) {
      this.options.log.error({ err: error, shopId, day }, 'analytics day not rolled up');
      return false;
    }
  }

  /** Stops the timer and waits for a run in progress. */
  close(): Promise<void> {
    return this.periodic.close();
  }
}

/**
 * The day's rollup, computed in steps with a turn of the event loop between two: this runs in a
 * search process, whose searches must not wait for a whole large day (seconds at 100k events).
 */
async function rolledUp(events: readonly EventRow[], day: number): Promise<DayRollup> {
  const steps = rollupDaySteps(events, day);
  let next = steps.next();
  while (!next.done) {
    await nextTurn();
    next = steps.next();
  }
  return next.value;
}
