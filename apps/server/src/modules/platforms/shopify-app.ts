import '@shopify/shopify-api/adapters/node';
import { ApiVersion, LogSeverity, shopifyApi, type Shopify } from '@shopify/shopify-api';
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';

/** The verified facts of one webhook delivery, from its headers. */
export interface ShopifyDelivery {
  /** `products/update`, `app/uninstalled`, … as `X-Shopify-Topic` says. */
  topic: string;
  /** The shop's `*.myshopify.com` host (`X-Shopify-Shop-Domain`). */
  shop: string;
  /** `X-Shopify-Webhook-Id`: the same on every retry of one delivery, the de-duplication key. */
  deliveryId: string;
}

const libraries = new Map<string, Shopify>();

/**
 * Shopify's own library configured with our app's secret, for its HMAC checks only: Trova's calls
 * go through `PlatformHttp` (SSRF guard, back-off), not through the library's clients.
 */
function library(appSecret: string): Shopify {
  let api = libraries.get(appSecret);
  if (!api) {
    api = shopifyApi({
      // The client id is not part of either HMAC; the library only insists on having one.
      apiKey: 'trova',
      apiSecretKey: appSecret,
      hostName: 'trova.invalid',
      apiVersion: ApiVersion.July26,
      isEmbeddedApp: false,
      logger: { level: LogSeverity.Error },
    });
    libraries.set(appSecret, api);
  }
  return api;
}

/**
 * Whether a webhook delivery is Shopify's: `X-Shopify-Hmac-Sha256` over the raw body with the
 * app's secret, checked by `@shopify/shopify-api`, which also requires the topic, shop, API
 * version and webhook id headers. Null when any check fails.
 * @example const delivery = await verifyShopifyWebhook(request.rawBody, request.headers, secret);
 */
export async function verifyShopifyWebhook(
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
  appSecret: string,
): Promise<ShopifyDelivery | null> {
  // The library reads headers through its adapter's request type: a detached Node request carries them.
  const rawRequest = new IncomingMessage(new Socket());
  rawRequest.method = 'POST';
  rawRequest.url = '/';
  rawRequest.headers = headers;
  const result = await library(appSecret).webhooks.validate({
    rawBody: rawBody.toString('utf8'),
    rawRequest,
    rawResponse: new ServerResponse(rawRequest),
  });
  if (!result.valid || result.webhookType !== 'webhooks') return null;
  const topic = headers['x-shopify-topic'];
  if (typeof topic !== 'string') return null;
  return {
    topic: topic.toLowerCase(),
    shop: result.domain.toLowerCase(),
    deliveryId: result.webhookId,
  };
}

/**
 * Whether the OAuth callback's query is Shopify's: its `hmac` over the other parameters with the
 * app's secret and a `timestamp` within the library's tolerance (90 s).
 * @example await verifyShopifyOAuthQuery({ code, hmac, host, shop, state, timestamp }, secret)
 */
export async function verifyShopifyOAuthQuery(
  query: Record<string, string | undefined>,
  appSecret: string,
): Promise<boolean> {
  if (!query.hmac) return false;
  try {
    return await library(appSecret).utils.validateHmac(query);
  } catch {
    return false; // InvalidHmacError: the timestamp is outside the tolerance
  }
}
