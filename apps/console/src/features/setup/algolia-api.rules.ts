import type { SortValue } from '@trova/contracts';

/** What the Algolia clients are given (docs/product/algolia-protocol.md#credentials-and-names). */
export const ALGOLIA_APPLICATION_ID = 'trova';

/** The relevance sort is the index itself; no replica name. */
const RELEVANCE_SORT_KEY = 'score';

export interface AlgoliaHost {
  /** Host name, with no scheme or port, as the clients' `hosts[].url` takes it. */
  url: string;
  protocol: 'http' | 'https';
  /** Only when not the scheme's default. */
  port?: number;
}

/**
 * The server as an Algolia client's `hosts` entry, from the console's `baseurl` (or the page's
 * origin when it does not parse).
 * @example algoliaHost('https://search.example.com') // { url: 'search.example.com', protocol: 'https' }
 */
export function algoliaHost(baseurl: string, pageOrigin: string): AlgoliaHost {
  let url: URL;
  try {
    url = new URL(baseurl, pageOrigin);
  } catch {
    url = new URL(pageOrigin);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return url.port
    ? { url: url.hostname, protocol, port: Number(url.port) }
    : { url: url.hostname, protocol };
}

/**
 * The virtual replicas of the layout's active sort options: `<shopKey>:<sortKey>:<asc|desc>`;
 * relevance is the shop's index itself.
 * @example sortReplicas('k1', defaultSortValues()).map((r) => r.indexName) // ['k1', 'k1:selling_price:asc', 'k1:selling_price:desc']
 */
export function sortReplicas(
  shopKey: string,
  values: readonly SortValue[],
): { label: string; indexName: string }[] {
  return values
    .filter((value) => value.active)
    .map((value) => ({
      label: value.label,
      indexName:
        value.key === RELEVANCE_SORT_KEY
          ? shopKey
          : `${shopKey}:${value.key}:${value.value.value.toLowerCase()}`,
    }));
}

/**
 * A page with InstantSearch.js on Trova: the unmodified `algoliasearch` lite client pointed at the
 * server by `hosts`, the insights middleware's events by `host`
 * (docs/product/algolia-protocol.md#insights), a search box and hits. Strings are JSON-quoted, so
 * no key breaks the code.
 */
export function instantSearchSnippet(shopKey: string, host: AlgoliaHost): string {
  const hostEntry = [
    `url: ${JSON.stringify(host.url)}`,
    `protocol: ${JSON.stringify(host.protocol)}`,
    ...(host.port === undefined ? [] : [`port: ${host.port}`]),
    `accept: 'readWrite'`,
  ].join(', ');
  const key = JSON.stringify(shopKey);
  const origin = `${host.protocol}://${host.url}${host.port === undefined ? '' : `:${host.port}`}`;
  return `import { liteClient as algoliasearch } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js';
import { hits, searchBox } from 'instantsearch.js/es/widgets';

const searchClient = algoliasearch(${JSON.stringify(ALGOLIA_APPLICATION_ID)}, ${key}, {
  hosts: [{ ${hostEntry} }],
});

// Clicks and conversions go to Trova: without \`host\`, search-insights sends them to Algolia.
const search = instantsearch({
  indexName: ${key},
  searchClient,
  insights: { insightsInitParams: { host: ${JSON.stringify(origin)} } },
});
search.addWidgets([
  searchBox({ container: '#searchbox' }),
  hits({ container: '#hits' }),
]);
search.start();`;
}
