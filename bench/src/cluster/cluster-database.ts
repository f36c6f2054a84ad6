import pg from 'pg';

/**
 * A fresh PostgreSQL database for one bench run: dropped (with its connections) and created again
 * through the server's maintenance database, so no run reads another's data. Returns its URL.
 * @example const url = await freshDatabase('postgres://postgres@127.0.0.1:5432/postgres', 'trova_bench_cluster');
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name "${name}"`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
