import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** The environment variable that tells a worker its slot, 1..N (kept across restarts). */
export const WORKER_SLOT_ENV = 'TROVA_WORKER_SLOT';
/** What the primary sends a worker to stop it gracefully (the IPC form of SIGTERM). */
export const SHUTDOWN_MESSAGE = 'trova:shutdown';
/** What a worker sends once it serves and listens for {@link SHUTDOWN_MESSAGE}. */
export const READY_MESSAGE = 'trova:ready';

export interface ClusterPrimaryOptions {
  workers: number;
  /** A worker's own shutdown budget; the primary waits a little longer before it kills. */
  shutdownTimeoutMs: number;
  log: Logger;
  /** First wait before a dead worker is started again, doubled at each death in a row. */
  restartDelayMs?: number;
  /** Longest wait between restarts. */
  maxRestartDelayMs?: number;
  /** A worker that ran this long before it died starts its slot's backoff again. */
  stableAfterMs?: number;
}

interface Slot {
  worker: Worker | undefined;
  /** The worker said it serves and hears the shutdown message. */
  ready: boolean;
  startedAt: number;
  deaths: number;
  restart: NodeJS.Timeout | undefined;
}

/**
 * The slot a cluster worker was started for, or undefined outside a cluster.
 * @example workerSlot() === 1 // the worker that runs the once-only start work
 */
export function workerSlot(env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (!cluster.isWorker) return undefined;
  const slot = Number(env[WORKER_SLOT_ENV]);
  return Number.isInteger(slot) && slot > 0 ? slot : undefined;
}

/**
 * The primary of `TROVA_WORKERS=N` (docs/architecture.md#processes): it forks N workers that run
 * the whole server and share the one listening socket (node:cluster hands connections out in
 * turn), and serves no request itself. A worker that dies unexpectedly is started again in its
 * slot after a backoff (1 s, doubling to 30 s; a worker that ran a minute starts it over).
 * SIGTERM or SIGINT asks every worker to shut down gracefully; the primary exits once they are
 * gone (0 when all exited cleanly), or kills them when they outlast the shutdown timeout or a
 * second signal arrives.
 *
 * @example
 * const exitCode = await runClusterPrimary({ workers: 4, shutdownTimeoutMs: 10_000, log });
 * process.exit(exitCode);
 */
export function runClusterPrimary(options: ClusterPrimaryOptions): Promise<number> {
  const { log } = options;
  const firstDelay = options.restartDelayMs ?? 1000;
  const maxDelay = options.maxRestartDelayMs ?? 30_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  const slots = new Map<number, Slot>();
  let stopping = false;
  let failed = false;

  return new Promise<number>((resolve) => {
    const start = (number: number): void => {
      const slot = slots.get(number);
      if (!slot || stopping) return;
      slot.restart = undefined;
      slot.startedAt = Date.now();
      slot.ready = false;
      const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(number) });
      slot.worker = worker;
      worker.on('message', (message) => {
        if (message !== READY_MESSAGE || slot.worker !== worker) return;
        slot.ready = true;
        // A stop asked while it was starting: it can hear it now.
        if (stopping) worker.send(SHUTDOWN_MESSAGE);
      });
      log.info({ slot: number, workerPid: slot.worker.process.pid }, 'worker started');
    };

    const finishIfDone = (): void => {
      if (![...slots.values()].some((slot) => slot.worker)) resolve(failed ? 1 : 0);
    };

    cluster.on('exit', (worker, code, signal) => {
      const entry = [...slots].find(([, slot]) => slot.worker === worker);
      if (!entry) return;
      const [number, slot] = entry;
      slot.worker = undefined;
      if (stopping) {
        if (code !== 0) failed = true;
        log.info({ slot: number, workerPid: worker.process.pid, code, signal }, 'worker stopped');
        finishIfDone();
        return;
      }
      if (Date.now() - slot.startedAt >= stableAfter) slot.deaths = 0;
      const delay = Math.min(maxDelay, firstDelay * 2 ** slot.deaths);
      slot.deaths += 1;
      log.error(
        { slot: number, workerPid: worker.process.pid, code, signal, restartInMs: delay },
        'worker died; starting it again',
      );
      slot.restart = setTimeout(() => start(number), delay);
    });

    const stop = (signal: NodeJS.Signals): void => {
      if (stopping) {
        log.error({ signal }, 'second signal; killing the workers');
        for (const slot of slots.values()) slot.worker?.process.kill('SIGKILL');
        resolve(1);
        return;
      }
      stopping = true;
      log.info({ signal }, 'shutting down the workers');
      for (const slot of slots.values()) {
        clearTimeout(slot.restart);
        // A worker still starting is told once it says it is ready.
        if (slot.ready && slot.worker?.isConnected()) slot.worker.send(SHUTDOWN_MESSAGE);
      }
      const timer = setTimeout(() => {
        log.error('workers outlasted the shutdown timeout; killing them');
        for (const slot of slots.values()) slot.worker?.process.kill('SIGKILL');
        resolve(1);
      }, options.shutdownTimeoutMs + 2000);
      timer.unref();
      finishIfDone();
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);

    log.info({ workers: options.workers }, 'starting the server processes');
    for (let number = 1; number <= options.workers; number += 1) {
      slots.set(number, {
        worker: undefined,
        ready: false,
        startedAt: 0,
        deaths: 0,
        restart: undefined,
      });
      start(number);
    }
  });
}
