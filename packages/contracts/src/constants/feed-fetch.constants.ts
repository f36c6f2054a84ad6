/**
 * How much of a shop's feed is fetched, and how slowly it may arrive
 * (docs/product/catalogue.md#feed-formats-and-limits). A feed past one of these is cut off: too
 * large with `feed-too-large`, too slow with `feed-too-slow`, both reported as `gs-bad-feed` and
 * never retried, so that no feed holds a sync slot for long.
 */

/** Bytes of a feed, counted as sent and again once unpacked (a gzip bomb stops here): 512 MiB. */
export const FEED_MAX_BYTES = 512 * 1024 ** 2;

/** The whole download, from the request to the last byte: 15 minutes. */
export const FEED_FETCH_TIMEOUT_SECONDS = 15 * 60;

/** Longest silence of the feed's server, before the answer or between two pieces of it. */
export const FEED_IDLE_TIMEOUT_SECONDS = 30;

/**
 * The slowest a feed may arrive, averaged over each {@link FEED_RATE_WINDOW_SECONDS} once
 * {@link FEED_RATE_GRACE_SECONDS} have passed: 32 KiB/s. A window in which Trova itself was not
 * reading (busy storing products) is not held against the feed.
 */
export const FEED_MIN_BYTES_PER_SECOND = 32 * 1024;

/** How long a feed may start slowly (a generated feed warming up) before its rate is checked. */
export const FEED_RATE_GRACE_SECONDS = 60;

/** The span over which a feed's rate is averaged. */
export const FEED_RATE_WINDOW_SECONDS = 60;

/** Redirects followed, each checked again. */
export const FEED_MAX_REDIRECTS = 5;
