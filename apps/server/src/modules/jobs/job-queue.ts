import { z } from 'zod';
import { epochSeconds, type Clock } from '../../clock';
import type {
  Job,
  JobDefinition,
  JobDefinitions,
  JobItemOf,
  JobNameOf,
  PayloadInputOf,
} from './job-definition';
import { JobPayloadError } from './job-failure';
import type { JobRow, JobsRepository } from './jobs.repository';

export interface EnqueueOptions {
  /** Epoch seconds before which the job does not start; default now. */
  runAfter?: number;
}

/**
 * The typed way into the `jobs` table: a job is queued by name with a payload its kind's schema
 * accepts, and read back with its payload parsed again. Runners of this process are woken on each
 * enqueue; other processes find the job on their next poll.
 *
 * @example
 * const queue = new JobQueue(new JobsRepository(db, dialect), JOBS, Date.now);
 * await queue.enqueue('shop.sync', { shopId });
 */
export class JobQueue<C extends JobDefinitions> {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly jobs: JobsRepository,
    readonly definitions: C,
    private readonly now: Clock,
  ) {}

  /**
   * Queues a job, or answers the one of the same name and concurrency key still waiting (which then
   * runs no later than `runAfter`). Throws {@link JobPayloadError} for a payload the kind refuses.
   */
  async enqueue<N extends JobNameOf<C>>(
    name: N,
    payload: PayloadInputOf<C, N>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const definition = this.definition(name);
    if (!definition) throw new JobPayloadError(name, 'no such job');
    const parsed = definition.payload.safeParse(payload);
    if (!parsed.success) throw new JobPayloadError(name, z.prettifyError(parsed.error));
    const now = epochSeconds(this.now);
    const { id } = await this.jobs.enqueue(
      {
        name,
        payload: JSON.stringify(parsed.data),
        concurrencyKey: definition.concurrencyKey(parsed.data),
        shopId: definition.shopId?.(parsed.data) ?? null,
        runAfter: options.runAfter ?? now,
        dedupe: definition.dedupe ?? true,
      },
      now,
    );
    for (const listener of this.listeners) listener();
    return id;
  }

  /** The concurrency key a job of this kind and payload has. */
  keyOf(item: JobItemOf<C>): string {
    const definition = this.definition(item.name);
    if (!definition) throw new JobPayloadError(item.name, 'no such job');
    return definition.concurrencyKey(item.payload);
  }

  definition(name: string): JobDefinition | undefined {
    return Object.hasOwn(this.definitions, name) ? this.definitions[name] : undefined;
  }

  /**
   * A stored job as its handler sees it. A payload that no longer parses (stored by an older
   * version, or edited by hand) answers a JobPayloadError: the job fails, it never runs half-read.
   */
  parse(row: JobRow): Job | JobPayloadError {
    const definition = this.definition(row.name);
    if (!definition) return new JobPayloadError(row.name, 'no such job');
    let stored: unknown;
    try {
      stored = JSON.parse(row.payload);
    } catch {
      return new JobPayloadError(row.name, 'the stored payload is not JSON');
    }
    const parsed = definition.payload.safeParse(stored);
    if (!parsed.success) return new JobPayloadError(row.name, z.prettifyError(parsed.error));
    return {
      id: row.id,
      name: row.name,
      payload: parsed.data,
      attempt: row.attempt,
      concurrencyKey: row.concurrency_key,
      shopId: row.shop_id,
    };
  }

  /** Called after each enqueue of this process; answers the unsubscribe. */
  onEnqueue(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
