import { z } from 'zod';
import { statusResponseSchema } from '../account/session.schema';
import {
  checkFeedResponseSchema,
  googleShoppingConnectSchema,
  shopifyConnectQuerySchema,
} from '../shops/integration.schema';
import {
  platformCheckResponseSchema,
  platformConnectSchema,
  platformCredentialsSchema,
  wooCommerceCredentialsSchema,
} from '../shops/platform-connect.schema';
import { registeredShopSchema } from './catalogue.api';
import { defineCall } from './call';

/** `GET integrations/gs/check-feed?url=`: the feed URL, encoded. */
export const checkFeedQuerySchema = z.object({ url: z.string().trim().min(1).max(2048) });
export type CheckFeedQuery = z.infer<typeof checkFeedQuerySchema>;

/**
 * The console's integration calls (docs/product/onboarding.md#calls), relative to /API, with the
 * session token. Connecting a Google Shopping feed creates the caller's shop and queues its first
 * sync; the answer names the new shop like the push API's registration (see docs/decisions.md,
 * Connect answer).
 */
/** `POST integrations/shp`: where the browser goes next, the platform's authorisation page. */
export const shopifyConnectResponseSchema = z.object({ redirectUrl: z.url() });
export type ShopifyConnectResponse = z.infer<typeof shopifyConnectResponseSchema>;

/**
 * `POST integrations/woocommerce/grant`: the store whose authorisation page grants Trova keys
 * (WooCommerce "App authentication endpoint"), the shop's public address (the store's by default)
 * and the catalogue language.
 */
export const wooCommerceGrantSchema = z.object({
  storeUrl: wooCommerceCredentialsSchema.shape.storeUrl,
  shopUrl: z.string().trim().min(1).max(2048).optional(),
  languageIso: z.string().min(2).max(8),
});
export type WooCommerceGrant = z.infer<typeof wooCommerceGrantSchema>;
/** Where the browser goes next: the store's authorisation page, carrying the one-time grant id. */
export const wooCommerceGrantResponseSchema = z.object({ authorizeUrl: z.url() });
/** A grant's outcome as the wizard polls it after the store sent the owner back. */
export const wooCommerceGrantStatusSchema = z.object({
  status: z.enum(['pending', 'connected', 'failed']),
  shopId: z.string().optional(),
  code: z.string().optional(),
});
export type WooCommerceGrantStatus = z.infer<typeof wooCommerceGrantStatusSchema>;

export const integrationsApi = {
  connectShopify: defineCall({
    method: 'POST',
    path: '/integrations/shp',
    query: shopifyConnectQuerySchema,
    response: shopifyConnectResponseSchema,
    auth: 'session',
  }),
  connectGoogleShopping: defineCall({
    method: 'POST',
    path: '/integrations/google-shopping',
    body: googleShoppingConnectSchema,
    response: registeredShopSchema,
    auth: 'session',
  }),
  checkFeed: defineCall({
    method: 'GET',
    path: '/integrations/gs/check-feed',
    query: checkFeedQuerySchema,
    response: checkFeedResponseSchema,
    auth: 'session',
  }),
  /** Whether Trova can read the store's catalogue with the pasted credentials (no shop created). */
  checkPlatform: defineCall({
    method: 'POST',
    path: '/integrations/platforms/check',
    body: platformCredentialsSchema,
    response: platformCheckResponseSchema,
    auth: 'session',
  }),
  /** The caller's new shop of a credential platform, its credentials checked, its import queued. */
  connectPlatform: defineCall({
    method: 'POST',
    path: '/integrations/platforms',
    body: platformConnectSchema,
    response: registeredShopSchema,
    auth: 'session',
  }),
  /**
   * New credentials for a connected shop (the owner fixed a wrong key): checked like a connect,
   * stored, and a full import queued. The platform must be the shop's.
   */
  updatePlatformCredentials: defineCall({
    method: 'PUT',
    path: '/integrations/platforms/:id',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: platformCredentialsSchema,
    response: platformCheckResponseSchema,
    auth: 'session',
  }),
  /**
   * `POST integrations/platforms/{id}/sync`: a new full import of the caller's platform shop with
   * the credentials it has (the retry of a failed sync, without typing the keys again).
   */
  syncPlatformShop: defineCall({
    method: 'POST',
    path: '/integrations/platforms/:id/sync',
    params: z.object({ id: z.string().min(1).max(64) }),
    response: statusResponseSchema,
    auth: 'session',
  }),
  /** A one-time grant and the WooCommerce store's page that asks its manager to approve keys. */
  grantWooCommerce: defineCall({
    method: 'POST',
    path: '/integrations/woocommerce/grant',
    body: wooCommerceGrantSchema,
    response: wooCommerceGrantResponseSchema,
    auth: 'session',
  }),
  /** The caller's grant: still waiting for the store's keys, connected (the shop) or failed (the code). */
  wooCommerceGrantStatus: defineCall({
    method: 'GET',
    path: '/integrations/woocommerce/grant/:nonce',
    params: z.object({ nonce: z.string().min(1).max(64) }),
    response: wooCommerceGrantStatusSchema,
    auth: 'session',
  }),
} as const;
