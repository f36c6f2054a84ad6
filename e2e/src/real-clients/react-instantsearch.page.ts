import algoliasearch from 'algoliasearch-v4/lite';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Hits,
  InstantSearch,
  RefinementList,
  SearchBox,
  Stats,
  type InstantSearchProps,
} from 'react-instantsearch';
import { APP_ID, pageConfig } from './page-config';

/**
 * A React InstantSearch 7 page on algoliasearch 4's lite client (the client most React shops still
 * run), moved to Trova by `hosts` only. Written without JSX so the e2e workspace needs no JSX
 * settings.
 */
const { host, key } = pageConfig();
// The helper's types name algoliasearch 5's client; 4's answers the same `search` call.
const searchClient = algoliasearch(APP_ID, key, {
  hosts: [{ url: host, protocol: 'http' }],
}) as unknown as InstantSearchProps['searchClient'];

interface ProductHit {
  objectID: string;
  title?: string;
}

function Hit({ hit }: { hit: ProductHit }) {
  return h('span', { className: 'hit-title', 'data-object-id': hit.objectID }, hit.title);
}

function App() {
  return h(
    InstantSearch,
    { searchClient, indexName: key },
    h(SearchBox, { placeholder: 'Search products' }),
    h(Stats),
    h(RefinementList, { attribute: 'brand' }),
    h(Hits<ProductHit>, { hitComponent: Hit }),
  );
}

const root = document.getElementById('app');
if (root) createRoot(root).render(h(App));
