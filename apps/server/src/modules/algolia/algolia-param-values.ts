import { AlgoliaProtocolError } from './algolia-protocol.error';

/** Most items any list parameter may hold (docs/product/algolia-protocol.md#parameters-and-limits). */
export const MAX_LIST_ITEMS = 200;

/**
 * A query's parameters by name. A Map, not an object: names are the client's, and `__proto__` or
 * `constructor` must stay plain keys.
 */
export type ParamMap = Map<string, unknown>;

/**
 * A v4 `params` string: URL-encoded, with arrays JSON-encoded (`facets=%5B%22*%22%5D`). Values stay
 * text here: only the readers of list parameters decode JSON (`jsonList`), so a query typed as
 * `[2024]` stays the text it is.
 * @example paramsOfString('hitsPerPage=5&facets=%5B%22brand%22%5D') // Map { hitsPerPage → '5', facets → '["brand"]' }
 */
export function paramsOfString(text: string): ParamMap {
  return new Map(new URLSearchParams(text));
}

/** A JSON array sent as text (v4 params) → the array; anything else as it is. */
export function jsonList(value: unknown): unknown {
  return typeof value === 'string' && value.trimStart().startsWith('[') ? jsonOr(value) : value;
}

function jsonOr(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A value as JSON text, or undefined when it cannot be: JSON.parse reads nesting of any depth, but
 * JSON.stringify recurses and overflows the stack on a hostile body's 100k levels.
 */
function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}

/**
 * The parameters as one v4-style string, echoed as `params` in answers. A value that cannot be
 * written back is left out: a parameter is tolerated, never refused.
 * @example encodeParams(new Map([['query', 'a b'], ['facets', ['*']]])) // 'query=a%20b&facets=%5B%22*%22%5D'
 */
export function encodeParams(params: ParamMap): string {
  return [...params]
    .flatMap(([key, value]) => {
      const text = typeof value === 'string' ? value : jsonText(value);
      return text === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(text)}`];
    })
    .join('&');
}

/** Text as sent, cut at `max` characters; numbers and booleans read as text. */
export function readString(params: ParamMap, key: string, max: number): string | undefined {
  const value = params.get(key);
  if (typeof value === 'string') return value.slice(0, max);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value).slice(0, max);
  return undefined;
}

/**
 * An integer sent as a number or as text (v4 params), truncated and clamped into `[min, max]`;
 * anything else is the fallback: a parameter is tolerated, never refused for its type.
 */
export function readInt<T extends number | undefined>(
  params: ParamMap,
  key: string,
  fallback: T,
  min: number,
  max: number,
): number | T {
  const value = params.get(key);
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

const TRUE = new Set<unknown>([true, 'true', 1, '1']);
const FALSE = new Set<unknown>([false, 'false', 0, '0']);

export function readBool(params: ParamMap, key: string, fallback: boolean): boolean {
  const value = params.get(key);
  return TRUE.has(value) ? true : FALSE.has(value) ? false : fallback;
}

/**
 * A list of names: an array, a JSON array in text, or comma-separated text (`facets=brand,color`).
 * Throws 400 past MAX_LIST_ITEMS; items that are not text or numbers are dropped.
 */
export function readList(params: ParamMap, key: string): string[] | undefined {
  let value = jsonList(params.get(key));
  if (typeof value === 'string') {
    value = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  if (!Array.isArray(value)) return undefined;
  if (value.length > MAX_LIST_ITEMS) {
    throw new AlgoliaProtocolError(400, `${key}: more than ${MAX_LIST_ITEMS} items`);
  }
  return value.flatMap((item: unknown) =>
    typeof item === 'string' ? [item] : typeof item === 'number' ? [String(item)] : [],
  );
}

/** A body as the clients send it: JSON text (`text/plain`, or v4's form content type) or parsed. */
export function bodyObject(body: unknown, empty: boolean): Record<string, unknown> {
  let value = body;
  if (empty && (value === undefined || value === null || value === '')) return {};
  if (typeof value === 'string' || Buffer.isBuffer(value)) {
    try {
      value = JSON.parse(value.toString()) as unknown;
    } catch {
      throw new AlgoliaProtocolError(400, 'The body is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AlgoliaProtocolError(400, 'The body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** A request's parameters: its v4 `params` string (or object) first, its own fields over them. */
export function paramsOf(request: Record<string, unknown>): ParamMap {
  const params: ParamMap =
    typeof request.params === 'string'
      ? paramsOfString(request.params)
      : new Map<string, unknown>();
  if (typeof request.params === 'object' && request.params !== null) {
    for (const [key, value] of Object.entries(request.params)) params.set(key, value);
  }
  for (const [key, value] of Object.entries(request)) if (key !== 'params') params.set(key, value);
  return params;
}
