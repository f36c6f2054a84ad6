/**
 * The feeds module's public face (docs/architecture.md, "Module boundaries"): code outside
 * `modules/feeds/` imports only what this file exports.
 */
export { isPublicAddress } from './address-policy';
export { checkFeed } from './check-feed';
export { currentLastModified, openFeed } from './feed-opener';
export type { FeedAccess, OpenedFeed } from './feed-opener';
export type { FeedCheck } from './check-feed';
export { FEED_ERROR_CODES, FeedError, isFeedError } from './feed-errors';
export type { FeedErrorCode } from './feed-errors';
export { FeedLimitError } from './feed-limit.error';
export { FeedParserPool } from './feed-parser.pool';
export type { FeedParserPoolOptions } from './feed-parser.pool';
export { parseFeed } from './feed-parser';
export type { FeedParse, ParseFeedOptions } from './feed-parser';
export { FEED_WARNING_KINDS } from './feed-stats';
export type {
  FeedFormat,
  FeedItemError,
  FeedItemWarning,
  FeedParseStats,
  FeedWarningKind,
} from './feed-stats';
export { FETCH_DEFAULTS, parseFeedUrl, safeFetch } from './safe-fetch';
export type { FeedResponse, SafeFetchOptions } from './safe-fetch';
