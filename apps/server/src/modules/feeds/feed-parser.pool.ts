import { type CatalogueProduct, FEED_PARSE_BUDGET_DEFAULTS } from '@trova/contracts';
import { FeedError } from './feed-errors';
import { FeedLimitError } from './feed-limit.error';
import type { WorkerFailure } from './feed-parse.protocol';
import { ParseThread, type ThreadEvent } from './feed-parse.thread';
import type { FeedParse, ParseFeedOptions } from './feed-parser';
import { FeedStatsCollector } from './feed-stats';

/** The job runner's two sync slots and the competitor lane's: no parse waits for another's. */
const DEFAULT_SIZE = 3;

export interface FeedParserPoolOptions {
  /** Parses at once (the server: its job slots of both lanes); more wait for a free worker. */
  size?: number;
  /** Parse time one feed may use (TROVA_FEED_PARSE_TIME_MS). */
  parseTimeMs?: number;
  /** Heap one parse may use (TROVA_FEED_PARSE_MEMORY_MB). */
  parseMemoryMb?: number;
  /** How long a worker beyond the first waits for another parse before it stops. */
  idleMs?: number;
}

/**
 * Parses feeds off the server's event loop (docs/product/catalogue.md#feed-limits): each parse
 * runs in a worker thread with a heap cap and a parse-time budget, so no feed, however hostile,
 * stalls searches or another shop's sync. A worker that runs out of either budget, or dies, ends
 * its parse with a `FeedError`, never a crash; a worker is reused only after a parse it finished.
 *
 * @example
 * const feed = pool.parse(response.body);
 * for await (const product of feed) batch.push(product);
 */
export class FeedParserPool {
  private static readonly pools = new Map<string, FeedParserPool>();

  /**
   * One pool per process and budget, with a worker started at once: the first feed does not wait
   * for a worker to load the parser, and apps built in one process (tests) share the warm workers.
   */
  static shared(options: Omit<FeedParserPoolOptions, 'idleMs'>): FeedParserPool {
    const key = JSON.stringify([
      options.size ?? DEFAULT_SIZE,
      options.parseTimeMs ?? FEED_PARSE_BUDGET_DEFAULTS.parseTimeMs,
      options.parseMemoryMb ?? FEED_PARSE_BUDGET_DEFAULTS.parseMemoryMb,
    ]);
    let pool = FeedParserPool.pools.get(key);
    if (!pool) {
      pool = new FeedParserPool(options);
      pool.putBack(new ParseThread(pool.parseMemoryMb));
      FeedParserPool.pools.set(key, pool);
    }
    return pool;
  }

  private readonly size: number;
  private readonly parseTimeMs: number;
  private readonly parseMemoryMb: number;
  private readonly idleMs: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly resting = new Map<ParseThread, NodeJS.Timeout | undefined>();

  constructor(options: FeedParserPoolOptions = {}) {
    this.size = options.size ?? DEFAULT_SIZE;
    this.parseTimeMs = options.parseTimeMs ?? FEED_PARSE_BUDGET_DEFAULTS.parseTimeMs;
    this.parseMemoryMb = options.parseMemoryMb ?? FEED_PARSE_BUDGET_DEFAULTS.parseMemoryMb;
    this.idleMs = options.idleMs ?? 15_000;
  }

  /**
   * Settles once every shared pool has a worker that has loaded the parser (tests that parse
   * feeds wait here once, rather than inside their first test).
   */
  static async warmAll(): Promise<void> {
    await Promise.all([...FeedParserPool.pools.values()].map((pool) => pool.warm()));
  }

  /** Settles once a resting worker has loaded the parser. */
  async warm(): Promise<void> {
    if (![...this.resting.keys()].some((thread) => !thread.dead)) {
      this.putBack(new ParseThread(this.parseMemoryMb));
    }
    await Promise.all([...this.resting.keys()].map((thread) => thread.ready));
  }

  /** As `parseFeed`, in a worker: iterate once; `stats` is final when iteration ends. */
  parse(source: AsyncIterable<Uint8Array>, options: ParseFeedOptions = {}): FeedParse {
    const { stats } = new FeedStatsCollector();
    return { stats, [Symbol.asyncIterator]: () => this.run(source, options, stats) };
  }

  /** Stops the resting workers (a parse in progress ends on its own). */
  async close(): Promise<void> {
    const threads = [...this.resting.keys()];
    for (const timer of this.resting.values()) clearTimeout(timer);
    this.resting.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private async *run(
    source: AsyncIterable<Uint8Array>,
    options: ParseFeedOptions,
    stats: FeedParse['stats'],
  ): AsyncGenerator<CatalogueProduct> {
    await this.acquire();
    const input = source[Symbol.asyncIterator]();
    const thread = this.take();
    let finished = false;
    try {
      thread.begin(options, this.parseTimeMs);
      for (;;) {
        const event = await thread.next();
        if (event.kind !== 'message') throw this.refusal(event);
        const { message } = event;
        if (message.type === 'products') yield* message.products;
        else if (message.type === 'pull') {
          const next = await input.next();
          if (next.done) thread.send({ type: 'end' });
          else {
            // A copy the worker owns: the source may reuse or pool its buffers.
            const bytes = new Uint8Array(next.value);
            thread.send({ type: 'chunk', bytes }, [bytes.buffer]);
          }
        } else {
          finished = true;
          Object.assign(stats, message.stats);
          if (message.type === 'failed') throw feedErrorOf(message.failure);
          return;
        }
      }
    } finally {
      if (finished && !thread.dead) this.putBack(thread);
      else {
        await thread.terminate();
        // A stopped worker's successor loads the parser now, not when the next feed arrives.
        if (this.resting.size === 0) this.putBack(new ParseThread(this.parseMemoryMb));
      }
      await input.return?.();
      this.release();
    }
  }

  private refusal(event: Exclude<ThreadEvent, { kind: 'message' }>): FeedError {
    if (event.kind === 'over-time') {
      return new FeedLimitError('parseTimeMs', `parsing took longer than ${this.parseTimeMs} ms`);
    }
    if (event.kind === 'error' && event.error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      return new FeedLimitError(
        'parseMemoryMb',
        `parsing needed more than ${this.parseMemoryMb} MB of memory`,
      );
    }
    const reason = event.kind === 'error' ? `: ${event.error.message}` : '';
    return new FeedError('feed-malformed', `the feed parser stopped${reason}`);
  }

  private take(): ParseThread {
    for (const [thread, timer] of this.resting) {
      clearTimeout(timer);
      this.resting.delete(thread);
      if (!thread.dead) return thread;
    }
    return new ParseThread(this.parseMemoryMb);
  }

  /** The first resting worker stays warm for the next feed; others stop after `idleMs`. */
  private putBack(thread: ParseThread): void {
    thread.rest();
    if (this.resting.size === 0) {
      this.resting.set(thread, undefined);
      return;
    }
    const timer = setTimeout(() => {
      this.resting.delete(thread);
      void thread.terminate();
    }, this.idleMs);
    timer.unref();
    this.resting.set(thread, timer);
  }

  private async acquire(): Promise<void> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}

function feedErrorOf(failure: WorkerFailure): FeedError {
  return failure.limit
    ? new FeedLimitError(failure.limit, failure.message)
    : new FeedError(failure.code, failure.message, failure.status);
}
