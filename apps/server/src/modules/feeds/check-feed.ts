import type { FeedErrorCode } from './feed-errors';
import { isFeedError } from './feed-errors';
import { type FeedResponse, safeFetch, type SafeFetchOptions } from './safe-fetch';

export interface FeedCheck {
  isReadable: boolean;
  /** ISO 8601 from Last-Modified: the feed is a fixed ("physical") file, not generated per request. */
  lastModified?: string;
  /** Why the feed is not readable. */
  code?: FeedErrorCode;
}

/** A check answers quickly even when the feed server does not. */
const CHECK_TIMEOUT_MS = 15_000;

/**
 * Answers `GET integrations/gs/check-feed`: HEAD first, then GET (headers only) for servers that
 * refuse HEAD. The body is never read.
 *
 * @example
 * const { isReadable, lastModified } = await checkFeed('https://shop.example/feed.xml');
 */
export async function checkFeed(url: string, options: SafeFetchOptions = {}): Promise<FeedCheck> {
  const settings = { timeoutMs: CHECK_TIMEOUT_MS, idleTimeoutMs: CHECK_TIMEOUT_MS, ...options };
  const head = await attempt(url, { ...settings, method: 'HEAD' });
  if (head.isReadable || !retryWithGet(head.code)) return head;
  return attempt(url, { ...settings, method: 'GET' });
}

async function attempt(url: string, options: SafeFetchOptions): Promise<FeedCheck> {
  let response: FeedResponse;
  try {
    response = await safeFetch(url, options);
  } catch (error) {
    if (isFeedError(error)) return { isReadable: false, code: error.code };
    throw error;
  }
  response.body.destroy();
  return response.lastModified
    ? { isReadable: true, lastModified: response.lastModified }
    : { isReadable: true };
}

/** Refused or invalid URLs and missing files stay refused; anything else may be a HEAD-shy server. */
function retryWithGet(code: FeedErrorCode | undefined): boolean {
  return code !== 'feed-url-invalid' && code !== 'feed-url-forbidden' && code !== 'feed-not-found';
}
