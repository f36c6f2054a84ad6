import cluster from 'node:cluster';
import pino from 'pino';
import { loadConfig, type ServerConfig } from './config/config';
import { loggerOptions } from './config/logger-options';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import {
  LOADED_MESSAGE,
  PEERS_LOADED_MESSAGE,
  PEERS_LOADING_MESSAGE,
  READY_MESSAGE,
  runClusterPrimary,
  SHUTDOWN_MESSAGE,
  workerSlot,
} from './processes/cluster-primary';
import { startServer, type RunningServer } from './server';

export interface MainOptions {
  /** Runs once before any server starts (npm start builds what is stale here). */
  prepare?: () => void | Promise<void>;
  /**
   * Runs once the server listens and its URL is printed (npm start seeds the demo here): in the
   * one process, or in the worker of slot 1 when several serve (again if that worker restarts).
   */
  afterStart?: (running: RunningServer, config: ServerConfig) => Promise<void>;
}

/**
 * Whether this configuration runs a primary with several workers: only PostgreSQL can share.
 * @example runsCluster(loadConfig({ TROVA_WORKERS: '2' })) // false: SQLite serves from one process
 */
export function runsCluster(config: ServerConfig): boolean {
  return config.workers > 1 && config.database.dialect === 'postgres';
}

/**
 * Process entry: `npm start` reaches it through scripts/start.ts once the console is built.
 * With TROVA_WORKERS > 1 on PostgreSQL this process becomes the cluster's primary: it migrates the
 * database once, then forks the workers, each of which runs this function again as a server.
 * A second signal, or the shutdown timeout, forces the exit.
 *
 * @example
 * await main({ afterStart: async (running) => console.log(running.url) });
 */
export async function main(options: MainOptions = {}): Promise<RunningServer | undefined> {
  const config = loadConfig();
  if (cluster.isPrimary) await options.prepare?.();
  if (cluster.isPrimary && runsCluster(config)) {
    await runPrimary(config);
    return undefined;
  }
  const running = await startServer(config);
  const slot = workerSlot();
  if (config.workers > 1 && !runsCluster(config)) {
    running.server.log.warn(
      { workers: config.workers },
      'TROVA_WORKERS > 1 needs PostgreSQL (DATABASE_URL): SQLite is single-process, so one process serves',
    );
  }
  running.server.log.info({ slot }, `Trova console: ${running.url}`);
  const leads = slot === undefined || slot === 1;
  if (leads) console.log(`\n  Trova is running at ${running.url}\n`);
  handleShutdown(running, config, slot !== undefined);
  if (leads) await options.afterStart?.(running, config);
  return running;
}

async function runPrimary(config: ServerConfig): Promise<void> {
  const log = pino(loggerOptions(config, process.stdout.isTTY === true));
  // Once, before any worker: N workers migrating at once would only wait on each other.
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log.info({ applied }, 'database migrated');
  } finally {
    await database.destroy();
  }
  const code = await runClusterPrimary({
    workers: config.workers,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    log,
  });
  process.exit(code);
}

/**
 * SIGTERM and SIGINT close the server gracefully. In a cluster the primary decides: it forwards the
 * shutdown as a message, and SIGINT (Ctrl-C reaches the whole process group) is left to it; a
 * worker sent SIGTERM on its own stops, and the primary starts it again.
 */
function handleShutdown(running: RunningServer, config: ServerConfig, inCluster: boolean): void {
  let stopping = false;
  let signalled = false;
  const stop = (reason: NodeJS.Signals | 'primary'): void => {
    if (reason !== 'primary') {
      if (signalled) process.exit(1);
      signalled = true;
    }
    if (stopping) return;
    stopping = true;
    running.server.log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      running.server.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        running.server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  if (inCluster) {
    process.on('SIGINT', () => undefined);
    // The node is ready only when every worker has loaded: the primary says when (deploy.md).
    running.readiness.setPeersLoaded(false);
    running.readiness.onLoaded(() => process.send?.(LOADED_MESSAGE));
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE) stop('primary');
      else if (message === PEERS_LOADED_MESSAGE) running.readiness.setPeersLoaded(true);
      else if (message === PEERS_LOADING_MESSAGE) running.readiness.setPeersLoaded(false);
    });
    process.send?.(READY_MESSAGE);
  } else {
    process.on('SIGINT', stop);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
