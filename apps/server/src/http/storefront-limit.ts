import type { Clock } from '../clock';
import { RateLimiter } from './rate-limiter';

/**
 * Counts one storefront call (search, layer configuration) of a client address; throws
 * too-many-requests, with Retry-After, past the limit.
 */
export type StorefrontLimit = (clientIp: string) => void;

/** Storefront limits count calls a minute: bursts of typing are short, abuse is sustained. */
const WINDOW_SECONDS = 60;

/**
 * One budget a client address for every public storefront call, `perMinute` calls a minute
 * (docs/product/search-api.md#rate-limits); 0 turns it off. Generous by design: shoppers behind
 * one NAT or carrier share an address, and one page view makes several calls.
 *
 * @example
 * const limit = storefrontLimit(3000, Date.now);
 * limit(request.ip); // the 3001st call within a minute throws too-many-requests
 */
export function storefrontLimit(perMinute: number, now: Clock): StorefrontLimit {
  if (perMinute <= 0) return () => undefined;
  const limiter = new RateLimiter(WINDOW_SECONDS, now);
  return (clientIp) => limiter.take('storefront-ip', clientIp, perMinute);
}
