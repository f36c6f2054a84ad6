import { PlatformError } from './platform-error';
import type { PlatformHttp } from './platform-http';
import { SHOPIFY_API_VERSION } from './shopify-queries';

/** One shop's Admin API: its `*.myshopify.com` host and the offline access token of our app. */
export interface ShopifyAccess {
  host: string;
  accessToken: string;
  /**
   * Test only: the origin that replaces `https://{host}` for server-to-server calls (a loopback
   * fake). Production leaves it unset.
   */
  apiOrigin?: string | undefined;
}

export interface ShopifyGraphqlOptions {
  /** Waits while Shopify's query cost bucket refills (tests pass a recorder). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** THROTTLED answers retried before giving up with platform-rate-limited; default 10. */
  maxThrottleRetries?: number;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message?: string; extensions?: { code?: string } }[];
  extensions?: {
    cost?: {
      requestedQueryCost?: number;
      throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
    };
  };
}

/**
 * The shop's origin for server-to-server calls: `https://{host}`, or the test-only override.
 * @example shopifyOrigin({ host: 's.myshopify.com', accessToken: 't' }) // 'https://s.myshopify.com'
 */
export function shopifyOrigin(access: ShopifyAccess): string {
  return access.apiOrigin ?? `https://${access.host}`;
}

/**
 * GraphQL Admin API calls with Shopify's manners: the access token header, the pinned version,
 * and the cost-based rate limit. A throttled query comes back with HTTP 200 and a THROTTLED error;
 * the wait is the missing cost over the restore rate, as `extensions.cost.throttleStatus` tells.
 * @example const data = await graphql.query<{ shop: { name: string } }>('{ shop { name } }');
 */
export class ShopifyGraphql {
  private readonly endpoint: string;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly maxThrottleRetries: number;

  constructor(
    private readonly access: ShopifyAccess,
    readonly http: PlatformHttp,
    options: ShopifyGraphqlOptions = {},
  ) {
    this.endpoint = `${shopifyOrigin(access)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
    this.sleep = options.sleep ?? defaultSleep;
    this.maxThrottleRetries = options.maxThrottleRetries ?? 10;
  }

  async query<T>(
    document: string,
    variables: Record<string, unknown> = {},
    signal?: AbortSignal,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const response = await this.http.request({
        method: 'POST',
        url: this.endpoint,
        headers: { 'x-shopify-access-token': this.access.accessToken },
        body: { query: document, variables },
        signal,
      });
      const answer = response.json<GraphqlAnswer<T>>();
      const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
      if (codes.includes('THROTTLED')) {
        if (attempt >= this.maxThrottleRetries) {
          throw new PlatformError('platform-rate-limited', 'Shopify kept throttling the queries');
        }
        await this.sleep(throttleWaitMs(answer), signal);
        continue;
      }
      if (codes.includes('ACCESS_DENIED')) {
        throw new PlatformError('platform-permission-missing', 'Shopify refused a permission');
      }
      if (answer.errors?.length || !answer.data) {
        const message = answer.errors?.[0]?.message ?? 'no data';
        throw new PlatformError('platform-answer-invalid', `Shopify answered: ${message}`);
      }
      return answer.data;
    }
  }
}

/** Seconds until the bucket holds the query's cost again, at least one second. */
function throttleWaitMs<T>(answer: GraphqlAnswer<T>): number {
  const cost = answer.extensions?.cost;
  const missing = (cost?.requestedQueryCost ?? 0) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
  const rate = cost?.throttleStatus?.restoreRate ?? 50;
  return Math.max(1, Math.ceil(missing / Math.max(rate, 1))) * 1000;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new PlatformError('platform-unreachable', 'the call was cancelled'));
      },
      { once: true },
    );
  });
}
