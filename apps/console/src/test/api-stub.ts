import type { LegalInfo } from '@trova/contracts';
import { vi } from 'vitest';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A handler's answer: a JSON body (status 200) or an explicit status and body. */
export type StubAnswer = unknown;
export type StubHandler = unknown;

export const TEST_CONFIG = {
  baseurl: 'http://trova.test/',
  layerUrl: 'http://trova.test/layer',
  captcha: false,
  billing: { provider: 'manual', stripePublishableKey: null } as {
    provider: 'manual' | 'stripe' | 'off';
    stripePublishableKey: string | null;
  },
  legal: {
    termsUrl: null,
    privacyUrl: null,
    operator: null,
    eventsRetentionDays: 395,
  } as LegalInfo,
};

export const TEST_LANGUAGES = [
  { iso6391: 'en', name: 'English' },
  { iso6391: 'it', name: 'Italiano' },
];

/** The client always passes a string URL; the other forms are covered for completeness. */
function requestUrl(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Wraps a body with its HTTP status: `withStatus(401, { status: 'ERROR', … })`. */
export function withStatus(status: number, body: unknown) {
  return { __status: status, body };
}

function toResponse(answer: StubAnswer): Response {
  const explicit = answer as { __status?: number; body?: unknown } | null;
  const status = explicit?.__status ?? 200;
  const body = explicit?.__status ? explicit.body : answer;
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` with a table keyed 'METHOD /path' (path below /API, e.g. 'GET /users/me').
 * Unknown calls answer the server's 404 shape. Returns the mock to inspect calls.
 */
export function stubApi(handlers: Record<string, StubHandler> = {}) {
  const table: Record<string, StubHandler> = { 'GET /languages': TEST_LANGUAGES, ...handlers };
  const stub = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(requestUrl(input), 'http://trova.test');
    if (url.pathname === '/config.json') return Promise.resolve(toResponse(TEST_CONFIG));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/API/, '');
    const handler = table[`${method} ${path}`];
    const request: StubRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    if (handler === undefined) {
      return Promise.resolve(
        toResponse(
          withStatus(404, { status: 'ERROR', code: 'route-not-found', message: 'Not found' }),
        ),
      );
    }
    const answer =
      typeof handler === 'function' ? (handler as (r: StubRequest) => unknown)(request) : handler;
    return Promise.resolve(toResponse(answer));
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

/** Requests the stub received for one 'METHOD /path'. */
export function callsTo(stub: ReturnType<typeof stubApi>, key: string): StubRequest[] {
  return stub.mock.calls
    .map(([input, init]) => {
      const url = new URL(requestUrl(input), 'http://trova.test');
      return {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/API/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
    })
    .filter((request) => `${request.method} ${request.path}` === key);
}

/** Signs the test browser in, as a successful login would. */
export function signIn(): void {
  window.localStorage.setItem('trova.token', 'jwt-test');
  window.localStorage.setItem('trova.apiKey', 'key-test');
}
