import { createHmac, timingSafeEqual } from 'node:crypto';

/** How the fake judged a call's credentials: a user, or WooCommerce's error answer. */
export type WooFakeAuth =
  { ok: true } | { ok: false; status: number; code: string; message: string };

export interface WooFakeKey {
  consumerKey: string;
  consumerSecret: string;
  /** The key's permission as WooCommerce stores it. */
  permissions: 'read' | 'write' | 'read_write';
}

/**
 * Authentication as WooCommerce performs it on a plain-http store (its REST authentication class,
 * re-stated from its documented behaviour): only OAuth 1.0a one-legged parameters in the query
 * string count; HTTP Basic and `consumer_key` query parameters are honoured over https only, so
 * here they leave the call unauthenticated. The signature is recomputed the server's way (keys
 * sorted, each `key=value` encoded, joined by `%26`), independently of Trova's client code.
 */
export function checkWooFakeAuth(
  method: string,
  home: string,
  path: string,
  query: URLSearchParams,
  key: WooFakeKey,
  usedNonces: Set<string>,
  now: number,
): WooFakeAuth {
  const get = (name: string): string => query.get(name) ?? '';
  const required = [
    'oauth_consumer_key',
    'oauth_timestamp',
    'oauth_nonce',
    'oauth_signature',
    'oauth_signature_method',
  ];
  if (required.some((name) => get(name) === '')) {
    return refuse(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
  }
  if (get('oauth_consumer_key') !== key.consumerKey) {
    return refuse(401, 'woocommerce_rest_authentication_error', 'Consumer key is invalid.');
  }
  const algorithm = { 'HMAC-SHA1': 'sha1', 'HMAC-SHA256': 'sha256' }[get('oauth_signature_method')];
  if (!algorithm) {
    return refuse(
      401,
      'woocommerce_rest_authentication_error',
      'Invalid signature - signature method is invalid.',
    );
  }
  const params = new Map<string, string>();
  for (const [name, value] of query) if (name !== 'oauth_signature') params.set(name, value);
  const joined = [...params.keys()]
    .sort()
    .map((name) => rfc3986(`${rfc3986(name)}=${rfc3986(params.get(name) ?? '')}`))
    .join('%26');
  const base = `${method.toUpperCase()}&${rfc3986(home + path)}&${joined}`;
  const expected = createHmac(algorithm, `${key.consumerSecret}&`).update(base).digest('base64');
  const given = get('oauth_signature');
  if (
    given.length !== expected.length ||
    !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  ) {
    return refuse(
      401,
      'woocommerce_rest_authentication_error',
      'Invalid signature - provided signature does not match.',
    );
  }
  const timestamp = Number(get('oauth_timestamp'));
  if (!(Math.abs(now / 1000 - timestamp) <= 15 * 60)) {
    return refuse(401, 'woocommerce_rest_authentication_error', 'Invalid timestamp.');
  }
  if (usedNonces.has(get('oauth_nonce'))) {
    return refuse(
      401,
      'woocommerce_rest_authentication_error',
      'Invalid nonce - nonce has already been used.',
    );
  }
  usedNonces.add(get('oauth_nonce'));
  const reading = method === 'GET' || method === 'HEAD';
  if (reading && key.permissions === 'write') {
    return refuse(
      401,
      'woocommerce_rest_authentication_error',
      'The API key provided does not have read permissions.',
    );
  }
  if (!reading && key.permissions === 'read') {
    return refuse(
      401,
      'woocommerce_rest_authentication_error',
      'The API key provided does not have write permissions.',
    );
  }
  return { ok: true };
}

function refuse(status: number, code: string, message: string): WooFakeAuth {
  return { ok: false, status, code, message };
}

/** PHP's rawurlencode as WooCommerce applies it (RFC 3986, `~` left alone). */
function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
