import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle, type DialectName } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createPostgresScratch, uniqueScratchName } from './postgres-scratch';

const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

/**
 * Which dialects the storage tests run on. SQLite always runs; PostgreSQL runs when
 * TROVA_TEST_POSTGRES_URL is set, and then it must be reachable: a configured but unreachable
 * server fails the run instead of being skipped. TROVA_TEST_DIALECTS narrows the list (CI re-runs
 * the storage project with `postgres` only).
 */
export function testDialects(env: NodeJS.ProcessEnv = process.env): DialectName[] {
  const requested = env.TROVA_TEST_DIALECTS?.split(',').map((name) => name.trim());
  if (requested) {
    const unknown = requested.filter((name) => !DIALECTS.includes(name as DialectName));
    if (unknown.length > 0) throw new Error(`Unknown dialect(s): ${unknown.join(', ')}`);
    if (requested.includes('postgres') && !env.TROVA_TEST_POSTGRES_URL) {
      throw new Error('TROVA_TEST_DIALECTS includes postgres but TROVA_TEST_POSTGRES_URL is unset');
    }
    return requested as DialectName[];
  }
  return env.TROVA_TEST_POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase extends DatabaseHandle {
  /**
   * Another, independent connection (a pool of its own on PostgreSQL) to the same database, as a
   * second server process would have. The caller destroys it before `dispose`.
   */
  openPeer(): DatabaseHandle;
  /** Destroys the connections and removes everything the test created. */
  dispose(): Promise<void>;
}

function postgresUrl(): string {
  const url = process.env.TROVA_TEST_POSTGRES_URL;
  if (!url) throw new Error('TROVA_TEST_POSTGRES_URL is unset');
  return url;
}

async function openPostgres(migrate: boolean): Promise<TestDatabase> {
  const scratch = await createPostgresScratch(
    postgresUrl(),
    'schema',
    uniqueScratchName('trova_test'),
  );
  const open = () =>
    openDatabase({ dialect: 'postgres', url: scratch.url }, { searchPath: scratch.schema });
  const handle = open();
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    openPeer: open,
    dispose: async () => {
      await handle.destroy();
      await scratch.drop();
    },
  };
}

async function openSqlite(migrate: boolean): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-storage-'));
  const file = path.join(dir, 'trova.sqlite');
  const handle = openDatabase({ dialect: 'sqlite', file });
  if (migrate) await migrateToLatest(handle.db);
  return {
    ...handle,
    openPeer: () => openDatabase({ dialect: 'sqlite', file }),
    dispose: async () => {
      await handle.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, isolated database of the given dialect: a temporary SQLite file, or a schema of its own
 * on the PostgreSQL server. Migrated to the latest version unless `migrate` is false.
 */
export function openTestDatabase(
  dialect: DialectName,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  return dialect === 'postgres' ? openPostgres(migrate) : openSqlite(migrate);
}
