import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Binds a Shopify install's one-time state to the browser that started it (what Shopify's own
 * library does with its `shopify_app_state` cookie): the wizard's start answers a cookie holding a
 * hash of the state, and the callback requires it. Without it, a customer could start an install,
 * send the store admin link to a store's owner and get that store connected to HIS account when
 * the owner approves. The console calls the API from the same origin, so the cookie set on the
 * start's answer comes back with Shopify's redirect (SameSite=Lax: a top-level GET navigation).
 * Over https the name takes the `__Host-` prefix (Secure, Path=/, no Domain: this origin only);
 * plain http (development, tests) cannot carry a Secure cookie.
 */
const SECURE_NAME = '__Host-trova_shp_state';
const PLAIN_NAME = 'trova_shp_state';

const nameFor = (baseUrl: string) => (baseUrl.startsWith('https://') ? SECURE_NAME : PLAIN_NAME);
const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');

function cookie(baseUrl: string, value: string, maxAgeSeconds: number): string {
  const secure = baseUrl.startsWith('https://') ? '; Secure' : '';
  return `${nameFor(baseUrl)}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The `Set-Cookie` value binding the state to this browser for as long as the state lives.
 * @example reply.header('set-cookie', shopifyStateCookie(state, 'https://trova.example', 600));
 */
export function shopifyStateCookie(state: string, baseUrl: string, ttlSeconds: number): string {
  return cookie(baseUrl, hashOf(state), ttlSeconds);
}

/**
 * The `Set-Cookie` value that removes the binding (the callback used it, or failed).
 * @example reply.header('set-cookie', shopifyStateCookieCleared('https://trova.example'));
 */
export function shopifyStateCookieCleared(baseUrl: string): string {
  return cookie(baseUrl, '', 0);
}

/**
 * Whether the request's `Cookie` header carries the hash of this state.
 * @example isBrowserOfState(request.headers.cookie, query.state, baseUrl) // true in the owner's browser
 */
export function isBrowserOfState(
  cookieHeader: string | undefined,
  state: string,
  baseUrl: string,
): boolean {
  const name = nameFor(baseUrl);
  const sent = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!sent || !state) return false;
  const expected = Buffer.from(hashOf(state));
  const actual = Buffer.from(sent);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
