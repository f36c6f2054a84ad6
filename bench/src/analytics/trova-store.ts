import { sql } from 'kysely';
import type { DatabaseHandle } from '../../../apps/server/src/db/database.js';
import { CustomersRepository } from '../../../apps/server/src/modules/customers/index.js';
import { EventsRepository } from '../../../apps/server/src/modules/events/index.js';
import { ShopsRepository } from '../../../apps/server/src/modules/shops/index.js';
import { analyticsEventBatches, type AnalyticsEventsOptions } from './analytics-events.js';
import { filesMB, round } from './analytics-timing.js';

/** The bench's shop and its owner, seeded like a signed-up customer's pushed shop. */
export const BENCH_CUSTOMER = 'c-analytics-bench';
export const BENCH_SHOP = 'shop-analytics-bench';

/**
 * Seeds the customer and the shop the reports are asked about: the service answers only for a
 * shop its caller owns, so the bench calls it as that owner.
 * @example await seedBenchShop(handle.db);
 */
export async function seedBenchShop(handle: DatabaseHandle): Promise<void> {
  await new CustomersRepository(handle.db).createAccount({
    customer: {
      id: BENCH_CUSTOMER,
      email: 'analytics-bench@trova.local',
      api_key: 'key-analytics-bench',
      activation_key_hash: 'bench',
      activated_at: 1,
      created_at: 1,
    },
    user: {
      id: 'u-analytics-bench',
      email: 'analytics-bench@trova.local',
      password_hash: '$argon2id$bench',
      language_iso: 'en',
      created_at: 1,
    },
  });
  await new ShopsRepository(handle.db).insert({
    id: BENCH_SHOP,
    key: 'key-shop-analytics-bench',
    customer_id: BENCH_CUSTOMER,
    url: 'https://bench.example',
    sector: null,
    cms_type: 'custom-integration',
    cms_version: null,
    language_iso: 'it',
    created_at: 1,
  });
}

export interface IngestFigures {
  events: number;
  ingestMs: number;
  ingestPerSec: number;
}

/**
 * The write path of the server: every generated batch (the EventWriter's 500) through
 * `EventsRepository.insertMany`, one transaction each. Only the time inside insertMany counts;
 * generating the events is not the store's cost.
 * @example const { ingestPerSec } = await ingestThroughRepository(handle, generator);
 */
export async function ingestThroughRepository(
  handle: DatabaseHandle,
  generator: AnalyticsEventsOptions,
  onProgress?: (events: number) => void,
): Promise<IngestFigures> {
  const repository = new EventsRepository(handle.db, handle.connectClient);
  let ingestMs = 0;
  let events = 0;
  for (const batch of analyticsEventBatches(generator)) {
    const start = performance.now();
    await repository.insertMany(batch);
    ingestMs += performance.now() - start;
    events += batch.length;
    if (events % 1_000_000 < batch.length) onProgress?.(events);
  }
  return {
    events,
    ingestMs: Math.round(ingestMs),
    ingestPerSec: Math.round(events / (ingestMs / 1000)),
  };
}

/**
 * Space the store takes: the SQLite file and its WAL, or on PostgreSQL every table and index of
 * the bench's schema.
 */
export async function storageMB(
  handle: DatabaseHandle,
  sqliteFile: string | null,
): Promise<number> {
  if (handle.dialect === 'sqlite' && sqliteFile) return filesMB([sqliteFile, `${sqliteFile}-wal`]);
  const result = await sql<{ bytes: string | number }>`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r'`.execute(handle.db);
  return round(Number(result.rows[0]?.bytes ?? 0) / 1024 ** 2);
}

/**
 * Marks every day of the period dirty, as the writer does for the days it stores: a kept work
 * dir's events were stored by an earlier run, and the rollup must see them all again.
 * @example await markPeriodDirty(handle, 'shop-1', 20_600, 20_690);
 */
export async function markPeriodDirty(
  handle: DatabaseHandle,
  shopId: string,
  fromDay: number,
  toDay: number,
): Promise<void> {
  const rows = [];
  for (let day = fromDay; day < toDay; day++)
    rows.push({ shop_id: shopId, day, marked_at: Date.now() });
  await handle.db
    .insertInto('analytics_dirty_days')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['shop_id', 'day']).doNothing())
    .execute();
}

/**
 * Days waiting for their rollup: a kept store whose rollup a newer migration invalidated (it marks
 * the days it changed dirty) is rolled up again before the reports are timed.
 * @example if ((await dirtyDayCount(handle)) > 0) await rollUp(handle, events);
 */
export async function dirtyDayCount(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('analytics_dirty_days')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
