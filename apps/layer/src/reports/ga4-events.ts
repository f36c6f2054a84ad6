import type { LayerConfiguration, SearchHit } from '@trova/contracts';

type Ga4 = LayerConfiguration['ga4'];

/** The list GA4 reports the clicks under, so the shop can tell search clicks apart. */
export const GA4_LIST = { item_list_id: 'trova_search', item_list_name: 'Trova search' } as const;

interface Ga4Window {
  gtag?: (...args: unknown[]) => void;
  dataLayer?: unknown[];
}

/**
 * Sends one GA4 event the way the shop installed Google's tag (docs/product/layer.md#ga4-events):
 * `gtag('event', …)` for gtag.js, or a `dataLayer` push for Tag Manager, with GA4's recommended
 * event names and parameters. Nothing without GA4 switched on, and nothing from the console's
 * preview: its searches belong to no shopper. Without gtag on the page nothing is sent; a missing
 * `dataLayer` is created, as Tag Manager expects events pushed before it loads.
 */
export function sendGa4(
  ga4: Ga4,
  preview: boolean,
  page: object,
  name: string,
  params: Record<string, unknown>,
): void {
  if (!ga4.isActive || preview) return;
  // Both globals belong to Google's snippets; the page may have neither.
  const win = page as Ga4Window;
  if (ga4.type === 'gtag') {
    if (typeof win.gtag === 'function') win.gtag('event', name, params);
    return;
  }
  const layer = Array.isArray(win.dataLayer) ? win.dataLayer : (win.dataLayer = []);
  // GA4's ecommerce events must clear the previous ecommerce object first (Tag Manager's rule).
  if ('ecommerce' in params) layer.push({ ecommerce: null });
  layer.push({ event: name, ...params });
}

/** GA4's `search` event: one per query the shopper searched. */
export function searchEvent(query: string): Record<string, unknown> {
  return { search_term: query };
}

/**
 * GA4's `select_item`: the product clicked, its 1-based place in the list and its price.
 * @example selectItemEvent(hit, 3, 'gtag') // { item_list_id: 'trova_search', …, items: [{ item_id, item_name, index: 3, price }] }
 */
export function selectItemEvent(
  hit: SearchHit,
  position: number,
  type: Ga4['type'],
): Record<string, unknown> {
  const item = {
    item_id: hit.header.externalId,
    item_name: hit.data.title,
    index: position,
    price: hit.pricing.sellingPrice,
    ...(hit.pricing.currency ? { currency: hit.pricing.currency } : {}),
    ...(typeof hit.data.brand === 'string' ? { item_brand: hit.data.brand } : {}),
  };
  const list = { ...GA4_LIST, items: [item] };
  return type === 'gtag' ? list : { ecommerce: list };
}
