import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from './app-services';
import { buildApp } from './app';
import type { ServerConfig } from './config/config';
import { securePrivateDataDir } from './db/data-dir-modes';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { NodeReadiness } from './modules/system/index';

export interface RunningServer {
  server: FastifyInstance;
  database: DatabaseHandle;
  services: AppServices;
  /** The public address: PUBLIC_URL, or the local one. */
  url: string;
  /** Whether this process should receive traffic (`GET /readyz`). */
  readiness: NodeReadiness;
  /** The address actually bound, reachable from this machine (the port is resolved when PORT=0). */
  localUrl: string;
  close(): Promise<void>;
}

/** Where this machine reaches the server: loopback when it listens on every interface. */
function localHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Opens storage, migrates, and listens. Used by `npm start`, `npm run dev` and the e2e tests, so they
 * all exercise the same start path.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  securePrivateDataDir(config.dataDir);
  const database = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    const { server, system, services } = await buildApp({ config, database });
    if (applied.length > 0) server.log.info({ applied }, 'database migrated');
    server.log.info(
      { instanceId: await system.instanceId(), database: database.dialect },
      'storage ready',
    );
    // Which process answered: one port is served by several (docs/architecture.md#processes).
    if (cluster.isWorker) {
      server.addHook('onRequest', (_request, reply, done) => {
        reply.header('x-trova-worker', String(process.pid));
        done();
      });
    }
    await server.listen({ port: config.port, host: config.host });
    // Indexes come back in the background: the console answers at once, search as shops are ready.
    // Then the other processes' changes are followed and what they changed meanwhile caught up,
    // and only then does /readyz answer 200. A failed load leaves the node unready: it would answer
    // some shops with empty or stale results.
    services.indexing
      .loadAll()
      .then(() => services.indexFollower.start())
      .then(
        () => {
          system.readiness.markLoaded();
          server.log.info('indexes loaded and followed; ready');
        },
        (error: unknown) => {
          server.log.error({ err: error }, 'indexes not loaded; the node stays unready');
        },
      );
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const localUrl = `http://${localHost(config.host)}:${port}`;
    const url = config.publicUrl ?? `http://localhost:${port}`;
    return {
      server,
      database,
      services,
      readiness: system.readiness,
      url,
      localUrl,
      close: () =>
        closeGracefully(server, database, {
          readiness: system.readiness,
          drainMs: config.shutdownDrainMs,
        }),
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

export interface CloseOptions {
  /** Turned to `draining` first, so `/readyz` answers 503 while the node still serves. */
  readiness?: NodeReadiness;
  /** How long to keep serving after that, for a proxy's health check to notice (default 0). */
  drainMs?: number;
}

/**
 * Readiness turns to `draining` (503), the node keeps serving for `drainMs` so a proxy stops
 * routing to it, then it stops accepting connections, lets requests already in flight finish (the
 * onClose hooks flush jobs, index writes and buffered events) and closes storage. Requests that
 * arrive on kept-alive sockets while closing answer 503 `service-unavailable` (answerWhileClosing).
 *
 * @example
 * await closeGracefully(server, database, { readiness: system.readiness, drainMs: 3000 });
 */
export async function closeGracefully(
  server: FastifyInstance,
  database: DatabaseHandle,
  options: CloseOptions = {},
): Promise<void> {
  options.readiness?.markDraining();
  const drainMs = options.drainMs ?? 0;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await server.close();
  await database.destroy();
}
