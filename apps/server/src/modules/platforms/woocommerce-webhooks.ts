import { PlatformError } from './platform-error';
import type { WooApi } from './woocommerce-api';
import type { WooWebhook } from './woocommerce.types';

/** The product topics Trova listens to: a restored product comes back from the trash. */
export const WOO_WEBHOOK_TOPICS = [
  'product.created',
  'product.updated',
  'product.deleted',
  'product.restored',
] as const;

/**
 * Registers one webhook per product topic pointing at `callbackUrl`, reusing those already there.
 * A reused one is set `active` with the given secret: WooCommerce disables a webhook after more
 * than five failed deliveries in a row and never retries it, and an owner may have paused it, so
 * finding one not active is the moment to revive it. Setting the secret again keeps signatures
 * checkable if the stored one was replaced. Needs a key with Write permission.
 * @example await registerWooWebhooks(api, 'https://trova.example/API/webhooks/woocommerce/12', secret) // ['31', '32', '33', '34']
 */
export async function registerWooWebhooks(
  api: WooApi,
  callbackUrl: string,
  secret: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const existing = new Map<string, WooWebhook>();
  for await (const page of api.pages<WooWebhook>({ path: 'webhooks', signal })) {
    for (const webhook of page) {
      if (webhook.delivery_url === callbackUrl && !existing.has(webhook.topic)) {
        existing.set(webhook.topic, webhook);
      }
    }
  }
  const ids: string[] = [];
  for (const topic of WOO_WEBHOOK_TOPICS) {
    const found = existing.get(topic);
    const response = found
      ? await api.request({
          method: 'PUT',
          path: `webhooks/${found.id}`,
          body: { status: 'active', secret },
          accept: [401],
          signal,
        })
      : await api.request({
          method: 'POST',
          path: 'webhooks',
          body: {
            name: `Trova ${topic}`,
            topic,
            delivery_url: callbackUrl,
            secret,
            status: 'active',
          },
          accept: [401],
          signal,
        });
    // The key just listed webhooks, so a refusal of the write is the key's Read-only permission
    // (WooCommerce answers 401 for it), not a wrong key.
    if (response.status === 401) {
      throw new PlatformError(
        'platform-permission-missing',
        'the WooCommerce key needs Read/Write permission to register webhooks',
      );
    }
    ids.push(String(response.json<WooWebhook>().id));
  }
  return ids;
}

/**
 * Deletes the webhooks for good (`force=true`: WooCommerce webhooks have no trash); one already
 * gone (404) is not an error.
 * @example await removeWooWebhooks(api, ['31', '32'])
 */
export async function removeWooWebhooks(
  api: WooApi,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<void> {
  for (const id of ids) {
    if (!/^\d+$/.test(id)) continue;
    await api.request({
      method: 'DELETE',
      path: `webhooks/${id}`,
      query: { force: 'true' },
      accept: [404],
      signal,
    });
  }
}
