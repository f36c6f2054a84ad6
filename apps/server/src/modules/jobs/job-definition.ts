import type { z } from 'zod';
import type { JobFailure } from './job-failure';

/** Waits before the 2nd, 3rd and 4th attempt of a retryable failure, unless a kind says otherwise. */
export const DEFAULT_BACKOFF_MS: readonly number[] = [30_000, 120_000, 600_000];

/**
 * One kind of background job. The payload schema is checked when a job is queued and again before
 * each run, so a payload stored by an older version that no longer parses fails the job with
 * `job-payload-invalid` instead of reaching the handler.
 *
 * Methods rather than function properties: a definition of a narrow payload must still be usable
 * where any definition is expected (the registry, the runner).
 */
export interface JobDefinition<N extends string = string, S extends z.ZodType = z.ZodType> {
  readonly name: N;
  readonly payload: S;
  /**
   * Jobs with equal keys never run at once, across every process sharing the database, and a job is
   * not queued twice while one of its name and key still waits. Prefix keys with the job's name
   * unless kinds must also exclude each other.
   */
  concurrencyKey(payload: z.output<S>): string;
  /** The shop the job is about: listed with the shop and deleted with it. */
  shopId?(payload: z.output<S>): string;
  /** Waits before each retry of a retryable failure; its length + 1 is the number of attempts. */
  readonly backoffMs?: readonly number[];
  /** False: every enqueue adds a job, even while one of the same key waits. Default true. */
  readonly dedupe?: boolean;
}

/**
 * @example
 * const rollup = defineJob({
 *   name: 'analytics.rollup',
 *   payload: z.object({ shopId: z.string(), day: z.string() }),
 *   concurrencyKey: (p) => `analytics.rollup:${p.shopId}`,
 *   shopId: (p) => p.shopId,
 * });
 */
export function defineJob<const N extends string, S extends z.ZodType>(
  definition: JobDefinition<N, S>,
): JobDefinition<N, S> {
  return definition;
}

/** Definitions by name; built by {@link jobCatalog} so a key always equals its definition's name. */
export type JobDefinitions = Readonly<Record<string, JobDefinition>>;

type CatalogOf<T extends readonly JobDefinition[]> = { readonly [D in T[number] as D['name']]: D };

/** The registry of the kinds a queue accepts. */
export function jobCatalog<const T extends readonly JobDefinition[]>(
  ...definitions: T
): CatalogOf<T> {
  const names = new Set(definitions.map((definition) => definition.name));
  if (names.size !== definitions.length) throw new Error('job names must be unique');
  return Object.fromEntries(
    definitions.map((definition) => [definition.name, definition]),
  ) as CatalogOf<T>;
}

export type JobNameOf<C extends JobDefinitions> = keyof C & string;
/** What `enqueue` accepts for a kind (before the schema's defaults and transforms). */
export type PayloadInputOf<C extends JobDefinitions, N extends JobNameOf<C>> = z.input<
  C[N]['payload']
>;
/** What a handler receives for a kind. */
export type PayloadOf<C extends JobDefinitions, N extends JobNameOf<C>> = z.output<C[N]['payload']>;

/** Every kind of a catalogue with its payload, as a discriminated union on `name`. */
export type JobItemOf<C extends JobDefinitions> = {
  [N in JobNameOf<C>]: { name: N; payload: PayloadOf<C, N> };
}[JobNameOf<C>];

/** A job as a handler runs it: the stored row with its payload parsed. */
export interface Job<N extends string = string, P = unknown> {
  id: string;
  name: N;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  concurrencyKey: string;
  shopId: string | null;
}

export type JobOf<C extends JobDefinitions, N extends JobNameOf<C>> = Job<N, PayloadOf<C, N>>;

export interface JobHandler<J extends Job = Job> {
  /** Does the work; the result is stored with the job. Aborted when the runner closes. */
  run(job: J, signal: AbortSignal): Promise<object>;
  /** Called once when the job has failed for good (no attempts left, or not retryable). */
  giveUp?(job: J, failure: JobFailure): Promise<void>;
}

/** One handler a kind; a runner claims only the kinds it has handlers for. */
export type JobHandlers<C extends JobDefinitions> = {
  readonly [N in JobNameOf<C>]: JobHandler<JobOf<C, N>>;
};
