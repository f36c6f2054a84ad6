import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPublicAddress } from '../feeds/index';
import { guardedLookup } from './platform-address-guard';
import { PlatformError } from './platform-error';
import {
  defaultSleep,
  forbidden,
  notSent,
  parseJson,
  parseUrl,
  readBody,
  redirectOrigin,
  retryAfterMs,
  toPlatformError,
  unreachable,
} from './platform-http-support';

export { retryAfterMs } from './platform-http-support';

/** One call to a platform's API. `body` is sent as JSON unless it is a string. */
export interface PlatformRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | URL;
  headers?: Record<string, string>;
  body?: unknown;
  /** Statuses handed back to the caller instead of thrown (e.g. 404 for a deleted product). */
  accept?: readonly number[];
  signal?: AbortSignal | undefined;
  /**
   * Whether sending the call twice does no harm. Default: true for GET, PUT and DELETE, false for
   * POST. A call that is not is retried only when the platform refused it before acting (429, 509)
   * or the connection was refused, never after a gateway error: the platform may have acted
   * (a one-use OAuth code exchanged, a webhook created).
   */
  idempotent?: boolean;
}

export interface PlatformResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as text (JSON answers are parsed by `json()`). */
  text: string;
  json<T = unknown>(): T;
}

export interface PlatformHttpOptions {
  /** The platform's name in messages ("WooCommerce"). */
  platform: string;
  /**
   * The explicit test-only allowance of the SSRF guard: a non-public address the caller may reach
   * (tests' loopback fakes). Production passes nothing, so only public addresses are reached.
   */
  allowTarget?: ((target: { host: string; port: number; address: string }) => boolean) | undefined;
  /** Retries of a throttled or failed call before giving up; default 5. */
  maxRetries?: number;
  /** The first backoff when the platform names none; doubles each retry; default 1 s. */
  backoffMs?: number;
  /** The longest wait honoured from `Retry-After`; default 60 s. */
  maxWaitMs?: number;
  /** Longest silence of the platform within one exchange; default 60 s. */
  timeoutMs?: number;
  /**
   * Deadline of one whole exchange, headers and body (`request` only, not `stream`); default
   * 2 minutes. A store that trickles its answer a byte at a time never trips the silence timeout,
   * and must not hold a job slot for ever.
   */
  deadlineMs?: number;
  /** Largest answer read; default 64 MiB. */
  maxBytes?: number;
  /** Waits between retries (tests pass a recorder). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Statuses that say "later": throttling (429, 509 on Magento/cPanel hosts) and outages. */
const RETRY_STATUSES = new Set([429, 502, 503, 504, 509]);
/** "Later" answers given before the platform acted: safe to retry whatever the method. */
const REFUSED_STATUSES = new Set([429, 509]);
/** Idle kept-alive sockets are closed after this long: nothing is held open for a store. */
const IDLE_SOCKET_MS = 30_000;

/**
 * HTTP to shop platforms' APIs with the guard and manners every connector needs: every resolved
 * address must be public (checked in the socket's own lookup, so DNS rebinding cannot slip past),
 * throttled calls wait for `Retry-After` or back off exponentially, and failures become
 * `PlatformError`s the wizard names (docs/product/catalogue.md, "Platform errors").
 *
 * @example
 * const http = new PlatformHttp({ platform: 'WooCommerce' });
 * const page = await http.request({ url: `${store}/wp-json/wc/v3/products?page=1`, headers });
 * page.json<WooProduct[]>();
 */
export class PlatformHttp {
  private readonly settings: Required<Omit<PlatformHttpOptions, 'allowTarget'>>;
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 4, timeout: IDLE_SOCKET_MS }),
    https: new https.Agent({ keepAlive: true, maxSockets: 4, timeout: IDLE_SOCKET_MS }),
  };

  constructor(private readonly options: PlatformHttpOptions) {
    this.settings = {
      maxRetries: 5,
      backoffMs: 1000,
      maxWaitMs: 60_000,
      timeoutMs: 60_000,
      deadlineMs: 120_000,
      maxBytes: 64 * 1024 * 1024,
      sleep: defaultSleep,
      ...options,
    };
  }

  /** Sends the call, retrying throttles and outages; throws `PlatformError` on failure. */
  async request(request: PlatformRequest): Promise<PlatformResponse> {
    const { maxRetries, backoffMs, maxWaitMs, sleep } = this.settings;
    const idempotent = request.idempotent ?? (request.method ?? 'GET') !== 'POST';
    for (let attempt = 0; ; attempt++) {
      let response: PlatformResponse | undefined;
      let failure: PlatformError | undefined;
      try {
        response = await this.once(request);
      } catch (error) {
        if (!(error instanceof PlatformError) || error.code !== 'platform-unreachable') throw error;
        if (!idempotent && !notSent(error)) throw error;
        failure = error;
      }
      if (response && !RETRY_STATUSES.has(response.status)) return this.checked(request, response);
      if (response && request.accept?.includes(response.status)) return response;
      if (response && !idempotent && !REFUSED_STATUSES.has(response.status)) {
        return this.checked(request, response);
      }
      if (attempt >= maxRetries) throw failure ?? this.giveUp(response);
      const named = response ? retryAfterMs(response.headers['retry-after']) : null;
      await sleep(Math.min(named ?? backoffMs * 2 ** attempt, maxWaitMs), request.signal);
    }
  }

  /** Closes kept-alive sockets (after a sync). */
  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  private checked(request: PlatformRequest, response: PlatformResponse): PlatformResponse {
    const { status } = response;
    if (status >= 200 && status < 300) return response;
    if (request.accept?.includes(status)) return response;
    const name = this.options.platform;
    // Redirects are never followed (each hop would need the guard again, and an API call that
    // redirects is mis-addressed): the owner is told the address the store answers at instead.
    const location = response.headers.location;
    if (status >= 300 && status < 400 && typeof location === 'string') {
      throw new PlatformError(
        'platform-api-not-found',
        `${name} redirects to ${redirectOrigin(location, request.url)}: use that address`,
      );
    }
    if (status === 401) {
      throw new PlatformError('platform-credentials-invalid', `${name} refused the credentials`);
    }
    if (status === 403) {
      throw new PlatformError('platform-permission-missing', `${name} refused a permission`);
    }
    if (status === 404) {
      throw new PlatformError('platform-api-not-found', `${name}'s API is not at this address`);
    }
    if (status >= 500) {
      throw new PlatformError('platform-unreachable', `${name} answered ${status}`);
    }
    throw new PlatformError('platform-answer-invalid', `${name} answered ${status}`);
  }

  private giveUp(response: PlatformResponse | undefined): PlatformError {
    const name = this.options.platform;
    if (response && (response.status === 429 || response.status === 509)) {
      return new PlatformError('platform-rate-limited', `${name} kept limiting the rate`);
    }
    return new PlatformError('platform-unreachable', `${name} kept failing`);
  }

  /**
   * A large answer (Shopify's bulk export) as a stream of chunks, under the same address guard and
   * error mapping but without retries: a failed download is restarted by the caller as a whole.
   * @example for await (const chunk of await http.stream({ url })) parser.push(chunk);
   */
  async stream(request: PlatformRequest): Promise<AsyncIterable<Buffer>> {
    const incoming = await this.open(request);
    const status = incoming.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      const text = await readBody(incoming, 64 * 1024).catch(() => '');
      this.checked(request, { status, headers: incoming.headers, text, json: () => null as never });
    }
    return incoming;
  }

  private async once(request: PlatformRequest): Promise<PlatformResponse> {
    const deadline = AbortSignal.timeout(this.settings.deadlineMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
    try {
      return await this.exchange({ ...request, signal });
    } catch (error) {
      if (deadline.aborted && !request.signal?.aborted) {
        throw unreachable(this.options.platform, `took over ${this.settings.deadlineMs} ms`);
      }
      throw error;
    }
  }

  private async exchange(request: PlatformRequest): Promise<PlatformResponse> {
    const incoming = await this.open(request);
    try {
      const text = await readBody(incoming, this.settings.maxBytes);
      return {
        status: incoming.statusCode ?? 0,
        headers: incoming.headers,
        text,
        json: <T>() => parseJson<T>(text, this.options.platform),
      };
    } catch (error) {
      throw toPlatformError(error, this.options.platform);
    }
  }

  private open(request: PlatformRequest): Promise<IncomingMessage> {
    const url = parseUrl(request.url);
    const body =
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'Trova/1.0 (+https://github.com/trova)',
      ...(body !== undefined && typeof request.body !== 'string'
        ? { 'content-type': 'application/json' }
        : {}),
      ...request.headers,
    };
    const secure = url.protocol === 'https:';
    const port = Number(url.port) || (secure ? 443 : 80);
    // A key or token in a header would cross every network hop in clear, on every poll: such
    // calls go over https only (the tests' loopback fakes, named by the allowance, excepted).
    // WooCommerce over http signs its calls instead (OAuth 1.0a) and sends no secret.
    const host = url.hostname;
    if (
      !secure &&
      hasCredentials(headers) &&
      !this.options.allowTarget?.({ host, port, address: host })
    ) {
      throw new PlatformError(
        'platform-https-required',
        `${this.options.platform} keys are sent only over https: use the store's https address`,
      );
    }
    const lookup = guardedLookup(
      (address) => this.refused(url.hostname, port, address),
      this.options.platform,
    );
    // Node connects to an address literal without calling `lookup`: it is checked here instead.
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) !== 0 && this.refused(url.hostname, port, literal)) {
      throw forbidden(this.options.platform);
    }
    return new Promise((resolve, reject) => {
      const outgoing = (secure ? https : http).request(url, {
        method: request.method ?? 'GET',
        headers,
        lookup,
        agent: secure ? this.agents.https : this.agents.http,
        signal: request.signal,
        timeout: this.settings.timeoutMs,
      });
      outgoing.on('timeout', () =>
        outgoing.destroy(unreachable(this.options.platform, 'did not answer in time')),
      );
      outgoing.on('error', (error) => reject(toPlatformError(error, this.options.platform)));
      outgoing.on('response', resolve);
      outgoing.end(body);
    });
  }

  /** Whether the SSRF guard refuses this address: not public, and not the test allowance's. */
  private refused(host: string, port: number, address: string): boolean {
    return !isPublicAddress(address) && !this.options.allowTarget?.({ host, port, address });
  }
}

/** Whether a call carries a secret in its headers (HTTP authorisation, or a platform's own key). */
function hasCredentials(headers: Record<string, string>): boolean {
  return Object.keys(headers).some((name) => {
    const lower = name.toLowerCase();
    return lower === 'authorization' || lower === 'x-shopify-access-token';
  });
}
