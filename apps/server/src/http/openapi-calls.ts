import {
  API_PREFIX,
  catalogueApi,
  catalogueBatchSchema,
  catalogueProductSchema,
  CATALOGUE_BATCH_MAX_ITEMS,
  EVENTS_BATCH_MAX,
  eventsApi,
  shopperEventSchema,
  layerApi,
  PREVIEW_TOKEN_TTL_SECONDS,
  RECOMMEND_MAX_PRODUCTS,
  RECOMMEND_MAX_RULES,
  recommendApi,
  searchApi,
  type ApiCall,
} from '@trova/contracts';
import { z } from 'zod';

/** One call on the OpenAPI page: the contract object itself plus the words a reader needs. */
export interface DocumentedCall {
  call: ApiCall;
  tag: string;
  summary: string;
  description: string;
  /** Schemas shown instead of the contract's where the contract validates in a second step. */
  documentedBody?: z.ZodType;
}

export const PUSH_API_TAG = 'Push API';
export const SEARCH_API_TAG = 'Search API';
export const LAYER_API_TAG = 'Storefront layer';

/** The push API validates upserts one by one (to report bad items by index); readers need the shape. */
const documentedBatch = z.object({
  ...catalogueBatchSchema.shape,
  upserts: z.array(catalogueProductSchema).max(CATALOGUE_BATCH_MAX_ITEMS).default([]),
});

/** The events call checks each event in a second step (to answer bad ones by index). */
const documentedEvents = z.object({
  events: z.array(shopperEventSchema).min(1).max(EVENTS_BATCH_MAX),
});

/**
 * What the OpenAPI document lists: the integration surface third parties build on. Console calls
 * stay out: they change with the console and need a session, not an API key.
 */
export const DOCUMENTED_CALLS: readonly DocumentedCall[] = [
  {
    call: catalogueApi.registerShop,
    tag: PUSH_API_TAG,
    summary: 'Register a shop',
    description:
      'Registers a shop of the customer that owns the API key. It waits to be configured in the ' +
      'console. Answers `id` (for the product calls) and `key` (the public search key).',
  },
  {
    call: catalogueApi.pushProducts,
    tag: PUSH_API_TAG,
    summary: 'Upsert and delete products',
    description:
      `A batch of at most ${CATALOGUE_BATCH_MAX_ITEMS} upserts and deletes, applied all or ` +
      'nothing. One invalid product rejects the batch with 400 `catalogue-batch-invalid` and ' +
      '`details.items` (index, id, issues). The index is rebuilt shortly after the last batch; ' +
      'search keeps answering from the previous index meanwhile. A shop of another customer ' +
      'answers 404 `shop-not-found`.',
    documentedBody: documentedBatch,
  },
  {
    call: searchApi.search,
    tag: SEARCH_API_TAG,
    summary: 'Search a shop',
    description:
      'Public, CORS open to every origin; storefronts call it with the shop key. Filters and sort ' +
      'use brackets: `filters[i][j][facet]=value` (groups `i` are ANDed, values `j` of one facet ' +
      'ORed), `filters[i][j][price][from]=10&filters[i][j][price][to]=50` for ranges, ' +
      '`sort[0][price]=ASC|DESC`. Answers the products, `results_count` and `stats` (facet value ' +
      '→ count, `categories` path → count, `price` `{ min, max }`). Each search counts as one ' +
      "request of the shop this month. `highlight=1` adds each hit's matched `[start, end)` " +
      'ranges per text field (`highlights`). A `preview` token from the console answers the shop ' +
      "even unpublished, counts nothing and honours `explain=1` (each hit's `explain`); a token " +
      'of another shop or expired answers 401 `preview-token-invalid`. Unpublished shops answer ' +
      '403 `shop-not-published`; too many calls from one address answer 429 `too-many-requests` ' +
      'with `Retry-After`.',
  },
  {
    call: layerApi.configuration,
    tag: LAYER_API_TAG,
    summary: "A shop's public layer configuration",
    description:
      'Public, CORS open to every origin: what the storefront layer needs besides search (layout ' +
      'with defaults, facet labels, selector, facets, results fields, SEO-friendly URLs, GA4, the ' +
      'plan features, icebreaker suggestions and the pinned layer version). Browsers may keep it ' +
      'a minute. Unpublished shops answer 403 `shop-not-published` unless `preview` carries a ' +
      `token the console issued for this shop (valid ${PREVIEW_TOKEN_TTL_SECONDS / 60} minutes); ` +
      'an invalid one answers 401 `preview-token-invalid`. Shares the storefront rate limit with ' +
      'search (429 `too-many-requests`).',
  },
  {
    call: recommendApi.recommend,
    tag: LAYER_API_TAG,
    summary: "A shop's recommendations for a page",
    description:
      'Public, CORS open to every origin: the Visual Machine recommendations that apply to a ' +
      '`context`: `showcase` and `noResults` (with `q`) answer the in-layer rules; `external` ' +
      "(with `tag` and the page's `category`, `brand`, `price`) and `product` (with `tag` and " +
      '`productId`) the external rules of that tag. Each rule whose schedule and JSON condition ' +
      `hold answers, in list order (at most ${RECOMMEND_MAX_RULES}), its id, name, tag, ` +
      `visualization and up to its size (at most ${RECOMMEND_MAX_PRODUCTS}) products shaped like ` +
      'search hits. Never counted as a search. Unknown keys answer 404 `shop-not-found`, ' +
      "unpublished shops 403 `shop-not-published` unless `preview` carries the console's token. " +
      'Shares the storefront rate limit with search.',
  },
  {
    call: eventsApi.send,
    tag: SEARCH_API_TAG,
    summary: "Send shoppers' events",
    description:
      `Public, CORS open to every origin: up to ${EVENTS_BATCH_MAX} events (search, click, ` +
      'add-to-cart, checkout, purchase) after Algolia Insights, `queryID` taken from the search ' +
      'answer. Each event is checked on its own; the answer counts the accepted ones and lists the ' +
      'others by index with a reason (`invalid-shape`, `too-old`, `in-the-future`, ' +
      '`missing-objects`, `positions-mismatch`). Unknown keys answer 404 `shop-not-found`, ' +
      'unpublished shops 403 `shop-not-published`. Shares the storefront rate limit with search.',
    documentedBody: documentedEvents,
  },
];

/** `GET /API/shops/:shopKey/search` → the entry, as @fastify/swagger names routes. */
export function documentedCallsByRoute(): Map<string, DocumentedCall> {
  return new Map(
    DOCUMENTED_CALLS.map((entry) => [
      routeKey(entry.call.method, `${API_PREFIX}${entry.call.path}`),
      entry,
    ]),
  );
}

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
