import { z } from 'zod';

/** Origins one shop may list (docs/product/algolia-protocol.md#cors-and-allowed-origins). */
export const ALLOWED_ORIGINS_MAX = 50;
/** Longer than any real origin; bounds the work of parsing one. */
export const ALLOWED_ORIGIN_MAX_LENGTH = 256;

/**
 * The origin as browsers send it in `Origin`: `http(s)://host[:port]`, host lower-cased, default
 * port dropped, no path, query, fragment or credentials. Undefined for anything else, so a typo
 * never silently allows nothing.
 *
 * @example normaliseOrigin(' HTTPS://Shop.Example:443/ ') // 'https://shop.example'
 * @example normaliseOrigin('https://shop.example/cart') // undefined
 */
export function normaliseOrigin(input: string): string | undefined {
  const text = input.trim();
  if (text === '' || text.length > ALLOWED_ORIGIN_MAX_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return undefined;
  }
  // `new URL('https://shop.example?')` keeps no search but the text had one: refuse it too.
  if (/[?#@]/.test(text)) return undefined;
  return url.origin;
}

/**
 * Each origin normalised, duplicates dropped, in the order given. Entries that do not parse are
 * dropped too: the schema refused them already where the list comes from a request.
 * @example normaliseOrigins(['https://a.example/', 'https://A.example']) // ['https://a.example']
 */
export function normaliseOrigins(origins: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const origin of origins) {
    const normal = normaliseOrigin(origin);
    if (normal !== undefined) seen.add(normal);
  }
  return [...seen];
}

/** One allowed origin as the console sends it; stored normalised (configuration's setup). */
export const allowedOriginSchema = z
  .string()
  .max(ALLOWED_ORIGIN_MAX_LENGTH)
  .refine((value) => normaliseOrigin(value) !== undefined, {
    message: 'An origin is http(s)://host[:port], without a path',
  });

/** Empty or absent: storefront calls are open to every origin. */
export const allowedOriginsSchema = z.array(allowedOriginSchema).max(ALLOWED_ORIGINS_MAX);
