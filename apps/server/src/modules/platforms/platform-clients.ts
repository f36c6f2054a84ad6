import { platformCredentialsSchema, type PlatformCredentials } from '@trova/contracts';
import { z } from 'zod';
import type { PlatformClient, PlatformWebhooks } from './platform-client';
import { PlatformError } from './platform-error';
import { PlatformHttp, type PlatformHttpOptions } from './platform-http';
import { createMagento2Client } from './magento2.client';
import { createPrestaShopClient } from './prestashop.client';
import { createShopifyClient } from './shopify.client';
import { createStoredenClient } from './storeden.client';
import { createWooCommerceClient } from './woocommerce.client';

/** A Shopify store's link, from the app's OAuth grant (no contracts schema: the owner never types it). */
export interface ShopifyLinkCredentials {
  platform: 'shopify';
  /** `x.myshopify.com`. */
  host: string;
  accessToken: string;
}

/** What a platform shop's link stores to reach its store: pasted credentials, or Shopify's grant. */
export type LinkCredentials = PlatformCredentials | ShopifyLinkCredentials;
export type LinkPlatform = LinkCredentials['platform'];

/** A connected shop as its client needs it. */
export interface PlatformLink {
  credentials: LinkCredentials;
  /** The shop's language: PrestaShop names products in each of the shop's languages. */
  languageIso: string;
}

/**
 * A client, with webhooks on the platforms that have them (Shopify, WooCommerce), and `close` to
 * drop its kept-alive sockets once a job or a check is done with it (tests' fakes have none).
 */
export type LinkedClient = PlatformClient & Partial<PlatformWebhooks> & { close?: () => void };

/**
 * An owner waits for a check or a connect: one retry at most, short waits and an overall deadline,
 * so a slow or throttling store answers within seconds and holds no request for minutes.
 */
export const INTERACTIVE_HTTP = { maxRetries: 1, maxWaitMs: 5_000, deadlineMs: 20_000 } as const;

export interface PlatformClientOptions {
  /** The explicit test-only allowance of the SSRF guard (`TROVA_PLATFORM_TEST_TARGETS`). */
  allowTarget?: PlatformHttpOptions['allowTarget'];
  /** Back-off tuning (tests). */
  http?: Pick<
    PlatformHttpOptions,
    'maxRetries' | 'backoffMs' | 'maxWaitMs' | 'sleep' | 'deadlineMs'
  >;
  /** An owner's check or connect: the limits of {@link INTERACTIVE_HTTP}, not a job's. */
  interactive?: boolean;
  /** Replaces `https://{host}` for Shopify's API (tests' loopback fake; with the allowance only). */
  shopifyApiOrigin?: string | undefined;
  /** Pause between polls of a Shopify bulk export (tests: a few ms). */
  shopifyBulkPollMs?: number | undefined;
  /** Replaces Storeden's Connect API origin (tests' loopback fake; with the allowance only). */
  storedenApiOrigin?: string | undefined;
}

/** The platforms' names in messages. */
export const PLATFORM_NAMES: Readonly<Record<LinkPlatform, string>> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  prestashop: 'PrestaShop',
  'magento-2': 'Magento 2',
  storeden: 'Storeden',
};

/**
 * How often a link is polled for changes (docs/product/catalogue.md, "Platforms"): the platforms
 * without webhooks every 5 minutes, WooCommerce hourly as a safety net under its webhooks, Shopify
 * not at all (its webhooks are reliable enough, and the daily import repairs what they miss).
 * A store whose webhooks could not be registered (`webhooks` false: a read-only key, a server
 * without a public address) is polled every 5 minutes like the platforms that have none.
 * @example pollIntervalSeconds('prestashop') // 300
 */
export function pollIntervalSeconds(platform: string, webhooks = true): number | null {
  if (platform === 'prestashop' || platform === 'magento-2' || platform === 'storeden') return 300;
  if (!webhooks) return 300;
  if (platform === 'woocommerce') return 3600;
  return null;
}

const shopifyLinkSchema = z.object({
  platform: z.literal('shopify'),
  host: z.string().min(1),
  accessToken: z.string().min(1),
});

/**
 * A stored link's credentials, read back from their JSON.
 * @throws PlatformError `platform-credentials-invalid` when the stored value is not credentials.
 */
export function parseLinkCredentials(json: string): LinkCredentials {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  const shopify = shopifyLinkSchema.safeParse(value);
  if (shopify.success) return shopify.data;
  const pasted = platformCredentialsSchema.safeParse(value);
  if (pasted.success) return pasted.data;
  throw new PlatformError('platform-credentials-invalid', 'the stored credentials are unreadable');
}

/**
 * The client of a link's platform, over an HTTP with the SSRF guard on (plus the test-only
 * allowance when configured).
 * @example const client = createPlatformClient({ credentials, languageIso: 'it' }); await client.check();
 */
export function createPlatformClient(
  link: PlatformLink,
  options: PlatformClientOptions = {},
): LinkedClient {
  const http = new PlatformHttp({
    platform: PLATFORM_NAMES[link.credentials.platform],
    allowTarget: options.allowTarget,
    ...options.http,
    ...(options.interactive ? interactiveLimits(options.http) : {}),
  });
  return Object.assign(clientOver(link, http, options), { close: () => http.close() });
}

function interactiveLimits(http: PlatformClientOptions['http']): PlatformClientOptions['http'] {
  return {
    maxRetries: Math.min(
      http?.maxRetries ?? INTERACTIVE_HTTP.maxRetries,
      INTERACTIVE_HTTP.maxRetries,
    ),
    maxWaitMs: Math.min(http?.maxWaitMs ?? INTERACTIVE_HTTP.maxWaitMs, INTERACTIVE_HTTP.maxWaitMs),
    deadlineMs: Math.min(
      http?.deadlineMs ?? INTERACTIVE_HTTP.deadlineMs,
      INTERACTIVE_HTTP.deadlineMs,
    ),
  };
}

function clientOver(
  link: PlatformLink,
  http: PlatformHttp,
  options: PlatformClientOptions,
): PlatformClient & Partial<PlatformWebhooks> {
  const { credentials } = link;
  switch (credentials.platform) {
    case 'shopify': {
      const sleep = options.http?.sleep;
      const bulkPollMs = options.shopifyBulkPollMs;
      return createShopifyClient({ ...credentials, apiOrigin: options.shopifyApiOrigin }, http, {
        ...(sleep ? { sleep } : {}),
        ...(bulkPollMs === undefined ? {} : { bulkPollMs }),
      });
    }
    case 'woocommerce':
      return createWooCommerceClient(credentials, http);
    case 'prestashop':
      return createPrestaShopClient(credentials, http, { languageIso: link.languageIso });
    case 'magento-2':
      return createMagento2Client(credentials, http);
    case 'storeden': {
      const apiBase = options.storedenApiOrigin;
      return createStoredenClient(credentials, http, apiBase === undefined ? {} : { apiBase });
    }
  }
}
