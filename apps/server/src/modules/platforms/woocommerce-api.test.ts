import { describe, expect, it } from 'vitest';
import type { PlatformRequest, PlatformResponse } from './platform-http';
import { WooApi } from './woocommerce-api';

const credentials = {
  platform: 'woocommerce' as const,
  storeUrl: 'https://negozio.example/',
  consumerKey: 'ck_abc',
  consumerSecret: 'cs_def',
};

function answer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): PlatformResponse {
  const text = JSON.stringify(body);
  return { status, headers, text, json: <T>() => JSON.parse(text) as T };
}

/** An HTTP stand-in answering from a script and recording what was sent. */
function scripted(...answers: PlatformResponse[]) {
  const sent: PlatformRequest[] = [];
  return {
    sent,
    request: (request: PlatformRequest) => {
      sent.push(request);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return Promise.resolve(next);
    },
  };
}

describe('WooApi over https', () => {
  it('sends the keys in the query when the host dropped the Authorization header, and keeps doing so', async () => {
    const noUser = answer(401, {
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot list resources.',
    });
    const http = scripted(noUser, answer(200, []), answer(200, []));
    const api = new WooApi(credentials, http);
    await api.request({ path: 'products' });
    await api.request({ path: 'products/categories' });
    expect(http.sent[0]?.headers?.authorization).toMatch(/^Basic /);
    const retried = new URL(String(http.sent[1]?.url));
    expect(retried.searchParams.get('consumer_key')).toBe('ck_abc');
    expect(retried.searchParams.get('consumer_secret')).toBe('cs_def');
    expect(http.sent[1]?.headers).toEqual({});
    expect(new URL(String(http.sent[2]?.url)).searchParams.get('consumer_key')).toBe('ck_abc');
  });

  it('names a wrong key without trying the query', async () => {
    const wrong = answer(401, {
      code: 'woocommerce_rest_authentication_error',
      message: 'Consumer key is invalid.',
    });
    const http = scripted(wrong);
    const api = new WooApi(credentials, http);
    await expect(api.request({ path: 'products' })).rejects.toMatchObject({
      code: 'platform-credentials-invalid',
    });
    expect(http.sent).toHaveLength(1);
  });

  it('hands a 401 back to a caller that accepts it', async () => {
    const readOnly = answer(401, {
      code: 'woocommerce_rest_authentication_error',
      message: 'The API key provided does not have write permissions.',
    });
    const api = new WooApi(credentials, scripted(readOnly));
    const response = await api.request({
      method: 'POST',
      path: 'webhooks',
      body: {},
      accept: [401],
    });
    expect(response.status).toBe(401);
  });
});

describe('WooApi.pages', () => {
  it('stops at the first short page when the store sends no page count', async () => {
    const full = Array.from({ length: 100 }, (_, id) => ({ id }));
    const http = scripted(answer(200, full), answer(200, [{ id: 100 }]));
    const api = new WooApi(credentials, http);
    const pages: unknown[][] = [];
    for await (const page of api.pages<unknown>({ path: 'products' })) pages.push(page);
    expect(pages.map((page) => page.length)).toEqual([100, 1]);
    expect(http.sent).toHaveLength(2);
  });
});
