import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAccount, shopRow } from '../test/account-rows';
import { insertRollups } from '../test/analytics-rollups';
import { openTestDatabase, testDialects, type TestDatabase } from '../test/dialects';
import { buildApp, type App } from './app';
import { loadConfig } from './config/config';
import type { DialectName } from './db/database';
import type { Database } from './db/database.schema';

/**
 * Deleting a shop deletes every row kept about it, in one transaction, through the shop-events
 * seam (docs/architecture.md, "Shop events"): tables with a cascading foreign key to `shops` go
 * with its row, every other table with a `shop_id` has a `shop.deleted` subscriber. The tables
 * are read from the live schema, so a new table with a `shop_id` and neither fails here by name.
 */

interface Column {
  table: string;
  column: string;
  type: string;
  hasDefault: boolean;
}

/** Every column of every table that has a `shop_id`, as the database describes it. */
async function shopColumns(db: Kysely<Database>, dialect: DialectName): Promise<Column[]> {
  const query =
    dialect === 'postgres'
      ? sql<Column>`select c.table_name as "table", c.column_name as "column",
            c.data_type as "type", (c.column_default is not null or c.is_identity = 'YES'
              or c.is_generated <> 'NEVER') as "hasDefault"
          from information_schema.columns c
          where c.table_schema = current_schema() and c.table_name in (
            select table_name from information_schema.columns
            where table_schema = current_schema() and column_name = 'shop_id')
          order by c.table_name, c.ordinal_position`
      : sql<Column>`select m.name as "table", i.name as "column", lower(i.type) as "type",
            i.dflt_value is not null as "hasDefault"
          from sqlite_master m, pragma_table_info(m.name) i
          where m.type = 'table' and exists (
            select 1 from pragma_table_info(m.name) s where s.name = 'shop_id')
          order by m.name, i.cid`;
  const { rows } = await query.execute(db);
  return rows.map((row) => ({ ...row, hasDefault: Boolean(row.hasDefault) }));
}

/** The tables whose `shop_id` has a foreign key to `shops` that cascades on delete. */
async function cascadingTables(db: Kysely<Database>, dialect: DialectName): Promise<string[]> {
  const query =
    dialect === 'postgres'
      ? sql<{ name: string }>`select k.table_name as name
          from information_schema.key_column_usage k
          join information_schema.referential_constraints r
            on r.constraint_name = k.constraint_name and r.constraint_schema = k.table_schema
          where k.table_schema = current_schema() and k.column_name = 'shop_id'
            and r.delete_rule = 'CASCADE'`
      : sql<{ name: string }>`select m.name from sqlite_master m, pragma_foreign_key_list(m.name) f
          where m.type = 'table' and f."from" = 'shop_id' and f."table" = 'shops'
            and f.on_delete = 'CASCADE'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name);
}

/**
 * A value of the column's type that differs between the two shops (keys stay unique). Numbers
 * lie ahead of every time column, epoch ms or seconds, so no retention pass prunes the row.
 */
function filler(
  type: string,
  column: string,
  shop: { id: string; n: number; customerId: string },
): unknown {
  if (column === 'shop_id') return shop.id;
  if (column === 'customer_id') return shop.customerId;
  if (/bigint|real|double|numeric|decimal|float/.test(type)) return 4_000_000_000_000 + shop.n;
  if (/int/.test(type)) return 2_000_000_000 + shop.n;
  if (/bool/.test(type)) return true;
  if (/json/.test(type)) return '{}';
  if (/blob|bytea/.test(type)) return Buffer.from(shop.id);
  return `${shop.id}:${column}`;
}

/** One row of the shop in every table that has a `shop_id`; a table it cannot fill is named. */
async function seedEveryTable(
  db: Kysely<Database>,
  columns: readonly Column[],
  shop: { id: string; n: number; customerId: string },
): Promise<void> {
  for (const table of new Set(columns.map((column) => column.table))) {
    const filled = columns.filter((column) => column.table === table && !column.hasDefault);
    const names = sql.join(filled.map((column) => sql.ref(column.column)));
    const values = sql.join(filled.map((column) => filler(column.type, column.column, shop)));
    try {
      await sql`insert into ${sql.table(table)} (${names}) values (${values})`.execute(db);
    } catch (error) {
      throw new Error(`could not put a row of ${shop.id} in ${table}: teach filler() its columns`, {
        cause: error,
      });
    }
  }
}

/** How many rows of the shop each table keeps, by table. */
async function rowsOf(
  db: Kysely<Database>,
  tables: readonly string[],
  shopId: string,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ count: number | string }>`select count(*) as count
      from ${sql.table(table)} where shop_id = ${shopId}`.execute(db);
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

const leftIn = (counts: Record<string, number>) =>
  Object.keys(counts).filter((table) => (counts[table] ?? 0) > 0);

const DAY = 20_000;
const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'test' };

describe.each(testDialects())('deleting a shop on %s', (dialect) => {
  let database: TestDatabase;
  let app: App;
  let dataDir: string;
  let columns: Column[];
  let tables: string[];

  beforeEach(async () => {
    database = await openTestDatabase(dialect);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trova-shop-deletion-'));
    const config = loadConfig({
      TROVA_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TROVA_CONSOLE_DIR: path.join(dataDir, 'no-console'),
    });
    app = await buildApp({ config, database, runJobs: false });
    const { db } = database;
    await insertAccount(db, 'anna');
    await insertAccount(db, 'marco');
    await db.insertInto('shops').values(shopRow('s1', 'c-anna')).execute();
    await db.insertInto('shops').values(shopRow('s2', 'c-marco')).execute();
    columns = await shopColumns(db, dialect);
    tables = [...new Set(columns.map((column) => column.table))];
    await seedEveryTable(db, columns, { id: 's1', n: 1, customerId: 'c-anna' });
    await seedEveryTable(db, columns, { id: 's2', n: 2, customerId: 'c-marco' });
    // A clean day of billed searches: the deletion must keep it with the customer.
    await insertRollups(db, 'analytics_days', [{ shop_id: 's1', day: DAY, intents: 5 }]);
  });
  afterEach(async () => {
    await app.server.close();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const retired = async () =>
    (
      await database.db
        .selectFrom('billing_retired_usage')
        .select(['customer_id', 'day', 'intents'])
        .where('day', '=', DAY)
        .execute()
    ).map((row) => ({ ...row, day: Number(row.day), intents: Number(row.intents) }));

  it('reads the tables with a shop_id from the schema, a row of each shop in every one', async () => {
    // The list is the schema's, not the test's: these are only some of them.
    expect(tables).toEqual(
      expect.arrayContaining(['events', 'analytics_days', 'index_changes', 'products', 'jobs']),
    );
    expect(leftIn(await rowsOf(database.db, tables, 's1')).sort()).toEqual([...tables].sort());
  });

  it("leaves no row of the shop in any table, every other shop's row, and its billed days", async () => {
    await app.services.shops.remove(anna, 's1');
    expect(leftIn(await rowsOf(database.db, tables, 's1'))).toEqual([]);
    const kept = await rowsOf(database.db, tables, 's2');
    expect(Object.keys(kept).filter((table) => kept[table] !== 1)).toEqual([]);
    expect(await database.db.selectFrom('shops').select('id').execute()).toEqual([{ id: 's2' }]);
    expect(await retired()).toEqual([{ customer_id: 'c-anna', day: DAY, intents: 5 }]);
  });

  it('has a shop.deleted subscriber for every table without a cascading foreign key', async () => {
    const cascading = new Set(await cascadingTables(database.db, dialect));
    const own = tables.filter((table) => !cascading.has(table));
    expect(own).toEqual(expect.arrayContaining(['events', 'analytics_days', 'index_changes']));
    // The seam alone, in a transaction rolled back afterwards: the shop's row stays, so nothing
    // cascades, and what is gone is gone through a subscriber.
    let left: string[] = [];
    const emitted = database.db.transaction().execute(async (trx) => {
      await app.services.shopEvents.emit('shop.deleted', {
        shopId: 's1',
        customerId: 'c-anna',
        trx,
      });
      left = leftIn(await rowsOf(trx, own, 's1'));
      throw new Error('rolled back by the test');
    });
    await expect(emitted).rejects.toThrow('rolled back by the test');
    expect(left, 'tables with a shop_id but no shop.deleted subscriber').toEqual([]);
  });

  it('rolls the whole deletion back when a subscriber throws', async () => {
    const before = await rowsOf(database.db, tables, 's1');
    app.services.shopEvents.on(
      'shop.deleted',
      () => {
        throw new Error('a module could not delete its rows');
      },
      'failing',
    );
    await expect(app.services.shops.remove(anna, 's1')).rejects.toThrow('could not delete');
    expect(await rowsOf(database.db, tables, 's1')).toEqual(before);
    expect(await database.db.selectFrom('shops').select('id').orderBy('id').execute()).toEqual([
      { id: 's1' },
      { id: 's2' },
    ]);
    expect(await retired()).toEqual([]);
  });
});
