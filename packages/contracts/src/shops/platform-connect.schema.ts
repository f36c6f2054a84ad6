import { z } from 'zod';

/**
 * Platforms whose catalogue Trova pulls from the platform's own API with credentials the owner
 * pastes in the wizard (docs/product/catalogue.md, "Platforms"). Shopify is connected by OAuth
 * instead, and Magento 1 through a Google Shopping feed.
 */
export const CREDENTIAL_PLATFORMS = ['woocommerce', 'prestashop', 'magento-2', 'storeden'] as const;
export type CredentialPlatform = (typeof CREDENTIAL_PLATFORMS)[number];

/** A store's public address: http(s), no credentials in it, at most 2,048 characters. */
const storeUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username;
    } catch {
      return false;
    }
  }, 'an http or https address');
/** A pasted key or token: no spaces inside, bounded. */
const secret = z.string().trim().min(1).max(512).regex(/^\S+$/, 'no spaces');

/** WooCommerce REST API keys (WooCommerce → Settings → Advanced → REST API), read access. */
export const wooCommerceCredentialsSchema = z.object({
  platform: z.literal('woocommerce'),
  storeUrl,
  consumerKey: secret,
  consumerSecret: secret,
});

/** PrestaShop webservice key (Advanced parameters → Webservice), GET on the catalogue resources. */
export const prestaShopCredentialsSchema = z.object({
  platform: z.literal('prestashop'),
  storeUrl,
  webserviceKey: secret,
});

/** Magento 2 integration access token (System → Integrations) and the store view to read. */
export const magento2CredentialsSchema = z.object({
  platform: z.literal('magento-2'),
  storeUrl,
  accessToken: secret,
  /** The store view's code; `default` is Magento's first store view. */
  storeView: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'a store view code')
    .default('default'),
});

/** Storeden API key and exchange, as its app install hands them over. */
export const storedenCredentialsSchema = z.object({
  platform: z.literal('storeden'),
  storeUrl,
  apiKey: secret,
  exchange: secret,
});

export const platformCredentialsSchema = z.discriminatedUnion('platform', [
  wooCommerceCredentialsSchema,
  prestaShopCredentialsSchema,
  magento2CredentialsSchema,
  storedenCredentialsSchema,
]);
export type PlatformCredentials = z.infer<typeof platformCredentialsSchema>;
export type WooCommerceCredentials = z.infer<typeof wooCommerceCredentialsSchema>;
export type PrestaShopCredentials = z.infer<typeof prestaShopCredentialsSchema>;
export type Magento2Credentials = z.infer<typeof magento2CredentialsSchema>;
export type StoredenCredentials = z.infer<typeof storedenCredentialsSchema>;
export type PlatformCredentialsInput = z.input<typeof platformCredentialsSchema>;

/** `POST integrations/platforms/check`: the store Trova reached with the pasted credentials. */
export const platformCheckResponseSchema = z.object({
  storeName: z.string().nullable(),
  currency: z.string().nullable(),
  productCount: z.number().int().nonnegative().nullable(),
});
export type PlatformCheckResponse = z.infer<typeof platformCheckResponseSchema>;

/** `POST integrations/platforms`: a new shop of a credential platform, its first import queued. */
export const platformConnectSchema = z.object({
  shopUrl: z.string().trim().min(1).max(2048),
  languageIso: z.string().min(2).max(8),
  platformVersion: z.string().trim().min(1).max(32).optional(),
  credentials: platformCredentialsSchema,
});
export type PlatformConnect = z.infer<typeof platformConnectSchema>;
export type PlatformConnectInput = z.input<typeof platformConnectSchema>;

/**
 * Why a platform call failed, named in the wizard and stored as a failed sync's cause (docs/
 * product/catalogue.md, "Platform errors").
 */
export const PLATFORM_ERROR_CODES = [
  'platform-credentials-invalid',
  'platform-permission-missing',
  'platform-unreachable',
  'platform-api-not-found',
  'platform-rate-limited',
  'platform-address-forbidden',
  'platform-https-required',
  'platform-answer-invalid',
] as const;
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];
