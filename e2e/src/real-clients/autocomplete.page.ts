import { autocomplete, getAlgoliaResults } from '@algolia/autocomplete-js';
import { createQuerySuggestionsPlugin } from '@algolia/autocomplete-plugin-query-suggestions';
import { liteClient } from 'algoliasearch/lite';
import { APP_ID, pageConfig } from './page-config';

/**
 * Autocomplete as Algolia documents it: a products source read with `getAlgoliaResults` and the
 * query-suggestions plugin on the shop's suggestions index (`<shopKey>:query_suggestions`), both on
 * algoliasearch 5's lite client moved to Trova by `hosts` only.
 */
const { host, key } = pageConfig();
const [hostname = '', port = '80'] = host.split(':');
const searchClient = liteClient(APP_ID, key, {
  hosts: [{ url: hostname, port: Number(port), protocol: 'http', accept: 'readWrite' }],
});

interface ProductItem extends Record<string, unknown> {
  objectID: string;
  title: string;
  price: number;
}

const querySuggestions = createQuerySuggestionsPlugin({
  // The plugin's types name algoliasearch 4's client (absent here, so unreadable to the type
  // checker); at run time it calls the same `search` method of 5's.
  searchClient: searchClient as never,
  indexName: `${key}:query_suggestions`,
  getSearchParams: () => ({ hitsPerPage: 5 }),
});

autocomplete<ProductItem>({
  container: '#autocomplete',
  placeholder: 'Search products',
  openOnFocus: true,
  // The default reads the classic theme's CSS, which this page does not load: empty, it would
  // match every screen and open the search in a detached overlay.
  detachedMediaQuery: 'none',
  plugins: [querySuggestions],
  getSources: ({ query }) => [
    {
      sourceId: 'products',
      getItems: () =>
        getAlgoliaResults<ProductItem>({
          searchClient,
          queries: [{ indexName: key, params: { query, hitsPerPage: 4, clickAnalytics: true } }],
        }),
      templates: {
        item: ({ item, components, html }) =>
          html`<span class="product" data-object-id="${item.objectID}"
            >${components.Highlight({ hit: item, attribute: 'title' })}
            <b class="product-price">${String(item.price)}</b></span
          >`,
      },
    },
  ],
});
