import { normaliseOrigins, type Setup } from '@trova/contracts';

/**
 * The fields each search hit shows besides the fixed ones: the setup's results, in its order.
 * @example resultFieldsOf(null) // []
 */
export function resultFieldsOf(setup: Setup | null): string[] {
  return setup ? Object.keys(setup.results) : [];
}

/**
 * Excluded IPs as the search route sees client addresses: a dual-stack socket reports IPv4 clients
 * as `::ffff:a.b.c.d`, so both spellings are listed.
 * @example excludedIpSet(['10.0.0.1']).has('::ffff:10.0.0.1') // true
 */
export function excludedIpSet(ips: readonly string[]): ReadonlySet<string> {
  return new Set(ips.flatMap((ip) => [ip, `::ffff:${ip}`]));
}

/**
 * The browser origins the setup allows on storefront calls, normalised as browsers send `Origin`;
 * empty means any origin (docs/product/algolia-protocol.md#cors-and-allowed-origins).
 * @example allowedOriginSet(null).size // 0
 */
export function allowedOriginSet(setup: Setup | null): ReadonlySet<string> {
  return new Set(normaliseOrigins(setup?.config.allowedOrigins ?? []));
}
