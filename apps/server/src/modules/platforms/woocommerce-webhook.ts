import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookNotice } from './platform-client';

/**
 * Whether a delivery is WooCommerce's: `X-WC-Webhook-Signature` must be the base64 HMAC-SHA256
 * of the raw body (the bytes as received, before any JSON parsing) keyed by the webhook's secret,
 * compared in constant time. A missing or malformed signature is refused.
 * @example verifyWooCommerceSignature(rawBody, request.headers['x-wc-webhook-signature'], secret) // true
 */
export function verifyWooCommerceSignature(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const CHANGED = new Set(['product.created', 'product.updated', 'product.restored']);

/**
 * What a verified delivery asks for, from its `X-WC-Webhook-Topic` and JSON body: a product
 * created, updated or restored is read again; a deleted one (WooCommerce sends only `{ id }`) is
 * dropped. A variation's update names its product through `parent_id`, and the product is what
 * Trova re-reads. Anything else (the creation ping `webhook_id=…`, other topics) is ignored.
 * @example wooCommerceWebhookNotice('product.deleted', { id: 41 }) // { kind: 'deleted', productIds: ['41'] }
 */
export function wooCommerceWebhookNotice(topic: string | undefined, body: unknown): WebhookNotice {
  if (!topic || typeof body !== 'object' || body === null) return { kind: 'ignored' };
  const { id, parent_id: parent, type } = body as Record<string, unknown>;
  if (!isId(id)) return { kind: 'ignored' };
  if (topic === 'product.deleted') return { kind: 'deleted', productIds: [String(id)] };
  if (!CHANGED.has(topic)) return { kind: 'ignored' };
  const product = type === 'variation' && isId(parent) && Number(parent) > 0 ? parent : id;
  return { kind: 'changed', productIds: [String(product)] };
}

function isId(value: unknown): value is number | string {
  return (
    (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
    (typeof value === 'string' && /^\d+$/.test(value))
  );
}
