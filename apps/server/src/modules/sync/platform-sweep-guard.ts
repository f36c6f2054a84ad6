import { PlatformError } from '../platforms/index';

/** What an import's walk found, against what the store and the live catalogue say. */
export interface WalkCounts {
  /** Products the store's pages gave. */
  read: number;
  /** Valid products staged. */
  kept: number;
  /** How many products the store said it has (`check()`), when it says exactly. */
  storeCount: number | null;
  /** Products in the live catalogue now. */
  liveCount: number;
}

/**
 * The sweep deletes every live product the walk did not stage, so a walk a store cut short (an
 * empty or malformed page read as the end) would empty the catalogue and still say "complete".
 * Like a feed cut short, such a walk fails retryably and the live catalogue stays: nothing staged
 * while the catalogue has products, or fewer than half the products the store counted.
 * @example assertWalkComplete({ read: 0, kept: 0, storeCount: null, liveCount: 120 }); // throws platform-answer-invalid
 */
export function assertWalkComplete(counts: WalkCounts): void {
  if (counts.kept === 0 && counts.liveCount > 0) {
    throw new PlatformError(
      'platform-answer-invalid',
      `the store gave no products while the catalogue has ${counts.liveCount}: the catalogue was kept`,
      true,
    );
  }
  if (counts.storeCount !== null && counts.read * 2 < counts.storeCount) {
    throw new PlatformError(
      'platform-answer-invalid',
      `the store gave ${counts.read} of the ${counts.storeCount} products it counts: the catalogue was kept`,
      true,
    );
  }
}
