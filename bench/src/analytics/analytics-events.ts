import type { NewEvent } from '../../../apps/server/src/modules/events/index.js';
import { visitSession, type SessionContext } from './analytics-sessions.js';
import { orderedIds, seededRandom, uuid, vocabulary, zipfSampler } from './analytics-vocabulary.js';

export const DAY_MS = 86_400_000;
/** The generated period ends before this UTC day (2026-11-01): fixed, so a seed is a data set. */
export const BENCH_END_DAY = Date.UTC(2026, 10, 1) / DAY_MS;

export interface AnalyticsEventsOptions {
  /** Events in all; exactly this many rows are produced. */
  events: number;
  shopId: string;
  seed?: number;
  /** Days of traffic ending the day before `endDay` (default 90). */
  days?: number;
  /** First day after the period, in UTC days since the epoch (default BENCH_END_DAY). */
  endDay?: number;
  /** Rows per yielded batch (default 500, the EventWriter's batch). */
  batchSize?: number;
  /** Distinct queries (default 3,000) and products (default 20,000). */
  queries?: number;
  catalogue?: number;
  /**
   * Event ids: 'random' v4 UUIDs (default here), or 'ordered' (UUIDv7-like, as the server's
   * `eventId` assigns them; the bench's default) to measure what time ordering changes.
   */
  ids?: 'random' | 'ordered';
}

/**
 * Events per day: weekends busier by a third, and traffic growing by a quarter over the period.
 * The quotas add up to `events` exactly.
 */
export function dayQuotas(events: number, days: number, endDay: number): number[] {
  const weights = Array.from({ length: days }, (_, index) => {
    const weekday = new Date((endDay - days + index) * DAY_MS).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 1.33 : 1) * (1 + (0.25 * index) / days);
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const quotas = weights.map((weight) => Math.floor((events * weight) / total));
  const rest = events - quotas.reduce((sum, quota) => sum + quota, 0);
  quotas[days - 1] = (quotas[days - 1] ?? 0) + rest;
  return quotas;
}

/**
 * Streams a deterministic, realistic event log of ONE shop, day after day, in batches: nothing
 * but the current day's tail is held, so 10M events take no more memory than 1M. Zipf-distributed
 * queries (s = 1) over a few thousand distinct queries, typed keystroke by keystroke; results
 * (some queries find nothing) with the 12 shown products; clicks by position; carts, checkouts and
 * purchases with values; desktop and mobile; bots and excluded IPs among the shoppers; filters
 * and sorts on some searches.
 * @example
 * for (const batch of analyticsEventBatches({ events: 1_000_000, shopId: 's1' })) await repo.insertMany(batch);
 */
export function* analyticsEventBatches(options: AnalyticsEventsOptions): Generator<NewEvent[]> {
  const days = options.days ?? 90;
  const endDay = options.endDay ?? BENCH_END_DAY;
  const batchSize = options.batchSize ?? 500;
  const random = seededRandom(options.seed ?? 20_261_125);
  const queries = vocabulary(random, options.queries ?? 3_000, options.catalogue ?? 20_000);
  const context: SessionContext = {
    random,
    shopId: options.shopId,
    queries,
    nextQuery: zipfSampler(queries.length, 1),
    catalogue: options.catalogue ?? 20_000,
    // About 25 events a shopper over the period, so shoppers come back on other days.
    visitors: Math.max(10, Math.round(options.events / 25)),
    nextId: () => uuid(random),
  };
  if (options.ids === 'ordered') {
    const next = orderedIds();
    // The random id is still drawn, so both kinds of id come with the very same events.
    context.nextId = () => (uuid(random), next());
  }
  const quotas = dayQuotas(options.events, days, endDay);
  let pending: NewEvent[] = [];
  for (const [index, quota] of quotas.entries()) {
    const dayStart = (endDay - days + index) * DAY_MS;
    let left = quota;
    while (left > 0) {
      const session = visitSession(context, dayStart);
      // The day's last visit is cut to the quota; its tail would have fallen on the next day anyway.
      const kept = session.length > left ? session.slice(0, left) : session;
      left -= kept.length;
      for (const row of kept) pending.push(row);
      while (pending.length >= batchSize) {
        yield pending.slice(0, batchSize);
        pending = pending.slice(batchSize);
      }
    }
  }
  if (pending.length > 0) yield pending;
}
