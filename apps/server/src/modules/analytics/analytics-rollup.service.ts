import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { EventRow } from '../events/index';
import { PeriodicRun } from '../jobs/index';
import type { PassLocksRepository } from '../jobs/index';
import { rollupDaySteps } from './analytics-rollup';
import type { AnalyticsRollupRepository, DirtyDay } from './analytics-rollup.repository';
import { rollupDifference } from './rollup-delta';
import type { LoggedEvent, RollupDeltaRepository } from './rollup-delta.repository';
import type { DayRollup } from './rollup-tables';

/** Dirty days read at a time. */
const DIRTY_BATCH = 100;

/**
 * New events of a day counted in one step (one transaction), with a turn of the event loop
 * between two: a flood of a day is rolled up in many short steps, never in one long one.
 */
export const ROLLUP_EVENTS_PER_STEP = 2_000;

/**
 * The most new events a step takes when its shoppers' earlier events outnumber its new ones (one
 * shopper sending a flood): each step re-reads that shopper's day, so steps grow with it (twice the
 * last step's reads), and a catch-up reads each event a bounded number of times, not once a step.
 */
export const ROLLUP_EVENTS_PER_LARGE_STEP = 64_000;

export interface AnalyticsRollupOptions {
  rollups: Pick<AnalyticsRollupRepository, 'dirtyDays' | 'clearDirty'>;
  deltas: Pick<
    RollupDeltaRepository,
    'highWater' | 'startDay' | 'freshEvents' | 'ofUsers' | 'ofQueries' | 'addDay'
  >;
  log: FastifyBaseLogger;
  /** How often dirty days are rolled up (default every minute). */
  everyMs?: number;
  /** Elects one process for each timed run: the others would only redo the same days. */
  locks?: Pick<PassLocksRepository, 'runAlone'>;
  /** Told after each run of the shops it rolled up (learning rebuilds their signals). */
  rolledUp?: (shopIds: readonly string[]) => void;
}

/**
 * Keeps the daily rollups in step with the event log (docs/product/analytics.md#rollups), at start
 * and every minute, incrementally: a dirty day reads only the events stored since its mark, and
 * the day's events of the shoppers who sent them (with those whose searches their clicks name).
 * Every count of the rollup depends only on such a closed group of shoppers, so the day's rollup
 * changes by exactly the group's rollup with the new events minus the group's rollup without
 * them; that difference is added to the stored rows. A day is cleared only if no batch marked it
 * since it was read, and a mark moves only from the value a step read, so several processes never
 * count an event twice.
 *
 * @example
 * const rollups = new AnalyticsRollupService({ rollups: repository, deltas, log });
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
    const shops = new Set<string>();
    let rolled = 0;
    for (;;) {
      const dirty = await this.options.rollups.dirtyDays(DIRTY_BATCH + done.size);
      // A day marked again during this run waits for the next one: a shop under steady traffic
      // must not keep one run going forever.
      const fresh = dirty.filter((entry) => !done.has(`${entry.shopId}\n${entry.day}`));
      if (fresh.length === 0) {
        if (shops.size > 0) this.options.rolledUp?.([...shops]);
        return rolled;
      }
      // Read after the marks: a batch stored past this point moves its day's mark, so the day is
      // not cleared below and its events are counted next run.
      const high = await this.options.deltas.highWater();
      for (const entry of fresh) {
        done.add(`${entry.shopId}\n${entry.day}`);
        if (!(await this.rollUp(entry, high))) continue;
        rolled += 1;
        shops.add(entry.shopId);
      }
    }
  }

  private async rollUp({ shopId, day, markedAt }: DirtyDay, high: number): Promise<boolean> {
    try {
      const { deltas } = this.options;
      let mark = await deltas.startDay(shopId, day);
      let limit = ROLLUP_EVENTS_PER_STEP;
      for (;;) {
        const fresh = await deltas.freshEvents(shopId, day, mark, high, limit);
        const last = fresh.at(-1);
        if (!last) break;
        const group = await this.groupOf(shopId, day, fresh, last.seq);
        const from = mark;
        const before = await rolledUp(
          group.filter((event) => event.seq <= from),
          day,
        );
        const changes = rollupDifference(before, await rolledUp(group, day));
        await deltas.addDay(shopId, day, { from, to: last.seq }, changes);
        mark = last.seq;
        if (fresh.length < limit) break;
        limit = Math.min(
          ROLLUP_EVENTS_PER_LARGE_STEP,
          Math.max(ROLLUP_EVENTS_PER_STEP, 2 * (group.length - fresh.length)),
        );
        await nextTurn();
      }
      await this.options.rollups.clearDirty(shopId, day, markedAt);
      return true;
    } catch (error) {
      this.options.log.error({ err: error, shopId, day }, 'analytics day not rolled up');
      return false;
    }
  }

  /**
   * The day's events up to `upTo` of the shoppers of `fresh`, closed under query ids: a click
   * counts towards the intent of the search it names, whoever sent either, so shoppers linked by a
   * query id are rolled up together. Grows with these shoppers' events, not with the day.
   */
  private async groupOf(
    shopId: string,
    day: number,
    fresh: readonly LoggedEvent[],
    upTo: number,
  ): Promise<LoggedEvent[]> {
    const { deltas } = this.options;
    const events = new Map<string, LoggedEvent>();
    const users = new Set<string>();
    const queries = new Set<string>();
    let newUsers = [...new Set(fresh.map((event) => event.user_token))];
    while (newUsers.length > 0) {
      for (const user of newUsers) users.add(user);
      const rows = await deltas.ofUsers(shopId, day, newUsers, upTo);
      for (const row of rows) events.set(row.id, row);
      const newQueries = [
        ...new Set(rows.flatMap((row) => (row.query_id === null ? [] : [row.query_id]))),
      ].filter((query) => !queries.has(query));
      if (newQueries.length === 0) break;
      for (const query of newQueries) queries.add(query);
      const linked = await deltas.ofQueries(shopId, day, newQueries, upTo);
      newUsers = [...new Set(linked.map((row) => row.user_token))].filter(
        (user) => !users.has(user),
      );
    }
    return [...events.values()];
  }

  /** Stops the timer and waits for a run in progress. */
  close(): Promise<void> {
    return this.periodic.close();
  }
}

/**
 * A group's rollup, computed in steps with a turn of the event loop between two: this runs in a
 * search process, whose searches must not wait for a whole large group.
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
