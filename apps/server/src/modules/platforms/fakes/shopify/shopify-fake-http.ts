import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHOPIFY_API_VERSION } from '../../shopify-queries';

/**
 * The signed parts of the Shopify fake, as shopify.dev documents them: the OAuth callback's
 * `hmac` (hex HMAC-SHA256 of the other parameters, sorted, `key=value` joined by `&`) and the
 * webhook's `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw body), both with the app secret.
 */
export function signedCallbackQuery(input: {
  shop: string;
  secret: string;
  state: string;
  code: string;
  at?: number | undefined;
}): Record<string, string> {
  const store = input.shop.split('.')[0] ?? '';
  const query: Record<string, string> = {
    code: input.code,
    host: Buffer.from(`admin.shopify.com/store/${store}`).toString('base64url'),
    shop: input.shop,
    state: input.state,
    timestamp: String(input.at ?? Math.floor(Date.now() / 1000)),
  };
  const message = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key] ?? ''}`)
    .join('&');
  return { ...query, hmac: createHmac('sha256', input.secret).update(message).digest('hex') };
}

/** POSTs one webhook delivery with Shopify's headers; `tamper` alters the body after signing. */
export async function deliverWebhook(input: {
  target: string;
  topic: string;
  payload: unknown;
  shop: string;
  secret: string;
  webhookId?: string;
  tamper?: boolean;
}): Promise<{ status: number; text: string }> {
  const raw = JSON.stringify(input.payload);
  const answer = await fetch(input.target, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': input.topic,
      'x-shopify-hmac-sha256': createHmac('sha256', input.secret).update(raw).digest('base64'),
      'x-shopify-shop-domain': input.shop,
      'x-shopify-api-version': SHOPIFY_API_VERSION,
      'x-shopify-webhook-id': input.webhookId ?? randomBytes(8).toString('hex'),
      'x-shopify-event-id': randomBytes(8).toString('hex'),
      'x-shopify-triggered-at': new Date().toISOString(),
    },
    body: input.tamper ? raw.replace(/}$/, ',"x":1}') : raw,
  });
  return { status: answer.status, text: await answer.text() };
}

/** The GraphQL document of a request body, or '' when it has none. */
export function jsonQuery(body: string): string {
  try {
    const parsed = JSON.parse(body) as { query?: unknown };
    return typeof parsed.query === 'string' ? parsed.query : '';
  } catch {
    return '';
  }
}

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
