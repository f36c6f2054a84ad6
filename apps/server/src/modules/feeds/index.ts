export { checkFeed, type FeedCheck } from './check-feed';
export { FEED_ERROR_CODES, FeedError, type FeedErrorCode, isFeedError } from './feed-errors';
export { type FeedParse, parseFeed, type ParseFeedOptions } from './feed-parser';
export { FeedParserPool, type FeedParserPoolOptions } from './feed-parser.pool';
export { FeedLimitError } from './feed-limit.error';
export {
  FEED_WARNING_KINDS,
  type FeedFormat,
  type FeedItemError,
  type FeedItemWarning,
  type FeedParseStats,
  type FeedWarningKind,
} from './feed-stats';
export { isPublicAddress } from './address-policy';
export {
  FETCH_DEFAULTS,
  type FeedResponse,
  parseFeedUrl,
  safeFetch,
  type SafeFetchOptions,
} from './safe-fetch';
