import { createHash, createHmac } from 'node:crypto';

/** A webhook as the fake keeps it (the secret is never listed back, as in WooCommerce). */
export interface WooFakeWebhook {
  id: number;
  name: string;
  status: 'active' | 'paused' | 'disabled';
  topic: string;
  delivery_url: string;
  secret: string;
  failure_count: number;
}

/** One delivery the fake made, and how the receiver answered (0 when unreachable). */
export interface WooFakeDelivery {
  webhookId: number;
  topic: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** WooCommerce disables a webhook at a failure once the count of failures before it exceeds this. */
const MAX_FAILURES = 5;

/** The webhook's public JSON (`GET /webhooks`), without the secret. */
export function webhookJson(webhook: WooFakeWebhook): Record<string, unknown> {
  const [resource, event] = webhook.topic.split('.');
  return {
    id: webhook.id,
    name: webhook.name,
    status: webhook.status,
    topic: webhook.topic,
    resource,
    event,
    hooks: [],
    delivery_url: webhook.delivery_url,
    date_created_gmt: '2026-11-01T08:00:00',
  };
}

/**
 * Sends one delivery the way WooCommerce does: a POST of the JSON body (trimmed), signed with
 * base64 HMAC-SHA256 of that body and the webhook's secret, with the `X-WC-Webhook-*` headers.
 * Failures in a row are counted; a 2xx, 301 or 302 answer resets them; a failure with more than
 * five before it disables the webhook, as WooCommerce does.
 */
export async function deliverWooWebhook(
  webhook: WooFakeWebhook,
  payload: unknown,
  source: string,
): Promise<WooFakeDelivery> {
  const body = JSON.stringify(payload).trim();
  const [resource = '', event = ''] = webhook.topic.split('.');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'WooCommerce/9.8.0 Hookshot (WordPress/6.8)',
    'x-wc-webhook-source': source,
    'x-wc-webhook-topic': webhook.topic,
    'x-wc-webhook-resource': resource,
    'x-wc-webhook-event': event,
    'x-wc-webhook-signature': createHmac('sha256', webhook.secret).update(body).digest('base64'),
    'x-wc-webhook-id': String(webhook.id),
    // WooCommerce derives the delivery id from the webhook id and the current second only, so two
    // deliveries of one webhook within a second share it: a receiver must not de-duplicate on it
    // alone.
    'x-wc-webhook-delivery-id': createHash('md5')
      .update(`${webhook.id}${Math.floor(Date.now() / 1000)}`)
      .digest('hex'),
  };
  const status = await post(webhook.delivery_url, headers, body);
  if (status >= 200 && status < 303) webhook.failure_count = 0;
  else if (webhook.failure_count > MAX_FAILURES) webhook.status = 'disabled';
  else webhook.failure_count += 1;
  return { webhookId: webhook.id, topic: webhook.topic, status, headers, body };
}

/**
 * The ping WooCommerce sends to a new webhook's address: a form body `webhook_id=<id>`, unsigned.
 * Its answer does not stop the creation through the REST API.
 */
export async function pingWooWebhook(webhook: WooFakeWebhook): Promise<number> {
  return post(
    webhook.delivery_url,
    {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'WooCommerce/9.8.0 Hookshot (WordPress/6.8)',
    },
    `webhook_id=${webhook.id}`,
  );
}

async function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(5000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}
