import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { EventsRepository } from './events.repository';

const DAY_MS = 24 * 3600 * 1000;
/** Pruning is cheap and the cutoff moves slowly: a few times a day is plenty. */
const PRUNE_EVERY_MS = 6 * 3600 * 1000;

export interface EventRetentionOptions {
  repository: Pick<EventsRepository, 'pruneBefore'>;
  log: FastifyBaseLogger;
  now: Clock;
  /** Days events are kept (`TROVA_EVENTS_RETENTION_DAYS`); 0 keeps them forever. */
  days: number;
}

/**
 * Deletes events older than the retention period, at start and every six hours. Several server
 * processes may prune at once: a delete by cutoff is idempotent.
 *
 * @example
 * const retention = new EventRetention({ repository, log, now: Date.now, days: 395 });
 * retention.start();
 * retention.close(); // on server close
 */
export class EventRetention {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: EventRetentionOptions) {}

  start(): void {
    if (this.options.days <= 0 || this.timer) return;
    void this.prune();
    this.timer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.timer.unref();
  }

  /** Deletes what is past retention now; a failure is logged and tried again next time. */
  async prune(): Promise<number> {
    if (this.options.days <= 0) return 0;
    const cutoff = this.options.now() - this.options.days * DAY_MS;
    try {
      return await this.options.repository.pruneBefore(cutoff);
    } catch (error) {
      this.options.log.error({ err: error }, 'old events not pruned');
      return 0;
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
