import type { WooCommerceCredentials } from '@trova/contracts';
import { PlatformError, isPlatformError } from './platform-error';
import type { PlatformHttp, PlatformResponse } from './platform-http';
import { authorizeWooRequest, type WooAuthSource, type WooHttpsStyle } from './woocommerce-auth';

/** One call to the REST API v3, relative to `/wp-json/wc/v3/`. */
export interface WooCall {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  accept?: readonly number[];
  signal?: AbortSignal | undefined;
}

/** WooCommerce answers at most 100 items a page (`per_page` is capped there). */
export const WOO_MAX_PAGE = 100;

/**
 * The REST API v3 of one store: authenticates every call (`authorizeWooRequest`) and walks
 * collections page by page, stopping at the page WooCommerce names last in `X-WP-TotalPages`.
 * @example for await (const page of api.pages<WooCategory>('products/categories')) …
 */
export class WooApi {
  private readonly base: string;
  private httpsStyle: WooHttpsStyle = 'header';

  constructor(
    private readonly credentials: WooCommerceCredentials,
    private readonly http: Pick<PlatformHttp, 'request'>,
    private readonly auth: WooAuthSource = {},
  ) {
    // A store in a subfolder (https://example.com/shop) has its API under that folder.
    this.base = `${credentials.storeUrl.replace(/\/+$/, '')}/wp-json/`;
  }

  /** The store's WordPress REST index and other routes outside `wc/v3`, unauthenticated. */
  wordpress(
    path: string,
    accept: readonly number[],
    signal?: AbortSignal,
  ): Promise<PlatformResponse> {
    return this.http.request({ url: new URL(path, this.base), accept, signal });
  }

  /**
   * Sends one authenticated call. Over https a 401 that is not WooCommerce's "wrong key" answer
   * means no credentials reached it (web servers running PHP as CGI drop `Authorization`): the
   * call is sent again with the keys in the query, and the store's calls keep that style. Over
   * http a refused signature is tried once more with a fresh nonce.
   */
  async request(call: WooCall): Promise<PlatformResponse> {
    const secure = this.base.startsWith('https:');
    const answer = await this.send({ ...call, accept: [...(call.accept ?? []), 401] });
    if (answer.status !== 401) return answer;
    const accept = [...(call.accept ?? []), 401];
    if (secure && this.httpsStyle === 'header' && errorCode(answer) !== WRONG_KEY) {
      const again = await this.send({ ...call, accept }, 'query');
      if (again.status !== 401) this.httpsStyle = 'query';
      return this.refused(call, again);
    }
    if (!secure && errorCode(answer) === WRONG_KEY) {
      // PlatformHttp retries an outage with the same signed URL; if WordPress had authenticated
      // the first try, its nonce is spent and the retry is refused. One freshly signed try tells
      // that apart from a wrong key.
      return this.refused(call, await this.send({ ...call, accept }));
    }
    return this.refused(call, answer);
  }

  private refused(call: WooCall, answer: PlatformResponse): PlatformResponse {
    if (answer.status !== 401 || call.accept?.includes(401)) return answer;
    throw new PlatformError('platform-credentials-invalid', 'WooCommerce refused the credentials');
  }

  private send(call: WooCall, style = this.httpsStyle): Promise<PlatformResponse> {
    const url = new URL(`wc/v3/${call.path}`, this.base);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      url.searchParams.set(name, String(value));
    }
    const method = call.method ?? 'GET';
    const authorized = authorizeWooRequest(method, url, this.credentials, this.auth, style);
    return this.http.request({
      method,
      url: authorized.url,
      headers: authorized.headers,
      body: call.body,
      accept: call.accept,
      signal: call.signal,
    });
  }

  /**
   * Every page of a collection, in order. The walk trusts `X-WP-TotalPages` (asking past it
   * would answer an empty page at best); without the header it stops at the first short page.
   * Invariant: the walk either reads the whole collection or throws — a full import sweeps
   * whatever it did not read, so an answer that is not a list of items, a page repeating the
   * previous one (a cache or proxy ignoring `page`) or a walk past `WOO_MAX_PAGES` fails with
   * `platform-answer-invalid` instead of ending early or looping forever.
   */
  async *pages<T>(call: WooCall): AsyncGenerator<T[]> {
    let previous = '';
    for (let page = 1; ; page++) {
      if (page > WOO_MAX_PAGES)
        throw wooInvalid(`${call.path} goes on past ${WOO_MAX_PAGES} pages`);
      const response = await this.request({
        ...call,
        query: { ...call.query, per_page: WOO_MAX_PAGE, page },
      });
      // A refusal the caller accepts (a store refusing `status=trash` with 400) is no page.
      if (response.status !== 200 && call.accept?.includes(response.status)) return;
      const items = response.json<unknown>();
      if (!Array.isArray(items) || !items.every(hasId)) {
        throw wooInvalid(`page ${page} of ${call.path} is not a list of items`);
      }
      const ids = items.map((item) => String(item.id)).join(',');
      if (page > 1 && ids !== '' && ids === previous) {
        throw wooInvalid(`page ${page} of ${call.path} repeats page ${page - 1}`);
      }
      previous = ids;
      yield items as T[];
      const total = Number(response.headers['x-wp-totalpages']);
      const last = Number.isInteger(total) ? page >= total : items.length < WOO_MAX_PAGE;
      if (last || items.length === 0) return;
    }
  }
}

/** 10,000 pages of 100 is a million items: past it the store is lying about its pages. */
export const WOO_MAX_PAGES = 10_000;

function hasId(item: unknown): item is { id: unknown } {
  return typeof item === 'object' && item !== null && 'id' in item;
}

function wooInvalid(detail: string): PlatformError {
  return new PlatformError('platform-answer-invalid', `WooCommerce answered oddly: ${detail}`);
}

/** WooCommerce's code for a key it does not know or a secret that does not match. */
const WRONG_KEY = 'woocommerce_rest_authentication_error';

function errorCode(answer: PlatformResponse): string | null {
  try {
    const code = answer.json<{ code?: unknown }>().code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * A product count from `X-WP-Total`, null when the header is missing or unreadable.
 * @example wooTotal({ 'x-wp-total': '42' }) // 42
 */
export function wooTotal(headers: PlatformResponse['headers']): number | null {
  const value = Number(headers['x-wp-total']);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * A text field of an answer that only adds detail (the store's name, its currency): refused,
 * missing or unreadable answers give null instead of failing the check or the import. A store
 * that is down or throttling still fails, as the calls that matter would.
 * @example await optionalField(() => api.wordpress('?_fields=name', [404]), 'name') // 'Rifugio Outdoor'
 */
export async function optionalField(
  call: () => Promise<PlatformResponse>,
  field: string,
): Promise<string | null> {
  try {
    const answer = await call();
    if (answer.status !== 200) return null;
    const value = answer.json<Record<string, unknown> | null>()?.[field];
    return typeof value === 'string' ? value : null;
  } catch (error) {
    if (isPlatformError(error) && error.retryable) throw error;
    return null;
  }
}
