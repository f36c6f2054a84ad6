import { liteClient } from 'algoliasearch/lite';
import instantsearch from 'instantsearch.js';
import {
  configure,
  dynamicWidgets,
  hierarchicalMenu,
  hits,
  pagination,
  rangeInput,
  refinementList,
  searchBox,
  sortBy,
  stats,
} from 'instantsearch.js/es/widgets';
import aa from 'search-insights';
import { APP_ID, pageConfig, testWindow } from './page-config';

/**
 * A storefront's InstantSearch.js 4 page as Algolia documents it, moved to Trova by `hosts` only:
 * algoliasearch 5's lite client, the widgets a shop's category page uses, and the insights
 * middleware given the page's own search-insights (no script from a CDN).
 */
const { host, key, userToken } = pageConfig();
const [hostname = '', port = '80'] = host.split(':');
const searchClient = liteClient(APP_ID, key, {
  hosts: [{ url: hostname, port: Number(port), protocol: 'http', accept: 'readWrite' }],
});

const search = instantsearch({
  indexName: key,
  searchClient,
  insights: {
    insightsClient: aa,
    insightsInitParams: { useCookie: true, userToken, host: `http://${host}` },
  },
});

search.addWidgets([
  // Pages of four, so the generated catalogue's answers take several pages.
  configure({ hitsPerPage: 4 }),
  searchBox({ container: '#searchbox', placeholder: 'Search products' }),
  stats({
    container: '#stats',
    templates: { text: ({ nbHits }, { html }) => html`<span class="nb-hits">${nbHits}</span>` },
  }),
  refinementList({ container: '#brand', attribute: 'brand', operator: 'or', searchable: true }),
  rangeInput({ container: '#price', attribute: 'price' }),
  hierarchicalMenu({
    container: '#categories',
    attributes: ['categories.lvl0', 'categories.lvl1'],
  }),
  sortBy({
    container: '#sort',
    items: [
      { label: 'Relevance', value: key },
      { label: 'Price ascending', value: `${key}:selling_price:asc` },
    ],
  }),
  // The layout's facet order decides which of these show (`renderingContent`).
  dynamicWidgets({
    container: '#dynamic',
    widgets: [
      (container) => refinementList({ container, attribute: 'color' }),
      (container) => refinementList({ container, attribute: 'material' }),
    ],
  }),
  hits({
    container: '#hits',
    templates: {
      item: (hit, { html, components, sendEvent }) =>
        html`<article data-object-id="${hit.objectID}">
          <a
            class="hit-title"
            href="#${hit.objectID}"
            onClick=${() => sendEvent('click', hit, 'Product Clicked')}
            >${components.Highlight({ hit, attribute: 'title' })}</a
          >
          <span class="hit-price">${String(hit.price)}</span>
        </article>`,
    },
  }),
  pagination({ container: '#pagination' }),
]);

search.start();
testWindow.aa = aa as unknown as (...args: unknown[]) => unknown;
