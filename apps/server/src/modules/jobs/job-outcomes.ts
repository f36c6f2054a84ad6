import type { FastifyBaseLogger } from 'fastify';
import { epochSeconds, type Clock } from '../../clock';
import type { JobClaimsRepository, JobError } from './job-claims.repository';
import {
  DEFAULT_BACKOFF_MS,
  type Job,
  type JobDefinitions,
  type JobHandler,
} from './job-definition';
import { JOB_ERROR_CODES, JobFailure, JobPayloadError, toJobFailure } from './job-failure';
import type { JobQueue } from './job-queue';
import type { JobRow } from './jobs.repository';

export interface JobOutcomesDependencies {
  queue: Pick<JobQueue<JobDefinitions>, 'definition' | 'parse'>;
  claims: JobClaimsRepository;
  handlers: Readonly<Record<string, JobHandler | undefined>>;
  workerId: string;
  /** Replaces every kind's backoff (tests). */
  backoffMs: readonly number[] | undefined;
  leaseMs: number;
  log: FastifyBaseLogger;
  now: Clock;
}

/**
 * How a run ends in the table, for one runner: succeeded, retried after its kind's backoff, failed
 * for good (and reported by its handler), handed back when aborted, or, for a dead worker's job,
 * taken back once its lease has expired.
 */
export class JobOutcomes {
  constructor(private readonly deps: JobOutcomesDependencies) {}

  async succeeded(job: Job, result: object): Promise<void> {
    await this.deps.claims.finish(job.id, this.deps.workerId, {
      status: 'succeeded',
      now: this.seconds(),
      result,
    });
  }

  /** An aborted run is no failure: the job is handed back and starts again from scratch. */
  async failed(job: Job, error: unknown, signal: AbortSignal): Promise<void> {
    const { claims, workerId, log } = this.deps;
    if (signal.aborted) {
      await claims.release(job.id, workerId, this.seconds());
      return;
    }
    const failure = toJobFailure(error);
    const wait = this.backoffOf(job.name)[job.attempt - 1];
    const problem: JobError = { code: failure.code, message: failure.message };
    log.warn({ jobId: job.id, job: job.name, ...problem }, 'job attempt failed');
    if (failure.retryable && wait !== undefined) {
      const runAfter = this.seconds() + Math.ceil(wait / 1000);
      await claims.retryLater(job.id, workerId, runAfter, problem);
      return;
    }
    const settled = await claims.finish(job.id, workerId, {
      status: 'failed',
      now: this.seconds(),
      error: problem,
      ...(failure.result ? { result: failure.result } : {}),
    });
    if (settled) await this.giveUp(job, failure);
  }

  /** A claimed job whose stored payload no longer parses: failed, never run. */
  async unreadable(row: JobRow, error: JobPayloadError): Promise<void> {
    this.deps.log.error({ jobId: row.id, job: row.name, err: error }, 'job payload not valid');
    await this.deps.claims.finish(row.id, this.deps.workerId, {
      status: 'failed',
      now: this.seconds(),
      error: { code: error.code, message: error.message },
    });
  }

  /**
   * Jobs whose worker stopped renewing their lease (it died): queued again, or failed and reported
   * once a kind this runner handles has used its attempts, so a job that kills its process cannot
   * loop forever. `isOwnLive` spares this runner's own jobs that merely missed a renewal.
   */
  async takeBackExpired(isOwnLive: (jobId: string) => boolean): Promise<void> {
    const { claims, handlers, log } = this.deps;
    const now = this.seconds();
    const cutoff = now - Math.ceil(this.deps.leaseMs / 1000);
    for (const row of await claims.expired(cutoff)) {
      if (isOwnLive(row.id)) continue;
      const exhausted =
        handlers[row.name] !== undefined && row.attempt > this.backoffOf(row.name).length;
      const error = {
        code: JOB_ERROR_CODES.leaseExpired,
        message: `worker ${row.locked_by ?? '?'} stopped renewing its lease`,
      };
      if (!(await claims.expire(row.id, cutoff, now, { requeue: !exhausted, error }))) continue;
      log.warn({ jobId: row.id, job: row.name, exhausted }, 'expired job lease taken back');
      const job = this.deps.queue.parse(row);
      if (exhausted && !(job instanceof JobPayloadError)) {
        await this.giveUp(job, new JobFailure(error.code, error.message, false));
      }
    }
  }

  private async giveUp(job: Job, failure: JobFailure): Promise<void> {
    await this.deps.handlers[job.name]?.giveUp?.(job, failure).catch((error: unknown) => {
      this.deps.log.error({ err: error, jobId: job.id }, 'job failure not reported');
    });
  }

  private backoffOf(name: string): readonly number[] {
    return this.deps.backoffMs ?? this.deps.queue.definition(name)?.backoffMs ?? DEFAULT_BACKOFF_MS;
  }

  private seconds(): number {
    return epochSeconds(this.deps.now);
  }
}
