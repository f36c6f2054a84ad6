import { PlatformError } from './platform-error';
import type { ShopifyGraphql } from './shopify-graphql';
import {
  SHOPIFY_WEBHOOK_TOPICS,
  WEBHOOKS_QUERY,
  WEBHOOK_CREATE_MUTATION,
  WEBHOOK_DELETE_MUTATION,
} from './shopify-queries';

interface UserError {
  message: string;
}

/**
 * Subscribes the shop's product, stock and uninstall topics to `callbackUrl`, keeping the
 * subscriptions that already point there (a reconnect registers nothing twice). Shopify signs the
 * deliveries with the app's secret, so no per-shop secret is involved. Returns every subscription
 * id, for removal at disconnect.
 * @example await registerShopifyWebhooks(graphql, 'https://trova.example/API/webhooks/shopify')
 */
export async function registerShopifyWebhooks(
  graphql: ShopifyGraphql,
  callbackUrl: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const existing = await graphql.query<{
    webhookSubscriptions: { nodes: { id: string; topic: string }[] };
  }>(WEBHOOKS_QUERY, { callbackUrl }, signal);
  const ids = new Map(existing.webhookSubscriptions.nodes.map((node) => [node.topic, node.id]));
  for (const topic of SHOPIFY_WEBHOOK_TOPICS) {
    if (ids.has(topic)) continue;
    const data = await graphql.query<{
      webhookSubscriptionCreate: {
        webhookSubscription: { id: string } | null;
        userErrors: UserError[];
      };
    }>(
      WEBHOOK_CREATE_MUTATION,
      { topic, webhookSubscription: { callbackUrl, format: 'JSON' } },
      signal,
    );
    const created = data.webhookSubscriptionCreate.webhookSubscription;
    if (!created) {
      const message = data.webhookSubscriptionCreate.userErrors[0]?.message ?? 'refused';
      throw new PlatformError('platform-answer-invalid', `Shopify refused ${topic}: ${message}`);
    }
    ids.set(topic, created.id);
  }
  return [...ids.values()];
}

/**
 * Deletes the subscriptions registered earlier; one Shopify no longer knows is not an error.
 * @example await removeShopifyWebhooks(graphql, ['gid://shopify/WebhookSubscription/1'])
 */
export async function removeShopifyWebhooks(
  graphql: ShopifyGraphql,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<void> {
  for (const id of ids) {
    await graphql.query<{
      webhookSubscriptionDelete: { deletedWebhookSubscriptionId: string | null };
    }>(WEBHOOK_DELETE_MUTATION, { id }, signal);
  }
}
