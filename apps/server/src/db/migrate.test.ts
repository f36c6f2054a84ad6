import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../test/dialects';
import { migrateToEmpty, migrateToLatest } from './migrate';
import { migrations } from './migrations/migrations';

/**
 * The tables of this test's own database: on PostgreSQL, Kysely's introspection lists every
 * schema's tables, and other storage test files keep theirs in sibling schemas meanwhile.
 */
async function ownTables(database: TestDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  if (database.dialect !== 'postgres') return tables.map((table) => table.name);
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  return tables.filter((table) => table.schema === rows[0]?.schema).map((table) => table.name);
}

describe.each(testDialects())('migrations on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('applies every migration once, in order, on an empty database', async () => {
    database = await openTestDatabase(dialect, { migrate: false });
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("migrates an empty database beside another install's tables (another schema on PostgreSQL)", async () => {
    const other = await openTestDatabase(dialect);
    try {
      database = await openTestDatabase(dialect, { migrate: false });
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    } finally {
      await other.dispose();
    }
  });

  it('creates the tables the repositories query', async () => {
    database = await openTestDatabase(dialect);
    const tables = await ownTables(database);
    expect(tables).toEqual(
      expect.arrayContaining([
        'system_settings',
        'customers',
        'users',
        'sessions',
        'password_recoveries',
        'admin_login_tokens',
        'notifications',
        'shops',
      ]),
    );
  });

  it('rolls every migration back, and forward again', async () => {
    database = await openTestDatabase(dialect);
    await migrateToEmpty(database.db);
    const tables = await ownTables(database);
    expect(tables).not.toContain('system_settings');
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
  });

  it('reads bigint columns back as numbers on both dialects', async () => {
    database = await openTestDatabase(dialect);
    const now = 1_790_000_000;
    await database.db
      .insertInto('system_settings')
      .values({ key: 'k', value: 'v', updated_at: now })
      .execute();
    const row = await database.db
      .selectFrom('system_settings')
      .select('updated_at')
      .executeTakeFirstOrThrow();
    expect(row.updated_at).toBe(now);
  });
});

if (testDialects().includes('sqlite')) {
  describe('sqlite storage file', () => {
    it('runs in WAL mode so reads do not wait for writes', async () => {
      const database = await openTestDatabase('sqlite');
      try {
        const result = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
          database.db,
        );
        expect(result.rows[0]?.journal_mode).toBe('wal');
      } finally {
        await database.dispose();
      }
    });
  });
}
