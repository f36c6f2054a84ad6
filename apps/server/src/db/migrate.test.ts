import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDialects, type TestDatabase } from '../../test/dialects';
import { migrateToEmpty, migrateToLatest } from './migrate';
import { migrations } from './migrations/migrations';

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
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
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
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
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
