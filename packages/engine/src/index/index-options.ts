import type { TopListOptions } from '../query/top-lists.js';
import type { QuerySettings } from '../query-settings.js';

/** How an index is built; not stored in its bytes, so pass the same to `deserializeIndex`. */
export interface IndexOptions {
  /** Precomputed answers for frequent one-word queries (default on); false builds none. */
  topLists?: TopListOptions | false;
  /**
   * Answers of text-less searches (browsing by filters) kept until the documents or settings
   * change, least recently used out; default 256, 0 keeps none (see `BrowseAnswers`).
   */
  browseAnswers?: number;
}

/** How `deserializeIndex` loads an index. */
export interface LoadOptions extends IndexOptions {
  /**
   * The shop's current query settings, in place of those stored with the index: the same as
   * `setQuerySettings` after loading, without first building top lists it may have to drop.
   */
  querySettings?: QuerySettings;
}

let lastRevision = 0;

/** One counter for every index, so two index states of one process never share a revision. */
export function nextRevision(): number {
  return ++lastRevision;
}
