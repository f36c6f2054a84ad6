import type { WebhookNotice } from './platform-client';
import { shopifyNumericId } from './shopify.mapper';

/**
 * The GDPR compliance topics every Shopify app must answer. Trova stores no data about a shop's
 * customers, so the first two need nothing; `shop/redact` (48 hours after uninstall) deletes what
 * remains of the shop (docs/deploy.md, "Shopify app").
 */
export const SHOPIFY_COMPLIANCE_TOPICS = [
  'customers/data_request',
  'customers/redact',
  'shop/redact',
] as const;

/**
 * What one verified Shopify delivery asks for, from its topic and payload: products to re-read
 * (create, update), to drop (delete), inventory items whose products to re-read, or the app's
 * removal. Anything else is ignored.
 * @example shopifyWebhookNotice('products/delete', { id: 7012 }) // { kind: 'deleted', productIds: ['7012'] }
 */
export function shopifyWebhookNotice(topic: string | undefined, body: unknown): WebhookNotice {
  const payload = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  switch (topic?.toLowerCase()) {
    case 'products/create':
    case 'products/update': {
      const id = idOf(payload.admin_graphql_api_id) ?? idOf(payload.id);
      return id ? { kind: 'changed', productIds: [id] } : { kind: 'ignored' };
    }
    case 'products/delete': {
      const id = idOf(payload.id);
      return id ? { kind: 'deleted', productIds: [id] } : { kind: 'ignored' };
    }
    case 'inventory_levels/update': {
      const id = idOf(payload.inventory_item_id);
      return id ? { kind: 'inventory', inventoryItemIds: [id] } : { kind: 'ignored' };
    }
    case 'app/uninstalled':
      return { kind: 'uninstalled' };
    default:
      return { kind: 'ignored' };
  }
}

/** A payload id (a number, a numeric string or a global id) as the numeric id string. */
function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value !== 'string') return null;
  const id = shopifyNumericId(value.trim());
  return /^\d+$/.test(id) ? id : null;
}
