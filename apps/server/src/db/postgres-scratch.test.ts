import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../../test/dialects';
import { createPostgresScratch, uniqueScratchName } from '../../test/postgres-scratch';

const adminUrl = process.env.TROVA_TEST_POSTGRES_URL ?? '';

async function rows<Row extends object>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

const schemaExists = async (name: string) =>
  (
    await rows<{ n: string }>(
      adminUrl,
      `select count(*) as n from information_schema.schemata where schema_name = '${name}'`,
    )
  )[0]?.n === '1';

/**
 * The one helper that gives storage tests, server nodes and benches an empty place on PostgreSQL
 * (apps/server/test/postgres-scratch.ts). PostgreSQL only: SQLite has neither schemas nor a server.
 */
describe.runIf(testDialects().includes('postgres'))('a PostgreSQL scratch space', () => {
  it('is a schema of its own on the server database, gone once dropped', async () => {
    const name = uniqueScratchName('trova_scratch');
    const scratch = await createPostgresScratch(adminUrl, 'schema', name);
    expect(scratch).toMatchObject({ url: adminUrl, schema: name });
    await rows(adminUrl, `create table ${name}.things (id int)`);
    expect(await schemaExists(name)).toBe(true);
    await scratch.drop();
    await scratch.drop();
    expect(await schemaExists(name)).toBe(false);
  });

  it('is a database of its own, emptied when a fixed name is asked for again', async () => {
    const name = uniqueScratchName('trova_scratch');
    const first = await createPostgresScratch(adminUrl, 'database', name);
    expect(first.schema).toBeUndefined();
    expect(new URL(first.url).pathname).toBe(`/${name}`);
    await rows(first.url, 'create table things (id int)');
    // A connection left open must not keep the database from being dropped.
    const open = new pg.Client({ connectionString: first.url });
    await open.connect();
    open.on('error', () => undefined);
    const again = await createPostgresScratch(adminUrl, 'database', name);
    expect(
      await rows(again.url, `select 1 from information_schema.tables where table_name = 'things'`),
    ).toEqual([]);
    await again.drop();
    await open.end().catch(() => undefined);
    expect(await rows(adminUrl, `select 1 from pg_database where datname = '${name}'`)).toEqual([]);
  });

  it('refuses a name that is not a plain identifier', async () => {
    await expect(createPostgresScratch(adminUrl, 'schema', 'x; drop table users')).rejects.toThrow(
      'unsafe schema name',
    );
  });
});
