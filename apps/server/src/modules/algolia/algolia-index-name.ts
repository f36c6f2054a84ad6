import { AlgoliaProtocolError } from './algolia-protocol.error';

/** Longest index name read; a shop key and a sort key fit many times over. */
export const MAX_INDEX_NAME = 256;

export interface AlgoliaCredentials {
  applicationId: string | undefined;
  apiKey: string | undefined;
}

export interface AlgoliaIndexName {
  shopKey: string;
  /** A virtual replica: the shop's index sorted by `key`. */
  sort?: { key: string; order: 'asc' | 'desc' };
  /** The shop's query-suggestions index. */
  suggestions?: true;
}

/** The first non-empty text of a query parameter or header (repeated ones arrive as arrays). */
function first(value: unknown): string | undefined {
  const text = Array.isArray(value)
    ? (value as unknown[]).find((v) => typeof v === 'string')
    : value;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}

/** Case-insensitive lookup: proxies and browsers may change a header's case. */
function lookup(record: Record<string, unknown>, name: string): string | undefined {
  for (const [key, value] of Object.entries(record)) {
    if (key.toLowerCase() === name) {
      const text = first(value);
      if (text !== undefined) return text;
    }
  }
  return undefined;
}

/**
 * The credentials of a request (docs/product/algolia-protocol.md): browser clients put them in the
 * query string, Node clients in headers. The query string wins when both carry one.
 * @example credentialsOf({ 'x-algolia-api-key': 'pk' }, {}) // { applicationId: undefined, apiKey: 'pk' }
 */
export function credentialsOf(
  query: Record<string, unknown>,
  headers: Record<string, unknown>,
): AlgoliaCredentials {
  const read = (name: string): string | undefined => lookup(query, name) ?? lookup(headers, name);
  return {
    applicationId: read('x-algolia-application-id'),
    apiKey: read('x-algolia-api-key'),
  };
}

const SORT_KEY = /^[A-Za-z0-9_]{1,64}$/;

/**
 * `<shopKey>`, `<shopKey>:<sortKey>:<asc|desc>` (a virtual replica) or
 * `<shopKey>:query_suggestions`. Any other shape is an index that does not exist (404, as Algolia
 * answers for an unknown index).
 * @example parseIndexName('pk_1:selling_price:asc') // { shopKey: 'pk_1', sort: { key: 'selling_price', order: 'asc' } }
 */
export function parseIndexName(indexName: string): AlgoliaIndexName {
  if (indexName.length > MAX_INDEX_NAME) {
    throw new AlgoliaProtocolError(400, `index name longer than ${MAX_INDEX_NAME} characters`);
  }
  const parts = indexName.split(':');
  const [shopKey = '', second, third] = parts;
  const missing = (): never => {
    throw new AlgoliaProtocolError(404, 'Index does not exist');
  };
  if (shopKey.trim() === '') return missing();
  if (parts.length === 1) return { shopKey };
  if (parts.length === 2 && second === 'query_suggestions') return { shopKey, suggestions: true };
  if (
    parts.length === 3 &&
    second !== undefined &&
    SORT_KEY.test(second) &&
    (third === 'asc' || third === 'desc')
  ) {
    return { shopKey, sort: { key: second, order: third } };
  }
  return missing();
}
