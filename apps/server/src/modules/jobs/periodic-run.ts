import type { FastifyBaseLogger } from 'fastify';
import type { PassLocksRepository } from './pass-locks.repository';

export interface PeriodicRunOptions<T> {
  /** One pass of the work. */
  run: () => Promise<T>;
  everyMs: number;
  log: FastifyBaseLogger;
  /** Logged with the error when a scheduled pass fails. */
  failure: string;
  /**
   * Elects one process for each timed pass: a tick skips its pass while another process runs it
   * (PostgreSQL advisory lock). Unset: every process runs every pass. `run()` is never skipped.
   */
  alone?: { locks: Pick<PassLocksRepository, 'runAlone'>; name: string };
}

/**
 * Background work on a timer (sync scheduling, competitor feeds, analytics rollups): one pass at
 * a time — a call during a pass shares it — a failed pass is logged and the next tick tries again,
 * and `close` stops the timer and waits for the pass in progress, so storage is never closed
 * under it. The timer never keeps the process alive.
 *
 * @example
 * const rollups = new PeriodicRun({ run: () => service.runDirty(), everyMs: 60_000, log, failure: 'rollup failed' });
 * rollups.start({ now: true });
 * await rollups.close();
 */
export class PeriodicRun<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;

  constructor(private readonly options: PeriodicRunOptions<T>) {}

  /** Starts the timer; with `now`, also a first pass at once. Starting twice does nothing. */
  start({ now = false }: { now?: boolean } = {}): void {
    if (this.timer) return;
    if (now) void this.tick();
    this.timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.timer.unref();
  }

  /** A pass now, or the one in progress; rejects when it fails. */
  run(): Promise<T> {
    this.running ??= this.options.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * A pass as the timer makes it: a failure is logged, never rejected. With `alone`, it answers
   * undefined when another process holds the pass.
   */
  async tick(): Promise<T | undefined> {
    try {
      const alone = this.options.alone;
      if (!alone) return await this.run();
      const outcome = await alone.locks.runAlone(alone.name, () => this.run());
      return outcome.ran ? outcome.value : undefined;
    } catch (error) {
      this.options.log.error({ err: error }, this.options.failure);
      return undefined;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    // Its failure was already logged by the tick that started it, or answered to its caller.
    await this.running?.catch(() => undefined);
  }
}
