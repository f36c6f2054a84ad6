import { Worker } from 'node:worker_threads';
import type { ParseFeedOptions } from './feed-parser';
import { ParseClock } from './feed-parse.budget';
import type { FromWorker, ToWorker } from './feed-parse.protocol';

/**
 * The worker evaluates this as CommonJS: it registers tsx's loader through tsx's documented
 * `tsx/esm/api`, then loads the TypeScript worker module. Both `npm start` (tsx) and vitest run the
 * server from TypeScript sources, and vitest passes no loader of its own to worker threads.
 */
const BOOTSTRAP = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ register }) => { register(); return import(workerData.entry); });`;
const TSX_API = import.meta.resolve('tsx/esm/api');
const ENTRY = new URL('./feed-parse.worker.ts', import.meta.url).href;

export type ThreadEvent =
  | { kind: 'message'; message: Exclude<FromWorker, { type: 'ready' }> }
  | { kind: 'error'; error: Error & { code?: string } }
  | { kind: 'exit' }
  | { kind: 'over-time' };

/** One worker thread of {@link FeedParserPool}: it runs one parse at a time. */
export class ParseThread {
  /** Set once the thread died or was stopped: it never runs another parse. */
  dead = false;
  /** Settles once the worker has loaded the parser, or has stopped. */
  readonly ready: Promise<void>;
  private readonly worker: Worker;
  private events: ThreadEvent[] = [];
  private wake: (() => void) | undefined;
  private clock: ParseClock | undefined;
  private loaded: (() => void) | undefined;

  constructor(memoryMb: number) {
    this.ready = new Promise<void>((resolve) => (this.loaded = resolve));
    this.worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { tsx: TSX_API, entry: ENTRY },
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    this.worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        this.loaded?.();
        return;
      }
      if (message.type !== 'products') this.clock?.stop();
      this.push({ kind: 'message', message });
    });
    this.worker.on('error', (error) => {
      this.dead = true;
      this.push({ kind: 'error', error });
    });
    this.worker.on('exit', () => {
      this.dead = true;
      this.loaded?.();
      this.push({ kind: 'exit' });
    });
  }

  /** Starts a parse with `budgetMs` of parse time. */
  begin(options: ParseFeedOptions, budgetMs: number): void {
    this.events = [];
    this.clock = new ParseClock(budgetMs, () => {
      this.push({ kind: 'over-time' });
      void this.terminate();
    });
    this.worker.ref();
    this.worker.postMessage({ type: 'start', options } satisfies ToWorker);
  }

  /** Hands the worker input: its parse time runs until it answers. */
  send(message: ToWorker, transfer: ArrayBuffer[] = []): void {
    this.clock?.start();
    this.worker.postMessage(message, transfer);
  }

  async next(): Promise<ThreadEvent> {
    for (;;) {
      const event = this.events.shift();
      if (event) return event;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** The parse ended cleanly: the thread waits for the next one without keeping the process up. */
  rest(): void {
    this.clock?.stop();
    this.clock = undefined;
    this.worker.unref();
  }

  async terminate(): Promise<void> {
    this.dead = true;
    this.clock?.stop();
    await this.worker.terminate();
  }

  private push(event: ThreadEvent): void {
    this.events.push(event);
    this.wake?.();
  }
}
