import { API_PREFIX } from '@trova/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/error-catalogue';
import type { ShopPlatformsRepository } from '../connectors/index';
import {
  shopifyWebhookNotice,
  verifyShopifyWebhook,
  verifyWooCommerceSignature,
  wooCommerceWebhookNotice,
} from '../platforms/index';
import type { PlatformNotices } from './platform-notices';

export const WOOCOMMERCE_WEBHOOK_PATH = `${API_PREFIX}/webhooks/woocommerce/:shopId`;
export const SHOPIFY_WEBHOOK_PATH = `${API_PREFIX}/webhooks/shopify`;

/**
 * A product with many variants, images and a long description makes a large delivery; one refused
 * for its size is retried, then the platform pauses or deletes the webhook.
 */
export const WEBHOOK_BODY_LIMIT = 16 * 1024 * 1024;

export interface PlatformWebhookRoutesDependencies {
  links: Pick<ShopPlatformsRepository, 'find' | 'findByStoreKey'>;
  notices: Pick<PlatformNotices, 'accept'>;
  /** The Shopify app's secret, which signs its webhooks; unset: Shopify is not offered. */
  shopifySecret: string | undefined;
  /**
   * The public routes' budget a client address (throws `too-many-requests`), counted only for
   * deliveries that fail verification: Shopify sends every store's webhooks from a few addresses.
   */
  limit: (clientIp: string) => void;
  /** Deletes a shop and its catalogue (Shopify's `shop/redact`, 48 hours after an uninstall). */
  redactShop: (shopId: string) => Promise<void>;
}

/**
 * Where platforms deliver their webhooks (docs/product/catalogue.md, "Platforms"), in a scope of
 * its own that keeps every body raw: the signatures cover the exact bytes sent. No session: the
 * signature is the credential, and nothing is queued without a good one. A verified delivery is
 * queued and answered at once.
 */
export function platformWebhookRoutes(deps: PlatformWebhookRoutesDependencies): FastifyPluginAsync {
  return (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    /** A delivery that fails verification: counted against its address, then refused. */
    const refuse = (request: FastifyRequest): never => {
      deps.limit(request.ip);
      throw new AppError('platform-webhook-invalid');
    };
    const options = { bodyLimit: WEBHOOK_BODY_LIMIT };
    app.post<{ Params: { shopId: string } }>(WOOCOMMERCE_WEBHOOK_PATH, options, async (request) => {
      const body = rawBody(request);
      const signature = header(request, 'x-wc-webhook-signature');
      // WooCommerce pings a new webhook with an unsigned form post (`webhook_id=…`): it must
      // answer 200 or the webhook is not saved. Nothing is read from it.
      if (!signature && /^webhook_id=\d+$/.test(body.toString('utf8').trim())) {
        deps.limit(request.ip);
        return { received: true };
      }
      const link = await deps.links.find(request.params.shopId);
      const secret = link?.platform === 'woocommerce' ? link.webhook_secret : null;
      if (!link || !secret || !verifyWooCommerceSignature(body, signature, secret)) {
        return refuse(request);
      }
      const notice = wooCommerceWebhookNotice(header(request, 'x-wc-webhook-topic'), json(body));
      // WooCommerce's delivery id hashes the webhook id and the second it was sent: two products
      // saved in one second share it. With the body's signature it names one delivery.
      const wcDelivery = header(request, 'x-wc-webhook-delivery-id');
      const deliveryId = wcDelivery ? `${wcDelivery}:${signature ?? ''}` : undefined;
      const outcome = await deps.notices.accept({
        ...{ shopId: link.shop_id, platform: 'woocommerce', deliveryId, notice },
      });
      return { received: true, outcome };
    });
    app.post(SHOPIFY_WEBHOOK_PATH, options, async (request) => {
      const body = rawBody(request);
      const delivery = deps.shopifySecret
        ? await verifyShopifyWebhook(body, request.headers, deps.shopifySecret)
        : null;
      if (!delivery) return refuse(request);
      const notice = shopifyWebhookNotice(delivery.topic, json(body));
      // Compliance topics and shops no longer connected are answered, with nothing to do.
      const link = await deps.links.findByStoreKey('shopify', delivery.shop);
      if (!link) return { received: true, outcome: 'ignored' };
      if (delivery.topic === 'shop/redact') {
        await deps.redactShop(link.shop_id);
        return { received: true, outcome: 'queued' };
      }
      const outcome = await deps.notices.accept({
        ...{ shopId: link.shop_id, platform: 'shopify', deliveryId: delivery.deliveryId, notice },
      });
      return { received: true, outcome };
    });
    return Promise.resolve();
  };
}

function rawBody(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function json(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
