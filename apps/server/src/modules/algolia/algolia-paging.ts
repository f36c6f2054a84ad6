import { SEARCH_MAX_OFFSET } from '@trova/contracts';
import { AlgoliaProtocolError } from './algolia-protocol.error';

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

/**
 * Refuses a call whose search queries read more than `max` hits together (facet queries read
 * none): each hit is mapped, highlighted and written on the request thread, so 50 queries of
 * 1,000 would build an answer of hundreds of megabytes. InstantSearch's side queries ask 0.
 * @example checkCallHits([{ type: 'default', page: 0, hitsPerPage: 600 }, { type: 'default', page: 0, hitsPerPage: 600 }], 1000) // throws 400
 */
export function checkCallHits(
  queries: readonly (PageAsked & { type: 'default' | 'facet' })[],
  max: number,
): void {
  let hits = 0;
  for (const q of queries) if (q.type === 'default') hits += engineWindow(q).limit;
  if (hits > max) throw new AlgoliaProtocolError(400, `At most ${max} hits in one call`);
}
