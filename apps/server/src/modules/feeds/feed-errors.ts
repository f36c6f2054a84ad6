/**
 * Stable codes of the feeds module. The server's error catalogue maps them (e.g. `feed-not-found` →
 * the `gs-missing-feed` notification, `feed-malformed` → `gs-bad-feed`); they are never renamed.
 */
export const FEED_ERROR_CODES = [
  'feed-url-invalid',
  'feed-url-forbidden',
  'feed-unreachable',
  'feed-not-found',
  'feed-too-large',
  'feed-timeout',
  'feed-too-slow',
  'feed-malformed',
  'feed-limit-exceeded',
] as const;
export type FeedErrorCode = (typeof FEED_ERROR_CODES)[number];

/** A feed failure with a stable `code`; `status` is the HTTP status when the server answered one. */
export class FeedError extends Error {
  override readonly name = 'FeedError';

  constructor(
    readonly code: FeedErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Narrows unknown errors (stream errors arrive untyped).
 *
 * @example
 * try { await safeFetch(url); } catch (error) { if (isFeedError(error)) return error.code; throw error; }
 */
export function isFeedError(error: unknown): error is FeedError {
  return error instanceof FeedError;
}
