import { randomBytes } from 'node:crypto';
import type { WooFakeKey } from './woocommerce-fake-auth';

/** The scopes WooCommerce's authorisation page grants (WC_Auth::get_permissions_in_scope). */
const SCOPES = ['read', 'write', 'read_write'] as const;

export interface WooFakeAuthorizeAnswer {
  status: number;
  /** Where the browser goes next (a 302), when the keys were delivered. */
  location?: string;
  /** The page's text when the authorisation failed. */
  text?: string;
}

/**
 * `GET /wc-auth/v1/authorize` as WooCommerce serves it once the shop manager clicked "Approve":
 * the parameters are validated, a new key pair with the scope's permissions is created (it
 * replaces the fake's one key), posted as JSON to `callback_url`, and the browser is sent to
 * `return_url` with `success=1&user_id=…`. When the callback does not answer 200 the keys are
 * revoked (the previous key is restored) and an error page is shown, as WooCommerce does.
 * Unlike WooCommerce the fake accepts an http `callback_url`: tests listen on loopback http.
 * @example const answer = await authorizeWooFake(url.searchParams, key); // answer.location
 */
export async function authorizeWooFake(
  query: URLSearchParams,
  key: WooFakeKey,
): Promise<WooFakeAuthorizeAnswer> {
  const scope = query.get('scope') ?? '';
  const userId = query.get('user_id') ?? '';
  const returnUrl = parseUrl(query.get('return_url'));
  const callbackUrl = parseUrl(query.get('callback_url'));
  if (!query.get('app_name') || !userId || !isScope(scope) || !returnUrl || !callbackUrl) {
    return { status: 400, text: 'Missing or invalid parameters.' };
  }
  const previous = { ...key };
  const granted = {
    key_id: 2,
    user_id: userId,
    consumer_key: `ck_${randomBytes(20).toString('hex')}`,
    consumer_secret: `cs_${randomBytes(20).toString('hex')}`,
    key_permissions: scope,
  };
  Object.assign(key, {
    consumerKey: granted.consumer_key,
    consumerSecret: granted.consumer_secret,
    permissions: scope,
  });
  const delivered = await fetch(callbackUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8' },
    body: JSON.stringify(granted),
  }).then(
    (response) => response.status === 200,
    () => false,
  );
  if (!delivered) {
    Object.assign(key, previous);
    return {
      status: 401,
      text: 'An error occurred in the request and at the time were unable to send the consumer data.',
    };
  }
  returnUrl.searchParams.set('success', '1');
  returnUrl.searchParams.set('user_id', userId);
  return { status: 302, location: returnUrl.toString() };
}

function isScope(scope: string): scope is (typeof SCOPES)[number] {
  return (SCOPES as readonly string[]).includes(scope);
}

function parseUrl(value: string | null): URL | undefined {
  try {
    return value ? new URL(value) : undefined;
  } catch {
    return undefined;
  }
}
