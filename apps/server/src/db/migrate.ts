import { Migrator, sql, type Kysely } from 'kysely';
import { isPostgres } from './database';
import type { Database } from './database.schema';
import { migrations } from './migrations/migrations';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : JSON.stringify(error);
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/**
 * On PostgreSQL the migration tables live in the connection's current schema, named explicitly:
 * without it, Kysely takes a `kysely_migration` table in ANY schema of the database for ours, and
 * a database holding another schema with Trova's tables (a second install, a test's schema) would
 * skip creating them and fail.
 */
export async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  const provider = { getMigrations: () => Promise.resolve(migrations) };
  if (!isPostgres(db)) return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

/**
 * Brings the schema to the latest version. Runs on every start; a no-op when already current.
 * Each migration runs in its own transaction where the dialect allows, so a failure leaves the
 * schema at the last good version.
 *
 * @returns the names of the migrations that were applied now.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new MigrationError(`Migration ${failed ?? '(unknown)'} failed: ${describe(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Reverts every migration; used by tests to prove `down` mirrors `up`. */
export async function migrateToEmpty(db: Kysely<Database>): Promise<void> {
  const migrator = await migratorFor(db);
  for (;;) {
    const { error, results } = await migrator.migrateDown();
    if (error) throw new MigrationError(`Rollback failed: ${describe(error)}`, { cause: error });
    if (!results || results.length === 0) return;
  }
}
