import { platformNeedsVersion, type Platform, type Setup } from '@trova/contracts';

/**
 * Wizard start: a sector must be chosen before going on (docs/product/onboarding.md#start-sector).
 */
export function isSectorChosen(sector: string | null): sector is string {
  return sector !== null && sector.trim() !== '';
}

export interface GoogleShoppingFields {
  shopUrl: string;
  languageIso: string;
  feedUrl: string;
}

export interface CmsChoice {
  platform: Platform | null;
  version: string | null;
  shopifyDomain: string;
  googleShopping: GoogleShoppingFields;
}

function isBlank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

/**
 * Wizard cms (docs/product/onboarding.md#platform): Next is disabled without a platform, for
 * Magento 1 (end of life, offered through a feed), for a platform with versions and none chosen,
 * for Shopify without a domain, and for Google Shopping without website, language or feed URL. A
 * credential platform's fields are validated when Next is pressed, so their errors can show.
 * @example isCmsNextDisabled({ platform: 'woocommerce', version: null, … }) // true
 */
export function isCmsNextDisabled(choice: CmsChoice): boolean {
  const { platform } = choice;
  if (platform === null) return true;
  // End of life: connected through a Google Shopping feed, which the cms step switches to.
  if (platform === 'magento-1') return true;
  if (platformNeedsVersion(platform) && isBlank(choice.version)) return true;
  if (platform === 'shopify') return isBlank(choice.shopifyDomain);
  if (platform === 'google-shopping') {
    const { shopUrl, languageIso, feedUrl } = choice.googleShopping;
    return isBlank(shopUrl) || isBlank(languageIso) || isBlank(feedUrl);
  }
  return false;
}

/** A feed is a physical (fixed) file when its response carries a last-modified header. */
export function isPhysicalFeedResponse(headers: Headers): boolean {
  return headers.has('last-modified');
}

/**
 * Asks the feed's own server, without the console's auth headers, whether the feed is a file
 * (docs/product/onboarding.md#google-shopping). Anything that prevents reading the headers, CORS
 * included, means "not a file", so the shop owner is offered a daily sync time rather than none.
 */
export async function probePhysicalFeed(
  feedUrl: string,
  fetchFeed: typeof fetch = (...args) => fetch(...args),
  signal?: AbortSignal,
): Promise<boolean> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const response = await fetchFeed(feedUrl.trim(), {
      method: 'GET',
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.ok && isPhysicalFeedResponse(response.headers);
  } catch {
    return false;
  } finally {
    // Only the headers matter: stop the download of a feed that may weigh megabytes.
    controller.abort();
    signal?.removeEventListener('abort', abort);
  }
}

/**
 * Wizard settings (docs/product/onboarding.md#settings-step): finishing needs a query field, a
 * result field and a selector id. The same rule finishes the step by itself when a shop arrives
 * already configured.
 */
export function isSetupReadyToFinish(
  setup: Pick<Setup, 'query' | 'results' | 'config'> | null | undefined,
): boolean {
  if (!setup) return false;
  return (
    Object.keys(setup.query).length > 0 &&
    Object.keys(setup.results).length > 0 &&
    setup.config.selector.selectorId.trim() !== ''
  );
}

/** Shops a plugin, the push API or a feed registered and nobody has set up yet. */
export function shopsWaitingForSetup<T extends { setup: Setup | null }>(shops: readonly T[]): T[] {
  return shops.filter((shop) => shop.setup === null);
}
