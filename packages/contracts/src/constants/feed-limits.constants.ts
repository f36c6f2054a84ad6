/**
 * Bounds on one product feed (docs/product/catalogue.md#feed-limits). A feed over any of them is
 * refused whole: nothing of it is applied, the shop keeps its previous catalogue and the owner gets
 * `gs-bad-feed` naming the limit. Real Merchant Center feeds stay far below each one. The feed's
 * bytes are bounded where it is fetched (`FEED_MAX_BYTES`).
 */
export const FEED_LIMITS = {
  /** Elements open at once, the root included; an item's deepest attribute (`g:shipping > g:price`) sits at 5. */
  maxDepth: 32,
  /** Characters of one item, its tags included (one row of a text feed), as decoded. */
  maxItemChars: 1024 * 1024,
  /** Elements inside one item, the item itself included. */
  maxItemElements: 2000,
  /** Attributes (namespace declarations included) on one element. */
  maxAttributes: 64,
} as const;

export type FeedLimits = { readonly [K in keyof typeof FEED_LIMITS]: number };

/**
 * Defaults of the budget each feed parse gets in its worker thread; operators change them with
 * TROVA_FEED_PARSE_TIME_MS and TROVA_FEED_PARSE_MEMORY_MB. `parseTimeMs` counts only the time the
 * worker spends reading what it was given, never the wait for the network.
 */
export const FEED_PARSE_BUDGET_DEFAULTS = {
  parseTimeMs: 5 * 60_000,
  parseMemoryMb: 256,
} as const;

/** What a refused feed names: one of {@link FEED_LIMITS} or of the worker's budget. */
export const FEED_LIMIT_NAMES = [
  'maxDepth',
  'maxItemChars',
  'maxItemElements',
  'maxAttributes',
  'parseTimeMs',
  'parseMemoryMb',
] as const;
export type FeedLimitName = (typeof FEED_LIMIT_NAMES)[number];

/**
 * Why a feed item was skipped, as sync details name it; the console words each code
 * (docs/product/translation.md). `field` names the catalogue field concerned, when one is.
 */
export const FEED_ITEM_ERROR_CODES = [
  'price-invalid',
  'field-missing',
  'field-too-long',
  'field-invalid',
  'xml-malformed',
  'item-cut-off',
] as const;
export type FeedItemErrorCode = (typeof FEED_ITEM_ERROR_CODES)[number];
