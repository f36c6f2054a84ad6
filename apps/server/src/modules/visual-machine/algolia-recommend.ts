import { RECOMMEND_MAX_PRODUCTS, type SavedRecommendation, type SearchHit } from '@trova/contracts';
import type { ModelAsk } from './recommend.service';

/**
 * A refusal of the Algolia Recommend protocol, answered `{ message, status }` with a 4xx: the
 * clients retry another host on a 5xx (docs/product/algolia-protocol.md#errors).
 */
export class RecommendProtocolError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Requests one call may carry. */
export const RECOMMEND_REQUESTS_MAX = 50;

/** One decoded request of `POST /1/indexes/*\/recommendations`. */
export interface RecommendRequest {
  indexName: string;
  model: string;
  objectID: string | undefined;
  threshold: number;
  maxRecommendations: number;
  facetName: string | undefined;
  facetValue: string | undefined;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : undefined;
}

function number(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Reads the body `@algolia/recommend` and algoliasearch 5 send (`{ requests: [...] }`, as a JSON
 * string or parsed), tolerating every parameter Trova has no use for. Throws a 400
 * {@link RecommendProtocolError} for a body that is not one.
 * @example decodeRecommendBody('{"requests":[{"indexName":"k","model":"related-products","objectID":"p1","threshold":0}]}')[0]?.maxRecommendations // 50
 */
export function decodeRecommendBody(body: unknown): RecommendRequest[] {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new RecommendProtocolError(400, 'The body is not JSON');
    }
  }
  const requests = record(parsed)?.requests;
  if (!Array.isArray(requests) || requests.length === 0) {
    throw new RecommendProtocolError(400, 'The body needs a non-empty `requests` array');
  }
  if (requests.length > RECOMMEND_REQUESTS_MAX) {
    throw new RecommendProtocolError(400, `At most ${RECOMMEND_REQUESTS_MAX} requests a call`);
  }
  return requests.map((entry: unknown, index) => {
    const request = record(entry);
    const indexName = text(request?.indexName, 200);
    if (!request || indexName === undefined) {
      throw new RecommendProtocolError(400, `requests[${index}] needs an indexName`);
    }
    const max = number(request.maxRecommendations);
    return {
      indexName,
      model: text(request.model, 64) ?? '',
      objectID: text(request.objectID, 256),
      threshold: number(request.threshold) ?? 0,
      maxRecommendations:
        max === undefined || max <= 0
          ? RECOMMEND_MAX_PRODUCTS
          : Math.min(Math.floor(max), RECOMMEND_MAX_PRODUCTS),
      facetName: text(request.facetName, 200),
      facetValue: text(request.facetValue, 500),
    };
  });
}

const actionOf = (rule: SavedRecommendation) => rule.extra.actionType;

/**
 * What a model asks of the shop's external rules (docs/product/algolia-protocol.md#query-suggestions-and-recommendations):
 * related products are the `similar` rules about the product, bought together the `upselled` and
 * chosen-products (`manually`) ones, trending items the stored searches (`query`, whose history
 * sorts rank by shoppers' clicks or views), on the page the facet describes. Any other model, or a
 * product model without `objectID`, asks nothing (undefined).
 */
export function modelAsk(request: RecommendRequest): ModelAsk | undefined {
  const max = request.maxRecommendations;
  const productId = request.objectID;
  if (request.model === 'related-products') {
    if (productId === undefined) return undefined;
    return { productId, accept: (rule) => actionOf(rule) === 'similar', max };
  }
  if (request.model === 'bought-together') {
    if (productId === undefined) return undefined;
    const actions = new Set(['upselled', 'manually']);
    return { productId, accept: (rule) => actions.has(actionOf(rule)), max };
  }
  if (request.model !== 'trending-items') return undefined;
  const facet = request.facetName ?? '';
  const value = request.facetValue;
  return {
    ...(facet === 'brand' ? { brand: value } : {}),
    ...(facet === 'categories' || facet === 'category' || facet.startsWith('categories.lvl')
      ? { category: value }
      : {}),
    accept: (rule) => actionOf(rule) === 'query',
    max,
  };
}

/** A recommended product as Recommend's hits carry it: Trova's rank as the score. */
export interface RecommendHit {
  objectID: string;
  price: number;
  _score: number;
  [attribute: string]: unknown;
}

/**
 * The score of the product at `position` (0 first): Trova's rules rank rather than score, so the
 * first product scores 100 and each next one 1 less, down to 1.
 */
export function scoreAt(position: number): number {
  return Math.max(1, 100 - position);
}

/**
 * One result of the answer: the products scoring at least `threshold`, with Algolia's paging
 * keys (one page of them).
 */
export function recommendResult(hits: readonly SearchHit[], request: RecommendRequest) {
  const shown = hits
    .map((hit, position): RecommendHit => ({
      ...hit.data,
      objectID: hit.header.externalId,
      price: hit.pricing.sellingPrice,
      ...(hit.pricing.currency === null ? {} : { currency: hit.pricing.currency }),
      _score: scoreAt(position),
    }))
    .filter((hit) => hit._score >= request.threshold);
  return {
    hits: shown,
    nbHits: shown.length,
    page: 0,
    nbPages: shown.length > 0 ? 1 : 0,
    hitsPerPage: request.maxRecommendations,
    exhaustiveNbHits: true,
    query: '',
    params: '',
    index: request.indexName,
    processingTimeMS: 0,
  };
}
