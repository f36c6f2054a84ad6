import { createHmac, randomBytes } from 'node:crypto';

/** A WooCommerce REST API key pair (WooCommerce → Settings → Advanced → REST API). */
export interface WooKeys {
  consumerKey: string;
  consumerSecret: string;
}

/** A call made ready to send: the URL (with OAuth parameters over http) and its headers. */
export interface WooAuthorized {
  url: string;
  headers: Record<string, string>;
}

/**
 * How the keys travel over https: the `Authorization` header, or, for hosts whose web server
 * does not hand that header to PHP, the `consumer_key`/`consumer_secret` query parameters
 * WooCommerce documents as the alternative (still encrypted by TLS).
 */
export type WooHttpsStyle = 'header' | 'query';

/** Clock and nonce source, injectable so a test can reproduce a signature. */
export interface WooAuthSource {
  now?: () => number;
  nonce?: () => string;
}

/**
 * Authenticates one call the way WooCommerce documents ("Authentication" in the REST API docs):
 * over https the key pair is HTTP Basic credentials; over plain http WooCommerce accepts only
 * OAuth 1.0a "one-legged" (no token), its parameters and signature in the query string, so the
 * secret never travels in clear. Each call gets a fresh nonce: WooCommerce refuses a nonce it saw
 * in the last 15 minutes and a timestamp more than 15 minutes off.
 * @example authorizeWooRequest('GET', new URL('https://shop.example/wp-json/wc/v3/products'), keys).headers.authorization // 'Basic Y2tf…'
 */
export function authorizeWooRequest(
  method: string,
  url: URL,
  keys: WooKeys,
  source: WooAuthSource = {},
  httpsStyle: WooHttpsStyle = 'header',
): WooAuthorized {
  if (url.protocol === 'https:' && httpsStyle === 'query') {
    const withKeys = new URL(url.href);
    withKeys.searchParams.set('consumer_key', keys.consumerKey);
    withKeys.searchParams.set('consumer_secret', keys.consumerSecret);
    return { url: withKeys.href, headers: {} };
  }
  if (url.protocol === 'https:') {
    const basic = Buffer.from(`${keys.consumerKey}:${keys.consumerSecret}`).toString('base64');
    return { url: url.href, headers: { authorization: `Basic ${basic}` } };
  }
  const signed = new URL(url.href);
  const oauth: Record<string, string> = {
    oauth_consumer_key: keys.consumerKey,
    oauth_nonce: (source.nonce ?? defaultNonce)(),
    oauth_signature_method: 'HMAC-SHA256',
    oauth_timestamp: String(Math.floor((source.now ?? Date.now)() / 1000)),
  };
  for (const [name, value] of Object.entries(oauth)) signed.searchParams.set(name, value);
  signed.searchParams.set('oauth_signature', oauthSignature(method, signed, keys.consumerSecret));
  return { url: signed.href, headers: {} };
}

/**
 * The OAuth 1.0a signature (RFC 5849 §3.4) of a call: HMAC-SHA256 over the method, the address
 * without its query and the sorted, encoded query parameters, keyed by the consumer secret and
 * an empty token secret.
 * @example oauthSignature('GET', new URL('http://shop.example/wp-json/wc/v3/products?oauth_…'), 'cs_…') // 'q0Zb…='
 */
export function oauthSignature(method: string, url: URL, consumerSecret: string): string {
  const pairs = [...url.searchParams]
    .filter(([name]) => name !== 'oauth_signature')
    .map(([name, value]) => [percentEncode(name), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  const parameters = pairs.map(([name, value]) => `${name}=${value}`).join('&');
  const base = [
    method.toUpperCase(),
    percentEncode(`${url.origin}${url.pathname}`),
    percentEncode(parameters),
  ].join('&');
  return createHmac('sha256', `${consumerSecret}&`).update(base).digest('base64');
}

/**
 * RFC 3986 percent-encoding, as OAuth wants it (encodeURIComponent leaves `!'()*` alone).
 * @example percentEncode("a b!") // 'a%20b%21'
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function defaultNonce(): string {
  return randomBytes(16).toString('hex');
}
