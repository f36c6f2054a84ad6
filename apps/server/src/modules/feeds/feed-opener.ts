import type { Readable } from 'node:stream';
import { checkFeed } from './check-feed';
import type { FeedParserPool } from './feed-parser.pool';
import { FETCH_DEFAULTS, safeFetch, type SafeFetchOptions } from './safe-fetch';

/**
 * How feeds are reached and read: `allowPrivate` from TROVA_ALLOW_PRIVATE_FEEDS, the worker pool
 * every feed is parsed in (never the server's own thread), plus caps for tests.
 */
export interface FeedAccess {
  allowPrivate: boolean;
  parser: FeedParserPool;
  fetch?: Omit<SafeFetchOptions, 'allowPrivate' | 'method'>;
}

export interface OpenedFeed {
  body: Readable;
  /** ISO 8601; set when the feed is a fixed file. */
  lastModified: string | null;
  /**
   * The cap on the unpacked bytes: the same as on the bytes sent, so that a small gzip bomb is
   * `feed-too-large` long before it costs time (docs/product/catalogue.md#feed-formats-and-limits).
   */
  maxDecodedBytes: number;
}

/**
 * Opens a shop's feed over http(s) through `safeFetch`, under the same address policy for every
 * shop: there is no private way in, not even for the demo (its catalogue comes through the push
 * API).
 * @example const { body, lastModified } = await openFeed(url, { allowPrivate: false });
 */
export async function openFeed(feedUrl: string, access: FeedAccess): Promise<OpenedFeed> {
  const response = await safeFetch(feedUrl, { ...access.fetch, allowPrivate: access.allowPrivate });
  return {
    body: response.body,
    lastModified: response.lastModified ?? null,
    maxDecodedBytes: access.fetch?.maxBytes ?? FETCH_DEFAULTS.maxBytes,
  };
}

/** The feed's Last-Modified now (undefined when unreadable or not a fixed file). */
export async function currentLastModified(
  feedUrl: string,
  access: FeedAccess,
): Promise<string | undefined> {
  return (await checkFeed(feedUrl, { ...access.fetch, allowPrivate: access.allowPrivate }))
    .lastModified;
}
