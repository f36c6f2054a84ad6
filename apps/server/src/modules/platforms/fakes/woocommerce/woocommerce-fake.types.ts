import type { WooCategory } from '../../woocommerce.types';
import type { WooFakeKey } from './woocommerce-fake-auth';
import type { WooFakeTax } from './woocommerce-fake-routes';
import type { WooFakeDelivery, WooFakeWebhook } from './woocommerce-fake-webhooks';
import type { WooFakeProduct } from './woocommerce.fixtures';

export interface WooCommerceFakeOptions {
  /** The catalogue served; default the fixtures (a generated list for the bench). */
  products?: readonly WooFakeProduct[];
  categories?: WooCategory[];
  key?: Partial<WooFakeKey>;
  storeName?: string;
  currency?: string;
  /** The tax setup; default taxes off (prices shown as entered). */
  tax?: Partial<WooFakeTax>;
  now?: () => number;
}

/** One call Trova made: what tests assert about auth, pagination and back-off. */
export interface WooFakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The `Authorization` header as sent (WooCommerce ignores it on plain http). */
  authorization: string | null;
  oauthConsumerKey: string | null;
  status: number;
}

/**
 * A loopback WooCommerce store (test support for Trova's client, e2e tests and `bench:ingest`):
 * the REST API v3 routes the client uses, authenticated like a plain-http WooCommerce (OAuth
 * 1.0a in the query string), with a request log, injectable throttling, a missing capability
 * (403) and webhooks that deliver signed payloads to their `delivery_url`.
 */
export interface WooCommerceFake {
  url: string;
  port: number;
  consumerKey: string;
  consumerSecret: string;
  requests: WooFakeRequest[];
  deliveries: WooFakeDelivery[];
  /** Webhook ids pinged at creation, and the receiver's answers. */
  pings: { webhookId: number; status: number }[];
  webhooks: WooFakeWebhook[];
  /** The next `times` API calls answer `status` (429 or 503) with `Retry-After: seconds`. */
  throttle(times: number, retryAfterSeconds?: number, status?: number): void;
  /** The next `times` authenticated calls answer `status` (504) after their nonce was spent. */
  failAfterAuth(times: number, status?: number): void;
  /**
   * A proxy, cache or plugin in front of the API rewriting its answers (null removes it): tests
   * of answers WooCommerce itself never gives (no `X-WP-TotalPages`, `page` ignored, a JSON
   * object where a list belongs).
   */
  tamper(rewrite: WooFakeTamper | null): void;
  /** Changes the key (a wrong secret, Read only) or the user's capability (403 when false). */
  setKey(patch: Partial<WooFakeKey>): void;
  setCapable(capable: boolean): void;
  /** Adds or replaces a product, its modified date now. */
  upsert(product: WooFakeProduct): void;
  /** Moves a product to the trash (status `trash`), modified now. */
  trash(id: number): void;
  product(id: number): WooFakeProduct | undefined;
  /** Fires `topic` for the product at every active webhook of that topic, as WooCommerce does. */
  deliver(topic: string, productId: number): Promise<WooFakeDelivery[]>;
  close(): Promise<void>;
}

/** One answer of the API as the fake routed it, before a tamper rewrites it. */
export interface WooFakeAnswerSeen {
  route: string;
  query: URLSearchParams;
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export type WooFakeTamper = (
  answer: WooFakeAnswerSeen,
) => Pick<WooFakeAnswerSeen, 'status' | 'body' | 'headers'>;
