/** Supported shop platforms (docs/product/onboarding.md#platform). */
export const PLATFORMS = [
  'shopify',
  'google-shopping',
  'prestashop',
  'storeden',
  'custom-integration',
  'magento-1',
  'magento-2',
  'woocommerce',
] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Platforms that need no version choice in the wizard (docs/product/onboarding.md#platform). */
export const VERSION_EXEMPT_PLATFORMS: readonly Platform[] = [
  'prestashop',
  'custom-integration',
  'google-shopping',
  'shopify',
  'storeden',
];

/**
 * Whether the wizard must ask for a platform version.
 * @example platformNeedsVersion('woocommerce') // true
 */
export function platformNeedsVersion(platform: Platform): boolean {
  return !VERSION_EXEMPT_PLATFORMS.includes(platform);
}

/** Shopify shops do not see billing (docs/product/shell.md#side-menu). */
export const BILLING_HIDDEN_PLATFORMS: readonly Platform[] = ['shopify'];

/**
 * Whether a customer with shops on these platforms sees no billing: every shop is on a platform
 * that bills its merchants itself (Shopify). A customer without shops sees billing.
 * @example isBillingHidden(['shopify']) // true
 * @example isBillingHidden(['shopify', 'google-shopping']) // false
 */
export function isBillingHidden(platforms: readonly string[]): boolean {
  return (
    platforms.length > 0 &&
    platforms.every((platform) =>
      (BILLING_HIDDEN_PLATFORMS as readonly string[]).includes(platform),
    )
  );
}

/** Google Shopping's default daily synchronisation time for feeds that are not a fixed file. */
export const DEFAULT_PREFERRED_SYNC_TIME = '01:00';

/** First synchronisation takes 30 to 60 minutes. */
export const FIRST_SYNC_MIN_MINUTES = 30;
export const FIRST_SYNC_MAX_MINUTES = 60;

/** Shop lifecycle derived from timestamps (docs/product/shell.md#shop-lifecycle). */
export const SHOP_STATUSES = ['toBeConfigured', 'configuring', 'completed'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** Wizard progress indicator values (docs/product/shell.md#side-menu). */
export const WIZARD_PROGRESS = {
  'wizard-start': 0,
  'wizard-cms': 1,
  'wizard-shop': 2,
  'wizard-shop-syncing': 3,
  other: 4,
} as const;

/** Fine tuning (docs/product/fine-tuning.md#input-rules). */
export const FINE_TUNING_INPUT_MAX_LENGTH = 30;
export const DEFAULT_QUERY_FIELD_WEIGHT = 1;

/**
 * Caps on the fine-tuning lists one save may send (docs/product/fine-tuning.md#list-caps):
 * generous for a real shop, bounded so checking a save stays cheap on the request thread.
 */
export const FINE_TUNING_IPS_MAX = 500;
export const FINE_TUNING_STOPWORDS_MAX = 1_000;
export const FINE_TUNING_SYNONYM_GROUPS_MAX = 2_000;
export const FINE_TUNING_SYNONYM_GROUP_MAX = 50;
/** Entries over all synonym groups together. */
export const FINE_TUNING_SYNONYM_ENTRIES_MAX = 10_000;
/** Weighted query fields; weights follow the setup's query fields. */
export const FINE_TUNING_WEIGHTS_MAX = 200;

/** Display names of the platforms. */
export const PLATFORM_LABELS: Readonly<Record<Platform, string>> = {
  shopify: 'Shopify',
  'google-shopping': 'Google Shopping',
  prestashop: 'Prestashop',
  storeden: 'Storeden',
  'custom-integration': 'Custom Integration',
  'magento-1': 'Magento 1',
  'magento-2': 'Magento 2',
  woocommerce: 'WooCommerce',
};
