/** Codes the queue itself stores in `jobs.error_code`; handlers add their own (e.g. `feed-timeout`). */
export const JOB_ERROR_CODES = {
  /** The payload does not parse with its kind's schema: refused at enqueue, or failed at claim. */
  payloadInvalid: 'job-payload-invalid',
  /** The process running the job stopped refreshing its lease (it died) too many times. */
  leaseExpired: 'job-lease-expired',
  /** A handler threw something other than a JobFailure; retried like a transient failure. */
  internal: 'internal-error',
} as const;

/** Thrown by a handler to say how a failure ends: `retryable` failures are tried again later. */
export class JobFailure extends Error {
  override readonly name = 'JobFailure';

  constructor(
    readonly code: string,
    message: string,
    readonly retryable: boolean,
    /** Stored as the failed job's result (e.g. what a sync got through before failing). */
    readonly result?: object,
  ) {
    super(message);
  }
}

/** Thrown by `enqueue` for a payload its kind's schema refuses: a bug in the caller. */
export class JobPayloadError extends Error {
  override readonly name = 'JobPayloadError';
  readonly code = JOB_ERROR_CODES.payloadInvalid;

  constructor(jobName: string, detail: string) {
    super(`invalid payload for ${jobName}: ${detail}`);
  }
}

/** Anything a handler threw, as the failure it ends with. */
export function toJobFailure(error: unknown): JobFailure {
  if (error instanceof JobFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new JobFailure(JOB_ERROR_CODES.internal, message, true);
}
