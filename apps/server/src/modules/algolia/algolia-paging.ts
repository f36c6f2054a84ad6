import { SEARCH_MAX_OFFSET } from '@trova/contracts';

/** The paging fields of a decoded query (`AlgoliaQuery`). */
export interface PageAsked {
  page: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
}

/**
 * The hits the engine reads for a query: pages start at `page × hitsPerPage` (or `offset`), and
 * nothing past SEARCH_MAX_OFFSET is read, like Algolia's own pagination limit.
 * @example engineWindow({ ...q, page: 2, hitsPerPage: 20 }) // { offset: 40, limit: 20 }
 */
export function engineWindow(q: PageAsked): {
  offset: number;
  limit: number;
} {
  const start = q.offset ?? q.page * q.hitsPerPage;
  const size = q.length ?? q.hitsPerPage;
  if (start >= SEARCH_MAX_OFFSET) return { offset: SEARCH_MAX_OFFSET, limit: 0 };
  return { offset: start, limit: Math.min(size, SEARCH_MAX_OFFSET - start) };
}

/**
 * nbPages for the hitsPerPage asked: the pages holding reachable hits (the first maxOffset).
 * @example nbPagesOf(41, 20) // 3
 */
export function nbPagesOf(nbHits: number, hitsPerPage: number): number {
  if (hitsPerPage <= 0) return 0;
  return Math.ceil(Math.min(nbHits, SEARCH_MAX_OFFSET) / hitsPerPage);
}
