/** Scopes the catalogue sync needs: products and their stock, read only. */
export const SHOPIFY_SCOPES = 'read_products,read_inventory';

/**
 * A Shopify shop domain as typed in the wizard → its `*.myshopify.com` host, or null. Shopify's
 * OAuth only accepts the permanent myshopify domain, so a bare store name gets the suffix and any
 * other host is refused rather than sending the browser somewhere unexpected.
 * @example shopifyHost(' https://My-Shop.myshopify.com/ ') // 'my-shop.myshopify.com'
 */
export function shopifyHost(domain: string): string | null {
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  const store = host.endsWith('.myshopify.com') ? host.slice(0, -'.myshopify.com'.length) : host;
  return /^[a-z0-9][a-z0-9-]{0,62}$/.test(store) ? `${store}.myshopify.com` : null;
}

/**
 * The store admin's authorisation page for our Shopify app, carrying the install's one-time state;
 * Shopify sends the owner back to `redirectUri` with a code to exchange for the store's token.
 * `origin` is `https://{host}` (a loopback fake in tests).
 * @example shopifyAuthorisationUrl('https://s.myshopify.com', 'id', 'https://trova.example/API/integrations/shp/callback', state)
 */
export function shopifyAuthorisationUrl(
  origin: string,
  clientId: string,
  redirectUri: string,
  state: string,
): string {
  const url = new URL(`${origin}/admin/oauth/authorize`);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('scope', SHOPIFY_SCOPES);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}
