export { checkFeed, type FeedCheck } from './check-feed';
export { FEED_ERROR_CODES, FeedError, type FeedErrorCode, isFeedError } from './feed-errors';
export { type FeedParse, parseFeed, type ParseFeedOptions } from './feed-parser';
export type { FeedFormat, FeedItemError, FeedParseStats } from './feed-stats';
export { isPublicAddress } from './address-policy';
export {
  FETCH_DEFAULTS,
  type FeedResponse,
  parseFeedUrl,
  safeFetch,
  type SafeFetchOptions,
} from './safe-fetch';
