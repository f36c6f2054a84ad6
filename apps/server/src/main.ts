import { loadConfig, type ServerConfig } from './config/config';
import { startServer, type RunningServer } from './server';

export interface MainOptions {
  /** Runs once the server listens and its URL is printed (npm start prints the demo login here). */
  afterStart?: (running: RunningServer, config: ServerConfig) => Promise<void>;
}

/**
 * Process entry: `npm start` reaches it through scripts/start.ts once the console is built.
 * A second signal, or the shutdown timeout, forces the exit.
 */
export async function main(options: MainOptions = {}): Promise<RunningServer> {
  const config = loadConfig();
  const running = await startServer(config);
  running.server.log.info(`Trova console: ${running.url}`);
  console.log(`\n  Trova is running at ${running.url}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    running.server.log.info({ signal }, 'shutting down');
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
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await options.afterStart?.(running, config);
  return running;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
