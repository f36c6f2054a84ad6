import type { SortDirection } from '@trova/contracts';
import type { Device } from '../layout/device';

/**
 * Limits of the public search's query (contracts `searchQuerySchema`, docs/product/search-api.md
 * #parameters), repeated because that module builds zod schemas the overlay must not bundle. A
 * test keeps them equal to the contract's.
 */
export const SEARCH_LIMITS = {
  queryMax: 500,
  valueMax: 500,
  limitMax: 100,
  offsetMax: 10_000,
  facetName: /^[A-Za-z0-9_]{1,64}$/,
} as const;

export interface SortEntry {
  key: string;
  direction: SortDirection;
}

export interface RangeFilter {
  from?: number;
  to?: number;
}

export interface SearchParams {
  q: string;
  /** facet → chosen values: values of one facet are ORed, facets ANDed. */
  filters: Readonly<Record<string, readonly string[]>>;
  /** facet → range, for number facets such as price. */
  ranges?: Readonly<Record<string, RangeFilter>>;
  /** The chosen sort option first, then its tie-breakers. */
  sort: readonly SortEntry[];
  offset: number;
  limit: number;
  highlight: boolean;
  previewToken?: string | undefined;
  /** The shopper's anonymous token (src/loader/user-token.ts), shared with their events. */
  userToken?: string | undefined;
  /** The design this visit gets (src/layout/device.ts), the device the shopper's events carry. */
  device?: Device | undefined;
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.floor(value) || 0));

/**
 * The search call's query string: `filters[i][j][facet]=value` with one group `i` a facet,
 * `filters[i][0][facet][from|to]` for ranges, `sort[n][key]=ASC|DESC`. Facet and sort names the
 * API would refuse (anything but letters, digits and `_`) are left out rather than failing the
 * whole search; so are values over its length limit.
 *
 * @example
 * buildSearchQuery({ q: 'shoe', filters: { brand: ['Acme'] }, sort: [{ key: 'selling_price', direction: 'ASC' }], offset: 0, limit: 12, highlight: true });
 * // 'q=shoe&filters%5B0%5D%5B0%5D%5Bbrand%5D=Acme&sort%5B0%5D%5Bselling_price%5D=ASC&offset=0&limit=12&highlight=1'
 */
export function buildSearchQuery(params: SearchParams): string {
  const query = new URLSearchParams();
  query.set('q', params.q.slice(0, SEARCH_LIMITS.queryMax));
  let group = 0;
  for (const [facet, values] of Object.entries(params.filters)) {
    if (!SEARCH_LIMITS.facetName.test(facet)) continue;
    const kept = values.filter((value) => value.length <= SEARCH_LIMITS.valueMax);
    if (kept.length === 0) continue;
    kept.forEach((value, index) => query.append(`filters[${group}][${index}][${facet}]`, value));
    group += 1;
  }
  for (const [facet, range] of Object.entries(params.ranges ?? {})) {
    if (!SEARCH_LIMITS.facetName.test(facet)) continue;
    const bounds = (['from', 'to'] as const).filter((end) => Number.isFinite(range[end]));
    if (bounds.length === 0) continue;
    for (const end of bounds)
      query.append(`filters[${group}][0][${facet}][${end}]`, String(range[end]));
    group += 1;
  }
  params.sort
    .filter((entry) => SEARCH_LIMITS.facetName.test(entry.key))
    .forEach((entry, index) => query.append(`sort[${index}][${entry.key}]`, entry.direction));
  query.set('offset', String(clamp(params.offset, SEARCH_LIMITS.offsetMax)));
  query.set('limit', String(clamp(params.limit, SEARCH_LIMITS.limitMax)));
  if (params.highlight) query.set('highlight', '1');
  if (params.previewToken) query.set('preview', params.previewToken);
  if (params.userToken) query.set('userToken', params.userToken);
  if (params.device) query.set('device', params.device);
  return query.toString();
}

/** `GET <origin>/API/shops/<key>/search?…` (contracts `searchApi.search`). */
export function searchUrl(apiOrigin: string, shopKey: string, params: SearchParams): string {
  return `${apiOrigin}/API/shops/${encodeURIComponent(shopKey)}/search?${buildSearchQuery(params)}`;
}
