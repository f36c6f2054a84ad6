export { checkFeed, type FeedCheck } from './check-feed.ts';
export { FEED_ERROR_CODES, FeedError, type FeedErrorCode, isFeedError } from './feed-errors.ts';
export { type FeedParse, parseFeed, type ParseFeedOptions } from './feed-parser.ts';
export type { FeedFormat, FeedItemError, FeedParseStats } from './feed-stats.ts';
export { isPublicAddress } from './address-policy.ts';
export {
  FETCH_DEFAULTS,
  type FeedResponse,
  parseFeedUrl,
  safeFetch,
  type SafeFetchOptions,
} from './safe-fetch.ts';
