import { sql, type Kysely } from 'kysely';

// Type aliases, not interfaces: `withTables` needs types with implicit index signatures.
type OldSyncJob = {
  id: string;
  shop_id: string;
  kind: string;
  status: string;
  attempt: number;
  run_after: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  error_code: string | null;
  error_message: string | null;
  stats: string | null;
};

type Job = {
  id: string;
  name: string;
  payload: string;
  concurrency_key: string;
  status: string;
  attempt: number;
  run_after: number;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  heartbeat_at: number | null;
  locked_by: string | null;
  error_code: string | null;
  error_message: string | null;
  result: string | null;
  shop_id: string | null;
};

type Tables = {
  sync_jobs: OldSyncJob;
  jobs: Job;
};

/** Rows copied per statement: well under both dialects' bound-parameter limits. */
const BATCH = 200;

/**
 * The generic, typed job queue (`modules/jobs`) replaces `sync_jobs`. Each job has a JSON payload
 * and a concurrency key; the partial unique index lets at most one job a key run at once, across
 * every server process sharing the database. Feed syncs keep their history: each becomes a
 * `shop.sync` job with payload `{ shopId }` and key `shop.sync:<shopId>`. A sync a crash left
 * `running` is copied as queued, as the old runner's start would have done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('concurrency_key', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempt', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('run_after', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('heartbeat_at', 'bigint')
    .addColumn('locked_by', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('result', 'text')
    .addColumn('shop_id', 'text', (column) => column.references('shops.id').onDelete('cascade'))
    .execute();
  // Claiming: due queued jobs in run_after order; lease expiry: running jobs.
  await db.schema
    .createIndex('jobs_status_run_after')
    .on('jobs')
    .columns(['status', 'run_after'])
    .execute();
  // Enqueue's dedupe and the claim's "is this key busy" check.
  await db.schema
    .createIndex('jobs_key_status')
    .on('jobs')
    .columns(['concurrency_key', 'status'])
    .execute();
  await db.schema
    .createIndex('jobs_running_key')
    .on('jobs')
    .column('concurrency_key')
    .unique()
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema.createIndex('jobs_shop_id').on('jobs').column('shop_id').execute();

  const tables = db.withTables<Tables>();
  await copyInBatches(
    (after) =>
      tables
        .selectFrom('sync_jobs')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (rows) => {
      await tables.insertInto('jobs').values(rows.map(toJob)).execute();
    },
  );
  await db.schema.dropTable('sync_jobs').execute();
}

/** Back to `sync_jobs` as 0006 made it; jobs that are not a shop's feed sync are dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_jobs')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('shop_id', 'text', (column) =>
      column.notNull().references('shops.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempt', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('run_after', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('finished_at', 'bigint')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('stats', 'text')
    .execute();
  await db.schema
    .createIndex('sync_jobs_status_run_after')
    .on('sync_jobs')
    .columns(['status', 'run_after'])
    .execute();
  await db.schema.createIndex('sync_jobs_shop_id').on('sync_jobs').column('shop_id').execute();
  const tables = db.withTables<Tables>();
  await copyInBatches(
    (after) =>
      tables
        .selectFrom('jobs')
        .selectAll()
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    async (rows) => {
      const syncs = rows.flatMap(toSyncJob);
      if (syncs.length > 0) await tables.insertInto('sync_jobs').values(syncs).execute();
    },
  );
  await db.schema.dropTable('jobs').execute();
}

function toJob(old: OldSyncJob): Job {
  return {
    id: old.id,
    name: old.kind,
    payload: JSON.stringify({ shopId: old.shop_id }),
    concurrency_key: `${old.kind}:${old.shop_id}`,
    status: old.status === 'running' ? 'queued' : old.status,
    attempt: old.attempt,
    run_after: old.run_after,
    created_at: old.created_at,
    started_at: old.started_at,
    finished_at: old.finished_at,
    heartbeat_at: null,
    locked_by: null,
    error_code: old.error_code,
    error_message: old.error_message,
    result: old.stats,
    shop_id: old.shop_id,
  };
}

function toSyncJob(job: Job): OldSyncJob[] {
  if (job.name !== 'shop.sync' || job.shop_id === null) return [];
  return [
    {
      id: job.id,
      shop_id: job.shop_id,
      kind: job.name,
      status: job.status === 'running' ? 'queued' : job.status,
      attempt: job.attempt,
      run_after: job.run_after,
      created_at: job.created_at,
      started_at: job.started_at,
      finished_at: job.finished_at,
      error_code: job.error_code,
      error_message: job.error_message,
      stats: job.result,
    },
  ];
}

/** Keyset-paged copy, so a long history never sits in memory at once. */
async function copyInBatches<Row extends { id: string }>(
  read: (after: string) => Promise<Row[]>,
  write: (rows: Row[]) => Promise<void>,
): Promise<void> {
  let after = '';
  for (;;) {
    const rows = await read(after);
    const last = rows.at(-1);
    if (!last) return;
    await write(rows);
    after = last.id;
  }
}
