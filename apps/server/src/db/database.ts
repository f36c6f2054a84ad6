import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir-modes';
import type { Database } from './database.schema';

export type DialectName = DatabaseConfig['dialect'];

/**
 * Whether `db` talks to PostgreSQL, for a repository that takes only the Kysely instance and
 * writes one statement per dialect.
 * @example if (isPostgres(db)) await sql`select pg_try_advisory_xact_lock(1)`.execute(db);
 */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes every connection; pending queries finish first. */
  destroy(): Promise<void>;
  /**
   * PostgreSQL only: a new client outside the pool, on the same server and search path, for a
   * session of its own (LISTEN holds its connection; the caller connects and ends it).
   */
  openClient?: () => pg.Client;
  /**
   * PostgreSQL only: a client of the pool Kysely uses, for a statement Kysely cannot send (COPY,
   * `EventsRepository`). The caller releases it.
   */
  connectClient?: () => Promise<pg.PoolClient>;
}

const PG_INT8_OID = 20;

/**
 * `bigint` columns hold epoch seconds and counters far below 2^53, so reading them as numbers is
 * lossless and keeps row types identical to SQLite's.
 */
function pgTypeParser(oid: number): (value: string) => unknown {
  // node-pg only requests binary parsers when a query asks for binary rows, which Kysely never does.
  if (oid === PG_INT8_OID) return Number;
  const parser = pg.types.getTypeParser(oid, 'text') as (value: string) => unknown;
  return parser;
}

export interface PostgresOptions {
  /** Schema placed first on the search path; tests use one per run to stay isolated. */
  searchPath?: string;
  maxConnections?: number;
}

/**
 * @example
 * const { db, destroy } = openDatabase({ dialect: 'sqlite', file: './data/trova.sqlite' });
 * await db.selectFrom('system_settings').selectAll().execute();
 * await destroy();
 */
export function openDatabase(
  config: DatabaseConfig,
  options: PostgresOptions = {},
): DatabaseHandle {
  if (config.dialect === 'postgres') {
    const session = {
      connectionString: config.url,
      types: { getTypeParser: pgTypeParser },
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    };
    const pool = new pg.Pool({ ...session, max: options.maxConnections ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      destroy: () => db.destroy(),
      openClient: () => new pg.Client(session),
      connectClient: () => pool.connect(),
    };
  }

  fs.mkdirSync(path.dirname(config.file), { recursive: true, mode: PRIVATE_DIR_MODE });
  // The file holds the signing secret, API keys and password hashes. SQLite gives its -wal and
  // -shm files the database file's mode, so making this one private makes them private too.
  fs.closeSync(fs.openSync(config.file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(config.file, PRIVATE_FILE_MODE);
  const sqlite = new SQLite(config.file);
  // WAL lets readers proceed while a sync job writes; NORMAL sync is durable in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** A round trip that proves the connection works; used by the health check. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
