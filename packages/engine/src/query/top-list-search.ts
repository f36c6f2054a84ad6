import type { DocStore } from '../index/doc-store.js';
import { countedFacets, type ResolvedSchema } from '../schema.js';
import { analyzeQuery, type Slot, type SynonymTable } from './query-analyzer.js';
import { listWord, type TopLists } from './top-lists.js';
import type { Hit, SearchQuery, SearchResult } from './types.js';

/** What answering from lists needs from an index. */
export interface ListState {
  schema: ResolvedSchema;
  store: DocStore;
  synonyms: SynonymTable;
  lists: TopLists;
}

// ASCII letters and digits fold to their lower case and tokenise to one plain token, so such a
// query's only slot is that token whatever the stop words; a list exists for it only if that slot
// is a `listWord` (checked when the lists were built).
const PLAIN = /^[A-Za-z0-9]+$/;

function hasKeys(o: object): boolean {
  for (const k in o) if (Object.hasOwn(o, k)) return true;
  return false;
}

/**
 * Answers a one-word search from the precomputed top lists, or returns null when the exhaustive
 * path must run (then `analysed.slots` holds the query's analysis when it was made, so the
 * exhaustive path need not repeat it): anything that changes the result set or its order (filters, sort,
 * merchandising, exact words only), explanations, or a page beyond the list. When it answers,
 * the result equals the exhaustive one: same hits, order, highlights, total and facet counts.
 */
export function searchTopLists(
  st: ListState,
  query: SearchQuery,
  analysed: { slots: Slot[] | null } = { slots: null },
): SearchResult | null {
  const { lists, store, schema } = st;
  if (query.explain === true || query.merchandising !== undefined) return null;
  if ((query.prefix ?? true) !== true) return null;
  if (query.sort !== undefined && query.sort.length > 0) return null;
  if (query.filters !== undefined && hasKeys(query.filters)) return null;
  if (query.where !== undefined) return null;
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.max(0, Math.floor(query.limit ?? 20));
  // Written so that NaN (which the exhaustive path tolerates) also falls through.
  if (!(offset + limit <= lists.size)) return null;
  const q = query.q ?? '';
  let word: string | null;
  if (PLAIN.test(q)) word = q.toLowerCase();
  else {
    // With `prefix` true, as checked above: the analysis the exhaustive path would make.
    analysed.slots = analyzeQuery(q, schema, st.synonyms, true);
    word = listWord(analysed.slots);
  }
  if (word === null) return null;
  const e = lists.entry(word);
  if (e === undefined) return null;
  const highlight = query.highlight !== false;
  const named = Array.isArray(query.highlight) ? new Set<string>(query.highlight) : undefined;
  const end = Math.min(lists.docStart[e]! + offset + limit, lists.docStart[e + 1]!);
  const hits: Hit[] = [];
  for (let h = lists.docStart[e]! + offset; h < end; h++) {
    const d = lists.docs[h]!;
    const hit: Hit = { id: store.ids[d]!, document: store.stored[d] ?? {} };
    if (highlight) hit.highlights = lists.highlightsOf(h, named);
    hits.push(hit);
  }
  const names = query.facets ?? countedFacets(schema);
  const facets = lists.facets.read(e, names, query.maxValuesPerFacet ?? 50);
  return { hits, total: lists.totals[e]!, facets };
}
