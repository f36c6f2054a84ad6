import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where a test or a bench run keeps its tables on a PostgreSQL server: a schema of its own in the
 * server's database (storage tests: cheap, connections set it as search path), or a database of
 * its own (processes started by URL, which cannot be given a search path).
 */
export type ScratchScope = 'schema' | 'database';

export interface PostgresScratch {
  /** What to connect to: the new database's URL, or the server's own for a schema. */
  url: string;
  /** The schema, for `openDatabase(…, { searchPath })`; undefined for a database. */
  schema: string | undefined;
  /** Drops it with everything in it (a database with its open connections). Idempotent. */
  drop(): Promise<void>;
}

/** Names are interpolated into SQL, so only plain lowercase identifiers pass. */
const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * A name no other run uses: `prefix` and 12 random hex digits.
 * @example uniqueScratchName('trova_test') // 'trova_test_3f9a0c1b2d4e'
 */
export function uniqueScratchName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

async function asAdmin(adminUrl: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The one way tests and benches get an empty place on PostgreSQL: drops whatever had `name` (a
 * fixed name, as a bench's, starts again from nothing) and creates it, through `adminUrl`'s
 * database. Nothing is migrated: the caller migrates, or the processes it starts do.
 *
 * @example
 * const scratch = await createPostgresScratch(url, 'schema', uniqueScratchName('trova_test'));
 * const handle = openDatabase({ dialect: 'postgres', url: scratch.url }, { searchPath: scratch.schema });
 * // …
 * await handle.destroy();
 * await scratch.drop();
 */
export async function createPostgresScratch(
  adminUrl: string,
  scope: ScratchScope,
  name: string,
): Promise<PostgresScratch> {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe ${scope} name "${name}"`);
  const dropStatement =
    scope === 'schema'
      ? `drop schema if exists ${name} cascade`
      : `drop database if exists ${name} with (force)`;
  await asAdmin(adminUrl, [dropStatement, `create ${scope} ${name}`]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: scope === 'database' ? url.toString() : adminUrl,
    schema: scope === 'schema' ? name : undefined,
    drop: () => asAdmin(adminUrl, [dropStatement]),
  };
}
