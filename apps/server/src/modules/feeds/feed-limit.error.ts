import { FEED_LIMITS, type FeedLimitName, type FeedLimits } from '@trova/contracts';
import { FeedError } from './feed-errors';

/**
 * A feed refused whole for crossing one of its bounds (docs/product/catalogue.md#feed-limits):
 * `limit` names which, so the owner's `gs-bad-feed` says what to fix.
 */
export class FeedLimitError extends FeedError {
  constructor(
    readonly limit: FeedLimitName,
    /** What was crossed, in words; `message` adds the limit's name. */
    readonly detail: string,
  ) {
    super('feed-limit-exceeded', `${detail} (limit ${limit})`);
  }
}

/** The limits a parse runs under: the contracts' values unless a caller (a test) narrows them. */
export function feedLimits(overrides: Partial<FeedLimits> = {}): FeedLimits {
  return { ...FEED_LIMITS, ...overrides };
}
