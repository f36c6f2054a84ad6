import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, isApiRequestError } from './api-error';
import { buildApiUrl, createApiClient } from './api-client';
import { createPublicConfigLoader } from './public-config';
import { API_KEY_STORAGE_KEY, TOKEN_STORAGE_KEY } from './session-store';

const config = {
  baseurl: 'https://api.trova.test/',
  layerUrl: 'https://layer.trova.test',
  captcha: false,
  billing: { provider: 'manual' as const, stripePublishableKey: null },
  legal: { termsUrl: null, privacyUrl: null, operator: null, eventsRetentionDays: 395 },
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function clientWith(fetchStub: typeof fetch) {
  return createApiClient({
    fetch: fetchStub,
    loadConfig: () => Promise.resolve(config),
    storage: () => window.localStorage,
  });
}

function lastCall(stub: ReturnType<typeof vi.fn>): { url: string; init: RequestInit } {
  const call = stub.mock.calls.at(-1) as [string, RequestInit];
  return { url: call[0], init: call[1] };
}

describe('buildApiUrl', () => {
  it('joins base url, API prefix, path and defined query values', () => {
    expect(
      buildApiUrl('https://a.test/', '/notifications', { from: 0, size: 20, x: undefined }),
    ).toBe('https://a.test/API/notifications?from=0&size=20');
  });
});

describe('api client', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('sends the stored API key and bearer token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    window.localStorage.setItem(API_KEY_STORAGE_KEY, 'key-1');
    const stub = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ unread: 3 }));
    const result = await clientWith(stub).request({
      path: 'notifications/count',
      schema: { parse: (data) => data as { unread: number } },
    });
    expect(result).toEqual({ unread: 3 });
    const { url, init } = lastCall(stub);
    expect(url).toBe('https://api.trova.test/API/notifications/count');
    expect(init.headers).toMatchObject({ 'X-Api-Key': 'key-1', Authorization: 'Bearer jwt-1' });
  });

  it('omits credentials that are not stored, and the API key when asked to', async () => {
    window.localStorage.setItem(API_KEY_STORAGE_KEY, 'key-1');
    const stub = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse([]));
    await clientWith(stub).request({ path: 'shops', withApiKey: false });
    const headers = lastCall(stub).init.headers as Record<string, string>;
    expect(headers).not.toHaveProperty('X-Api-Key');
    expect(headers).not.toHaveProperty('Authorization');
  });

  it('sends JSON bodies', async () => {
    const stub = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ status: 'OK' }));
    await clientWith(stub).request({
      method: 'POST',
      path: 'session',
      body: { username: 'a@b.it' },
    });
    const { init } = lastCall(stub);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"username":"a@b.it"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns the ERROR shape into a typed ApiRequestError', async () => {
    const stub = vi.fn<typeof fetch>().mockResolvedValue(
      jsonResponse(
        {
          status: 'ERROR',
          code: 'user-cannot-authenticate',
          message: 'Incorrect mail or password',
        },
        401,
      ),
    );
    const error: unknown = await clientWith(stub)
      .request({ method: 'POST', path: 'session' })
      .catch((e: unknown) => e);
    expect(isApiRequestError(error)).toBe(true);
    expect(error).toMatchObject({
      code: 'user-cannot-authenticate',
      message: 'Incorrect mail or password',
      httpStatus: 401,
    });
  });

  it('clears the stored session on an expired token', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt-1');
    window.localStorage.setItem(API_KEY_STORAGE_KEY, 'key-1');
    const stub = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        jsonResponse({ status: 'ERROR', code: 'token-expired', message: 'Expired token' }, 401),
      );
    await expect(clientWith(stub).request({ path: 'users/me' })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(API_KEY_STORAGE_KEY)).toBeNull();
  });

  it('reports non-catalogue failures, network failures and invalid bodies with client codes', async () => {
    const http = vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 502 }));
    await expect(clientWith(http).request({ path: 'plans' })).rejects.toMatchObject({
      code: 'http-error',
      httpStatus: 502,
    });
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(clientWith(offline).request({ path: 'plans' })).rejects.toMatchObject({
      code: 'network-error',
      httpStatus: 0,
    });
    const invalid = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ unread: 'x' }));
    const schema = {
      parse: (data: unknown) => {
        if (typeof (data as { unread: unknown }).unread !== 'number') throw new Error('bad');
        return data;
      },
    };
    await expect(
      clientWith(invalid).request({ path: 'notifications/count', schema }),
    ).rejects.toMatchObject({
      code: 'invalid-response',
    });
  });

  it('hands the abort signal to fetch and lets an abort through as an abort, not a network error', async () => {
    const controller = new AbortController();
    const stub = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = clientWith(stub).request({
      path: 'analytics/s1/overview',
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(stub).toHaveBeenCalled());
    expect(lastCall(stub).init.signal).toBe(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('public config loader', () => {
  it('fetches /config.json once and validates it', async () => {
    const stub = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(config)));
    const load = createPublicConfigLoader(stub);
    await expect(load()).resolves.toEqual(config);
    await expect(load()).resolves.toEqual(config);
    expect(stub).toHaveBeenCalledTimes(1);
    expect(lastCall(stub).url).toBe('/config.json');
  });

  it('rejects an invalid configuration and retries on the next call', async () => {
    const stub = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse({ baseurl: 'not a url' }))
      .mockResolvedValueOnce(jsonResponse(config));
    const load = createPublicConfigLoader(stub);
    await expect(load()).rejects.toMatchObject({ code: 'invalid-response' });
    await expect(load()).resolves.toEqual(config);
    expect(stub).toHaveBeenCalledTimes(2);
  });
});
