import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { JobError, SyncJobRow, SyncJobsRepository } from './sync-jobs.repository';

/** The named jobs of the server; each has one handler. */
export type JobName = 'shop.sync';

/** Thrown by a handler to say how a failure ends: `retryable` failures are tried again later. */
export class JobFailure extends Error {
  override readonly name = 'JobFailure';

  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
    readonly stats?: object,
  ) {
    super(message);
  }
}

export interface JobHandler {
  /** Does the work; the result is stored as the job's stats. Aborted when the server closes. */
  run(job: SyncJobRow, signal: AbortSignal): Promise<object>;
  /** Called once when the job has failed for good (no attempts left, or not retryable). */
  giveUp(job: SyncJobRow, failure: JobFailure): Promise<void>;
}

export interface JobRunnerOptions {
  /** Jobs running at once across all shops (1–2: a sync is CPU and I/O heavy). */
  concurrency: number;
  /** Waits before the 2nd, 3rd, … attempt; its length + 1 is the number of attempts. */
  backoffMs: readonly number[];
  /** How often the table is polled for due jobs (a new job also wakes the runner). */
  pollMs: number;
}

export const JOB_RUNNER_DEFAULTS: JobRunnerOptions = {
  concurrency: 2,
  backoffMs: [30_000, 120_000, 600_000],
  pollMs: 5_000,
};

/**
 * Runs durable jobs from `sync_jobs` inside the server process: one job a shop at a time, at most
 * `concurrency` at once, retries with backoff. State lives in the table, so a restart re-queues what
 * was running and runs what was queued.
 *
 * @example
 * const runner = new JobRunner(jobs, { 'shop.sync': feedSync }, options, log, now);
 * await runner.start();
 * await runner.enqueue('shop.sync', shopId);
 */
export class JobRunner {
  private readonly running = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private started = false;
  private closed = false;

  constructor(
    private readonly jobs: SyncJobsRepository,
    private readonly handlers: Record<JobName, JobHandler>,
    private readonly options: JobRunnerOptions,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
  ) {}

  /** Re-queues jobs a crash left running, then starts polling. */
  async start(): Promise<void> {
    if (this.started || this.closed) return;
    this.started = true;
    const requeued = await this.jobs.requeueRunning(epochSeconds(this.now));
    if (requeued > 0) this.log.info({ requeued }, 'interrupted jobs queued again');
    this.poke();
  }

  /** Queues a job for the shop (once: a job already waiting is reused) and wakes the runner. */
  async enqueue(name: JobName, shopId: string): Promise<string> {
    const id = await this.jobs.enqueue(shopId, name, epochSeconds(this.now));
    this.poke();
    return id;
  }

  /** Whether a job of this process is running for the shop. */
  isRunning(shopId: string): boolean {
    return [...this.running.keys()].some((key) => key.endsWith(`:${shopId}`));
  }

  /** Resolves when no job is running or due now (tests). */
  async idle(): Promise<void> {
    for (;;) {
      await this.ticking;
      if (this.running.size === 0) {
        await this.tick();
        if (this.running.size === 0) return;
      }
      await Promise.all([...this.running.values()].map((entry) => entry.promise));
    }
  }

  /** Stops polling and aborts running jobs; their rows stay `running` and are re-queued on start. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    for (const entry of this.running.values()) entry.abort.abort();
    await this.ticking;
    await Promise.all([...this.running.values()].map((entry) => entry.promise));
  }

  private poke(): void {
    if (!this.started || this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), 0);
    this.timer.unref();
  }

  private tick(): Promise<void> {
    this.ticking ??= this.claimAndRun()
      .catch((error: unknown) => this.log.error({ err: error }, 'job polling failed'))
      .finally(() => {
        this.ticking = undefined;
        if (this.closed) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => void this.tick(), this.options.pollMs);
        this.timer.unref();
      });
    return this.ticking;
  }

  private async claimAndRun(): Promise<void> {
    if (this.closed) return;
    const free = this.options.concurrency - this.running.size;
    for (const job of await this.jobs.claimDue(epochSeconds(this.now), free)) {
      const abort = new AbortController();
      const key = `${job.id}:${job.shop_id}`;
      const promise = this.execute(job, abort.signal)
        .catch((error: unknown) => this.log.error({ err: error, jobId: job.id }, 'job lost'))
        .finally(() => {
          this.running.delete(key);
          this.poke();
        });
      this.running.set(key, { promise, abort });
    }
  }

  private async execute(job: SyncJobRow, signal: AbortSignal): Promise<void> {
    const handler = this.handlers[job.kind as JobName];
    try {
      const stats = await handler.run(job, signal);
      await this.jobs.finish(job, { status: 'succeeded', now: epochSeconds(this.now), stats });
    } catch (error) {
      // A closing server leaves the row running; the next start runs it again from scratch.
      if (signal.aborted) return;
      const failure = toFailure(error);
      const wait = this.options.backoffMs[job.attempt - 1];
      const problem: JobError = { code: failure.code, message: failure.message };
      this.log.warn({ jobId: job.id, shopId: job.shop_id, ...problem }, 'job attempt failed');
      if (failure.retryable && wait !== undefined) {
        await this.jobs.retryLater(
          job.id,
          epochSeconds(this.now) + Math.ceil(wait / 1000),
          problem,
        );
        return;
      }
      await this.jobs.finish(job, {
        status: 'failed',
        now: epochSeconds(this.now),
        error: problem,
        ...(failure.stats ? { stats: failure.stats } : {}),
      });
      await handler.giveUp(job, failure).catch((notifyError: unknown) => {
        this.log.error({ err: notifyError, jobId: job.id }, 'job failure not reported');
      });
    }
  }
}

function toFailure(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new JobFailure('internal-error', message, true);
}
