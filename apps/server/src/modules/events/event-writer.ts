import type { FastifyBaseLogger } from 'fastify';
import type { Insertable } from 'kysely';
import type { EventsTable } from '../../db/database.schema';
import type { EventsRepository } from './events.repository';

export type NewEvent = Insertable<EventsTable>;

export interface EventWriterOptions {
  repository: Pick<EventsRepository, 'insertMany'>;
  log: FastifyBaseLogger;
  /** How often buffered events are written (default 1 s). */
  flushMs?: number;
  /** A batch this large is written at once, without waiting for the timer (default 500). */
  batchSize?: number;
  /**
   * Events held while storage is failing (default 100 000, tens of MB). Past it new events are
   * refused and logged: a long outage must not take the search server's memory with it.
   */
  maxBuffered?: number;
}

/** Buffered events `recent` looks at, newest first: a few seconds of a busy process's traffic. */
const RECENT_SCAN = 2000;

/** Attempts `close` makes to write what is left before giving up (and logging the loss). */
const CLOSE_ATTEMPTS = 3;

/**
 * Buffers shoppers' events in memory and writes them in batches off the request path: a search
 * or an events call never waits for storage. A failed write keeps its batch at the head of the
 * buffer and is retried on the next flush, so order is kept and nothing is lost while the buffer
 * has room.
 *
 * @example
 * const writer = new EventWriter({ repository: events, log });
 * writer.write([row]); // stored within a second
 * await writer.close(); // on server close: writes what is left
 */
export class EventWriter {
  private buffer: NewEvent[] = [];
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly batchSize: number;
  private readonly maxBuffered: number;

  constructor(private readonly options: EventWriterOptions) {
    this.batchSize = options.batchSize ?? 500;
    this.maxBuffered = options.maxBuffered ?? 100_000;
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? 1000);
    this.timer.unref();
  }

  /** Queues events; answers how many were taken (all of them unless the buffer is full). */
  write(events: readonly NewEvent[]): number {
    const room = Math.max(0, this.maxBuffered - this.buffer.length);
    const taken = events.slice(0, room);
    if (taken.length < events.length) {
      this.options.log.error({ refused: events.length - taken.length }, 'event buffer full');
    }
    this.buffer.push(...taken);
    if (this.buffer.length >= this.batchSize && !this.flushing) void this.startDrain(true);
    return taken.length;
  }

  /** Events waiting to be written. */
  pending(): number {
    return this.buffer.length;
  }

  /**
   * The buffered events of one shopper of one shop, among the last `RECENT_SCAN` taken: what
   * attribution reads of events not yet stored (docs/product/analytics.md#attribution). Bounded,
   * so a buffer swollen by a storage outage costs a request no more than a normal one.
   */
  recent(shopId: string, userToken: string): NewEvent[] {
    const found: NewEvent[] = [];
    const stop = Math.max(0, this.buffer.length - RECENT_SCAN);
    for (let index = this.buffer.length - 1; index >= stop; index--) {
      const row = this.buffer[index];
      if (row?.shop_id === shopId && row.user_token === userToken) found.push(row);
    }
    return found;
  }

  /**
   * Writes what is buffered, one batch after another. One write runs at a time: a flush waits for
   * the one running (which may be writing full batches only), then writes the rest.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.buffer.length > 0) await this.startDrain(false);
  }

  /** Starts the one write that runs at a time (`drain`), and clears it once it ends. */
  private startDrain(fullOnly: boolean): Promise<void> {
    this.flushing = this.drain(fullOnly).finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /**
   * Writes full batches while there are some (`fullOnly`, when a write filled one), or else what
   * was buffered when it started. Under steady traffic, events that arrive during a write wait for
   * their batch to fill (or for the timer) instead of following at once in a small transaction of
   * their own, which kept the database committing ~45 batches of ~75 events a second for each
   * busy search process.
   */
  private async drain(fullOnly: boolean): Promise<void> {
    let left = fullOnly ? Infinity : this.buffer.length;
    while (left > 0 && this.buffer.length >= (fullOnly ? this.batchSize : 1)) {
      const batch = this.buffer.splice(0, Math.min(this.batchSize, left));
      left -= batch.length;
      try {
        await this.options.repository.insertMany(batch);
      } catch (error) {
        // Back at the head, retried on the next flush: insertMany is all or nothing.
        this.buffer.unshift(...batch);
        this.options.log.error(
          { err: error, events: batch.length },
          'events not saved, will retry',
        );
        return;
      }
    }
  }

  /** Stops the timer and writes what is left, retrying a failed batch a few times. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    for (let attempt = 0; attempt < CLOSE_ATTEMPTS && this.buffer.length > 0; attempt++) {
      await this.flush();
    }
    if (this.buffer.length > 0) {
      this.options.log.error({ lost: this.buffer.length }, 'events not saved at close');
    }
  }
}
