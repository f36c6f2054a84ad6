import {
  defaultLayout,
  layerConfigurationSchema,
  searchHitSchema,
  searchQuerySchema,
  searchResponseSchema,
  type LayerConfiguration,
  type SearchHit,
  type SearchResponse,
} from '@trova/contracts';

export const STUB_KEY = 'stub-shop';

/**
 * A published shop's layer configuration, parsed with the contract so the stub answers exactly
 * what the server will: instant results from 2 characters, full screen, a brand facet and a colour
 * on the card.
 */
export function stubConfiguration(overrides: Partial<LayerConfiguration> = {}): LayerConfiguration {
  const layout = defaultLayout();
  layout.desktop = { ...layout.desktop, typing: 2, minChars: 2, layout: 1, perPage: 1 };
  layout.facets = [
    {
      name: 'brand',
      label: 'Brand',
      type: 'checkbox-MC',
      active: true,
      isCategory: false,
      withSearch: false,
      filterSorting: 'results',
    },
  ];
  layout.card = { configurableAttributes: [{ key: 'color', label: 'Colour', type: 'value' }] };
  return layerConfigurationSchema.parse({
    key: STUB_KEY,
    version: '0.1.0',
    language: 'en',
    layout,
    labels: {},
    selector: { selectorId: 'shop-search', desktop: '', mobile: '', isId: true },
    facets: ['brand', 'price'],
    resultFields: ['color'],
    seo: { isActive: false, searchWord: 'search', order: [], translations: {} },
    ga4: { isActive: false, type: 'gtag' },
    features: { showcase: false, icebreaker: false },
    suggestions: [],
    preview: false,
    ...overrides,
  });
}

const NAMES = [
  ['Running shoe', 'Acme', 'Red'],
  ['Trail shoe', 'Acme', 'Blue'],
  ['Court shoe', 'Zeta', 'White'],
  ['Running sock', 'Zeta', 'Black'],
  ['Shoe horn', 'Acme', 'Brown'],
  ['Walking shoe', 'Zeta', 'Grey'],
  ['Shoe bag', 'Acme', 'Green'],
  ['Canvas shoe', 'Zeta', 'Beige'],
] as const;

/** The stub catalogue, each hit parsed with the contract's hit schema. */
export function stubProducts(origin: string): SearchHit[] {
  return NAMES.map(([title, brand, color], index) =>
    searchHitSchema.parse({
      header: { externalId: `sku-${index + 1}`, imagePrefix: '' },
      data: {
        title,
        brand,
        color,
        image: [`${origin}/img/missing-${index + 1}.jpg`],
        url: `${origin}/p/sku-${index + 1}`,
      },
      pricing: { sellingPrice: 19.9 + index * 10, currency: 'EUR' },
    }),
  );
}

/** The `queryID` every stub answer carries (32 lowercase hex characters, as the contract's). */
export const STUB_QUERY_ID = 'c0ffee'.padEnd(32, '0');

/**
 * The stub's search: titles containing the text, brand filters, price ranges, brand and price
 * stats, highlights of the text in titles, and "shoe" suggested for "shoo"; the answer is parsed
 * with the contract.
 */
export function stubSearch(
  hits: SearchHit[],
  query: ReturnType<typeof searchQuerySchema.parse>,
): SearchResponse {
  const needle = query.q.trim().toLowerCase();
  const filters = query.filters.flat();
  const brands = new Set(
    filters.flatMap((filter) => (filter.brand === undefined ? [] : [filter.brand])),
  );
  const price = filters.flatMap((filter) =>
    typeof filter.price === 'object' ? [filter.price] : [],
  );
  const inPrice = (value: number) =>
    price.every((range) => value >= (range.from ?? -Infinity) && value <= (range.to ?? Infinity));
  const matching = hits.filter(
    (hit) =>
      hit.data.title.toLowerCase().includes(needle) &&
      (brands.size === 0 || brands.has(hit.data.brand ?? '')) &&
      inPrice(hit.pricing.sellingPrice),
  );
  const stats: SearchResponse['stats'] = { brand: {} };
  for (const hit of matching) {
    const brand = stats.brand ?? {};
    brand[hit.data.brand ?? ''] = (brand[hit.data.brand ?? ''] ?? 0) + 1;
  }
  const prices = matching.map((hit) => hit.pricing.sellingPrice);
  if (prices.length > 0) stats.price = { min: Math.min(...prices), max: Math.max(...prices) };
  const results = matching.slice(query.offset, query.offset + query.limit).map((hit) => {
    const at = hit.data.title.toLowerCase().indexOf(needle);
    return needle && query.highlight === '1'
      ? { ...hit, highlights: { title: [[at, at + needle.length] as [number, number]] } }
      : hit;
  });
  return searchResponseSchema.parse({
    results,
    results_count: matching.length,
    stats,
    queryID: STUB_QUERY_ID,
    ...(matching.length === 0 && needle === 'shoo' ? { didYouMean: 'shoe' } : {}),
  });
}

/** The query the layer sent, as the server's contract reads it. */
export function parseSearchUrl(url: string): ReturnType<typeof searchQuerySchema.parse> {
  return searchQuerySchema.parse(Object.fromEntries(new URL(url).searchParams));
}

/**
 * A `fetch` that answers every search like the stub shop, and the URLs it was asked, in order.
 * @example const { urls, fetchImpl } = stubSearchFetch('https://t.example');
 */
export function stubSearchFetch(origin: string): { urls: string[]; fetchImpl: typeof fetch } {
  const urls: string[] = [];
  const fetchImpl = (input: RequestInfo | URL): Promise<Response> => {
    const url = input instanceof Request ? input.url : input.toString();
    urls.push(url);
    const body = stubSearch(stubProducts(origin), parseSearchUrl(url));
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  };
  return { urls, fetchImpl };
}
