import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { JobClaimsRepository } from './job-claims.repository';
import type { Job, JobDefinitions, JobHandler, JobHandlers, JobItemOf } from './job-definition';
import { JobPayloadError } from './job-failure';
import { type JobLane, type RunnerLane, runnerLanes } from './job-lanes';
import { JobOutcomes } from './job-outcomes';
import type { JobQueue } from './job-queue';

export interface JobRunnerOptions {
  /** Jobs of the main lane this process runs at once (1–2 for syncs: CPU and I/O heavy). */
  concurrency: number;
  /** Kinds with slots of their own, besides `concurrency`'s (e.g. competitor fetches). */
  lanes?: Readonly<Record<string, JobLane>>;
  /** How often the table is polled for due jobs and expired leases (an enqueue here also wakes it). */
  pollMs: number;
  /** How often running jobs renew their lease. */
  heartbeatMs: number;
  /** A running job whose lease is older than this belongs to a dead process and is taken back. */
  leaseMs: number;
  /** Replaces every kind's backoff (tests). */
  backoffMs?: readonly number[];
}

/** A 60 s lease renewed every 10 s: five missed renewals (a blocked event loop) before takeover. */
export const JOB_RUNNER_DEFAULTS: JobRunnerOptions = {
  concurrency: 2,
  pollMs: 5_000,
  heartbeatMs: 10_000,
  leaseMs: 60_000,
};

/**
 * The timings that follow from a lease (`TROVA_JOB_LEASE_SECONDS`): renewed six times a lease, as
 * the defaults are, and polled at least twice a lease, so a dead process's job is taken back within
 * about a lease and a half of its last renewal.
 * @example leaseTimings(3) // { leaseMs: 3000, heartbeatMs: 500, pollMs: 1500 }
 */
export function leaseTimings(
  leaseSeconds: number,
): Pick<JobRunnerOptions, 'leaseMs' | 'heartbeatMs' | 'pollMs'> {
  const leaseMs = leaseSeconds * 1000;
  return {
    leaseMs,
    heartbeatMs: Math.round(leaseMs / 6),
    pollMs: Math.min(JOB_RUNNER_DEFAULTS.pollMs, Math.round(leaseMs / 2)),
  };
}

export interface JobRunnerDependencies<C extends JobDefinitions> {
  queue: JobQueue<C>;
  claims: JobClaimsRepository;
  handlers: JobHandlers<C>;
  options: JobRunnerOptions;
  log: FastifyBaseLogger;
  now: Clock;
  /** Names this runner in `jobs.locked_by`; unique a process (and a runner). */
  workerId?: string;
}

interface RunningJob {
  job: Job;
  lane: string;
  promise: Promise<void>;
  abort: AbortController;
}

/**
 * Runs queued jobs inside this process: at most `concurrency` at once in the main lane and each
 * lane's slots in its own, never two of one concurrency key or of one shop (across processes),
 * retries with each kind's backoff. State lives in the table: a job left
 * running by a process that died is queued again once its lease expires, by whichever process
 * notices first; a closing runner hands its unfinished jobs back at once.
 *
 * @example
 * const runner = new JobRunner({ queue, claims, handlers: { 'shop.sync': feedSync }, options, log, now });
 * await runner.start();
 */
export class JobRunner<C extends JobDefinitions> {
  readonly workerId: string;
  private readonly running = new Map<string, RunningJob>();
  private readonly handlers: Readonly<Record<string, JobHandler | undefined>>;
  private readonly lanes: readonly RunnerLane[];
  private readonly outcomes: JobOutcomes;
  private pollTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopListening: (() => void) | undefined;
  private started = false;
  private closed = false;

  constructor(private readonly deps: JobRunnerDependencies<C>) {
    this.workerId = deps.workerId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.handlers = deps.handlers;
    this.lanes = runnerLanes(
      Object.keys(deps.handlers),
      deps.options.concurrency,
      deps.options.lanes,
    );
    this.outcomes = new JobOutcomes({
      ...deps,
      handlers: this.handlers,
      workerId: this.workerId,
      backoffMs: deps.options.backoffMs,
      leaseMs: deps.options.leaseMs,
    });
  }

  /** Starts polling and renewing leases; resolves after the first claim. */
  async start(): Promise<void> {
    if (this.started || this.closed) return;
    this.started = true;
    this.stopListening = this.deps.queue.onEnqueue(() => this.poke());
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.deps.options.heartbeatMs);
    this.heartbeatTimer.unref();
    await this.tick();
  }

  /** Whether this runner is running a job of this kind and concurrency key. */
  isRunning(item: JobItemOf<C>): boolean {
    const key = this.deps.queue.keyOf(item);
    return [...this.running.values()].some(
      ({ job }) => job.name === item.name && job.concurrencyKey === key,
    );
  }

  /** Resolves when this runner has nothing running and claims nothing more (tests). */
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

  /** Stops claiming, aborts running jobs and hands them back to the queue. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopListening?.();
    clearTimeout(this.pollTimer);
    clearInterval(this.heartbeatTimer);
    await this.ticking;
    for (const entry of this.running.values()) entry.abort.abort();
    await Promise.all([...this.running.values()].map((entry) => entry.promise));
  }

  private poke(): void {
    if (!this.started || this.closed) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void this.tick(), 0);
    this.pollTimer.unref();
  }

  private tick(): Promise<void> {
    this.ticking ??= this.claimAndRun()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'job polling failed'))
      .finally(() => {
        this.ticking = undefined;
        if (this.closed) return;
        clearTimeout(this.pollTimer);
        this.pollTimer = setTimeout(() => void this.tick(), this.deps.options.pollMs);
        this.pollTimer.unref();
      });
    return this.ticking;
  }

  private async claimAndRun(): Promise<void> {
    if (this.closed) return;
    await this.outcomes.takeBackExpired((jobId) => this.running.has(jobId));
    const now = epochSeconds(this.deps.now);
    for (const lane of this.lanes) {
      const busy = [...this.running.values()].filter((entry) => entry.lane === lane.name).length;
      const free = lane.slots - busy;
      if (free <= 0) continue;
      for (const row of await this.deps.claims.claim(lane.kinds, this.workerId, now, free)) {
        const job = this.deps.queue.parse(row);
        if (job instanceof JobPayloadError) {
          await this.outcomes.unreadable(row, job);
          continue;
        }
        this.run(job, lane.name);
      }
    }
  }

  private run(job: Job, lane: string): void {
    const abort = new AbortController();
    const promise = this.execute(job, abort.signal)
      .catch((error: unknown) => this.deps.log.error({ err: error, jobId: job.id }, 'job lost'))
      .finally(() => {
        this.running.delete(job.id);
        this.poke();
      });
    this.running.set(job.id, { job, lane, promise, abort });
  }

  private async execute(job: Job, signal: AbortSignal): Promise<void> {
    const handler = this.handlers[job.name];
    if (!handler) throw new Error(`no handler for ${job.name}`);
    let result: object;
    try {
      result = await handler.run(job, signal);
    } catch (error) {
      await this.outcomes.failed(job, error, signal);
      return;
    }
    await this.outcomes.succeeded(job, result);
  }

  /** Renews the leases of this runner's jobs; a job another process took back is aborted here. */
  private async heartbeat(): Promise<void> {
    const ids = [...this.running.keys()];
    try {
      const held = await this.deps.claims.heartbeat(
        ids,
        this.workerId,
        epochSeconds(this.deps.now),
      );
      for (const id of ids.filter((jobId) => !held.has(jobId))) {
        // Gone from the map: it finished meanwhile, which is why it is no longer running.
        const entry = this.running.get(id);
        if (!entry) continue;
        this.deps.log.warn({ jobId: id }, 'job lease lost; stopping it here');
        entry.abort.abort();
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'job leases not renewed');
    }
  }
}
