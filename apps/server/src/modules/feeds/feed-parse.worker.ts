import { parentPort } from 'node:worker_threads';
import type { CatalogueProduct } from '@trova/contracts';
import { FeedError } from './feed-errors';
import { FeedLimitError } from './feed-limit.error';
import { parseFeed } from './feed-parser';
import type { FromWorker, ToWorker, WorkerFailure } from './feed-parse.protocol';

/**
 * The worker thread's side of {@link FeedParserPool}: parses feeds, one at a time, from the pieces
 * the server sends and hands back their products, so the server's event loop never runs the
 * parser.
 */
const port = parentPort;
if (!port) throw new Error('feed-parse.worker runs only as a worker thread');

const post = (message: FromWorker): void => port.postMessage(message);
let waiting: ((message: ToWorker) => void) | undefined;
let batch: CatalogueProduct[] = [];

function flush(): void {
  if (batch.length > 0) post({ type: 'products', products: batch });
  batch = [];
}

/** The feed's bytes, asked for one piece at a time after the products so far are handed over. */
async function* pieces(): AsyncGenerator<Uint8Array> {
  for (;;) {
    flush();
    const next = new Promise<ToWorker>((resolve) => (waiting = resolve));
    post({ type: 'pull' });
    const message = await next;
    if (message.type !== 'chunk') return;
    yield message.bytes;
  }
}

function failureOf(error: unknown): WorkerFailure {
  if (error instanceof FeedLimitError) {
    return { code: error.code, message: error.detail, limit: error.limit };
  }
  if (error instanceof FeedError) {
    return error.status === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, status: error.status };
  }
  // A parser defect is this feed's problem, not a reason to retry the sync.
  const reason = error instanceof Error ? error.message : String(error);
  return { code: 'feed-malformed', message: `the feed could not be read: ${reason}` };
}

async function parse(start: ToWorker & { type: 'start' }): Promise<void> {
  batch = [];
  const feed = parseFeed(pieces(), start.options);
  try {
    for await (const product of feed) batch.push(product);
    flush();
    post({ type: 'done', stats: feed.stats });
  } catch (error) {
    post({ type: 'failed', stats: feed.stats, failure: failureOf(error) });
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'start') void parse(message);
  else waiting?.(message);
});
post({ type: 'ready' });
