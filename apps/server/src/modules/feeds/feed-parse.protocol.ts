import type { CatalogueProduct, FeedLimitName } from '@trova/contracts';
import type { FeedErrorCode } from './feed-errors';
import type { ParseFeedOptions } from './feed-parser';
import type { FeedParseStats } from './feed-stats';

/**
 * Messages between the server and a feed parse worker. The worker asks for each piece of the feed
 * (`pull`) only after handing over the products of the previous one, and the server answers a
 * pull only once its consumer has taken those products: at most one piece and its products are in
 * flight, whatever the feed's size.
 */
export type ToWorker =
  | { type: 'start'; options: ParseFeedOptions }
  | { type: 'chunk'; bytes: Uint8Array }
  | { type: 'end' };

/** A failure as it crosses the thread boundary; rebuilt as the same `FeedError` on the server. */
export interface WorkerFailure {
  code: FeedErrorCode;
  /** For a crossed limit, the error's `detail`: the server adds the limit's name again. */
  message: string;
  status?: number;
  limit?: FeedLimitName;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'products'; products: CatalogueProduct[] }
  | { type: 'pull' }
  | { type: 'done'; stats: FeedParseStats }
  | { type: 'failed'; stats: FeedParseStats; failure: WorkerFailure };
