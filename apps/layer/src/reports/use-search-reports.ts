import type { SearchHit } from '@trova/contracts';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import type { ShownResults } from '../overlay/layer-search.state';
import type { OverlayContext } from '../protocol/layer-protocol';
import { parseSeoFragment, seoFragment } from '../seo/seo-address';
import { rememberSearch } from '../loader/search-memory';
import { searchEvent, selectItemEvent, sendGa4 } from './ga4-events';

type ReportContext = Pick<OverlayContext, 'config' | 'previewToken'>;

/** The page's address with another fragment, without a navigation or a `hashchange`. */
function replaceFragment(win: Window, fragment: string): void {
  const { pathname, search } = win.location;
  try {
    win.history.replaceState(win.history.state, '', `${pathname}${search}${fragment}`);
  } catch {
    // Pages that cannot change their address (sandboxed frames, about:srcdoc) keep theirs.
  }
}

/**
 * What a shown search tells the page: a GA4 `search` event once per new query, and, with readable
 * addresses on, the search in the address's fragment, so a reload or a shared link reopens it
 * (docs/product/layer.md#seo-friendly-addresses). The fragment the page had comes back on close.
 * Each answer with a queryID is remembered for the shop's later pages (src/loader/search-memory.ts).
 */
export function useSearchReports(context: ReportContext, shown: ShownResults | undefined): void {
  const { config, previewToken } = context;
  const reportedRef = useRef<string | undefined>(undefined);
  const originalRef = useRef<string | undefined>(undefined);

  // A layout effect: the address follows the results in the same frame, even if closed at once.
  useLayoutEffect(() => {
    if (!shown) return;
    const q = shown.request.q.trim();
    // The queryID the shop's later pages hand on with a cart or purchase; not the owner's preview.
    if (shown.queryID && previewToken === undefined) {
      const ids = shown.hits.map((hit) => hit.header.externalId);
      rememberSearch(window, config.key, shown.queryID, ids);
    }
    if (q && q !== reportedRef.current) {
      reportedRef.current = q;
      sendGa4(config.ga4, previewToken !== undefined, window, 'search', searchEvent(q));
    }
    if (!config.seo.isActive) return;
    // A page opened on a search address goes back to no fragment, not to the search.
    const { hash } = window.location;
    originalRef.current ??= parseSeoFragment(config.seo, hash) ? '' : hash;
    replaceFragment(window, seoFragment(config.seo, shown.request));
  }, [shown, config, previewToken]);

  useEffect(
    () => () => {
      if (originalRef.current !== undefined) replaceFragment(window, originalRef.current);
    },
    [],
  );
}

/**
 * A product opened from the results: a `click` for Trova's events (`window.trova.track`, which the
 * loader sends with the shopper's token and device) naming the answer's `queryID` and the 1-based
 * position, and, with GA4 on, a `select_item`.
 */
export function reportClick(
  context: ReportContext,
  hit: SearchHit,
  position: number,
  queryID: string | undefined,
): void {
  window.trova?.track('click', {
    objectIDs: [hit.header.externalId],
    positions: [position],
    queryID,
  });
  // The click's search becomes the product's newest (docs/product/layer.md#the-queryid-on-the-shops-pages).
  if (queryID && context.previewToken === undefined) {
    rememberSearch(window, context.config.key, queryID, [hit.header.externalId]);
  }
  const { ga4 } = context.config;
  sendGa4(
    ga4,
    context.previewToken !== undefined,
    window,
    'select_item',
    selectItemEvent(hit, position, ga4.type),
  );
}
