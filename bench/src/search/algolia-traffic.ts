/** InstantSearch's highlight tags, which it sends with every query. */
const TAGS = { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' };
/** The layer's page size, which the native traffic pages by. */
const HITS_PER_PAGE = 12;

interface NativeSearch {
  q: string;
  /** Facet → values chosen (ORed); categories as `A/B` paths. */
  values: Map<string, string[]>;
  price: { from?: string; to?: string };
  sort: 'asc' | 'desc' | undefined;
  offset: number;
}

function parse(query: string): NativeSearch {
  const params = new URLSearchParams(query);
  const search: NativeSearch = { q: '', values: new Map(), price: {}, sort: undefined, offset: 0 };
  for (const [key, value] of params) {
    const filter = /^filters\[\d+\]\[\d+\]\[(\w+)\](?:\[(from|to)\])?$/.exec(key);
    if (key === 'q') search.q = value;
    else if (key === 'offset') search.offset = Number(value);
    else if (key.startsWith('sort[')) search.sort = value.toLowerCase() === 'desc' ? 'desc' : 'asc';
    else if (filter?.[1] === 'price' && filter[2] !== undefined) {
      search.price[filter[2] as 'from' | 'to'] = value;
    } else if (filter?.[1] !== undefined) {
      search.values.set(filter[1], [...(search.values.get(filter[1]) ?? []), value]);
    }
  }
  return search;
}

/** A refined facet as InstantSearch names it: a category path as its level's attribute. */
function facetFilter(facet: string, value: string): string {
  if (facet !== 'categories') return `${facet}:${value}`;
  const levels = value.split('/');
  return `categories.lvl${levels.length - 1}:${levels.join(' > ')}`;
}

/**
 * One native storefront search as InstantSearch.js sends it with a searchBox, refinement lists,
 * a hierarchical menu, a range input, sortBy on virtual replicas and pagination: the main query
 * (`facets: ["*"]` for dynamicWidgets, clickAnalytics, the highlight tags) and one
 * `analytics: false` query per refined facet, which counts that facet's other values without its
 * own refinement (docs/product/algolia-protocol.md#search).
 * @example algoliaBody('q=scarpe&sort[0][selling_price]=ASC', 'key') // '{"requests":[{"indexName":"key:selling_price:asc",…}]}'
 */
export function algoliaBody(query: string, shopKey: string): string {
  const search = parse(query);
  const indexName = search.sort ? `${shopKey}:selling_price:${search.sort}` : shopKey;
  const refined = [...search.values].map(([facet, values]) => ({
    facet: facet === 'categories' ? 'categories.lvl0' : facet,
    filter: values.map((value) => facetFilter(facet, value)),
  }));
  const numeric = [
    ...(search.price.from === undefined ? [] : [`price>=${search.price.from}`]),
    ...(search.price.to === undefined ? [] : [`price<=${search.price.to}`]),
  ];
  const base = { indexName, query: search.q, maxValuesPerFacet: 20, ...TAGS, userToken: 'bench' };
  const main = {
    ...base,
    clickAnalytics: true,
    facets: ['*'],
    hitsPerPage: HITS_PER_PAGE,
    page: Math.floor(search.offset / HITS_PER_PAGE),
    ...(refined.length === 0 ? {} : { facetFilters: refined.map((r) => r.filter) }),
    ...(numeric.length === 0 ? {} : { numericFilters: numeric }),
  };
  const others = (without: string) =>
    refined.filter((r) => r.facet !== without).map((r) => r.filter);
  const sub = (facet: string, facetFilters: string[][], numericFilters: string[]) => ({
    ...base,
    analytics: false,
    clickAnalytics: false,
    facets: facet,
    hitsPerPage: 0,
    page: 0,
    ...(facetFilters.length === 0 ? {} : { facetFilters }),
    ...(numericFilters.length === 0 ? {} : { numericFilters }),
  });
  const subs = [
    ...refined.map((r) => sub(r.facet, others(r.facet), numeric)),
    ...(numeric.length === 0 ? [] : [sub('price', others('price'), [])]),
  ];
  return JSON.stringify({ requests: [main, ...subs] });
}
