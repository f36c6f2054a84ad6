import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from './platform-error';
import { PlatformHttp, type PlatformHttpOptions } from './platform-http';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface Store {
  url: string;
  port: number;
  calls: string[];
}

const servers: Server[] = [];

async function store(handler: Handler): Promise<Store> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(`${request.method ?? ''} ${request.url ?? ''}`);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, port, calls };
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A client allowed to reach only `port` on loopback, recording its waits instead of waiting. */
function client(port: number, options: Partial<PlatformHttpOptions> = {}) {
  const waits: number[] = [];
  const http = new PlatformHttp({
    platform: 'Negozio',
    allowTarget: (target) => target.port === port,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
  return { http, waits };
}

function answer(status: number, body = '{}', headers: Record<string, string> = {}): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PlatformError))
    throw new Error(`expected a PlatformError: ${String(error)}`);
  return error;
}

describe('PlatformHttp', () => {
  it('refuses a loopback store unless the test allowance names its port', async () => {
    const shop = await store(answer(200, '[]'));
    const closed = new PlatformHttp({ platform: 'Negozio' });
    expect((await failure(closed.request({ url: shop.url }))).code).toBe(
      'platform-address-forbidden',
    );
    const other = client(shop.port + 1).http;
    expect((await failure(other.request({ url: shop.url }))).code).toBe(
      'platform-address-forbidden',
    );
    expect(shop.calls).toEqual([]);
    const allowed = client(shop.port).http;
    expect((await allowed.request({ url: `${shop.url}/p` })).json()).toEqual([]);
  });

  it('waits as long as Retry-After says, then answers', async () => {
    let calls = 0;
    const shop = await store((request, response) => {
      calls += 1;
      answer(
        calls === 1 ? 429 : 200,
        '{"ok":true}',
        calls === 1 ? { 'retry-after': '2' } : {},
      )(request, response);
    });
    const { http, waits } = client(shop.port);
    expect((await http.request({ url: shop.url })).json()).toEqual({ ok: true });
    expect(waits).toEqual([2000]);
  });

  it('backs off exponentially without Retry-After and names a rate limit that never lifts', async () => {
    const shop = await store(answer(509));
    const { http, waits } = client(shop.port, { maxRetries: 3, backoffMs: 100 });
    expect((await failure(http.request({ url: shop.url }))).code).toBe('platform-rate-limited');
    expect(waits).toEqual([100, 200, 400]);
    expect(shop.calls).toHaveLength(4);
  });

  it('never repeats a POST after a gateway error, but does after a refusal', async () => {
    const gateway = await store(answer(504));
    const { http } = client(gateway.port);
    expect((await failure(http.request({ method: 'POST', url: gateway.url, body: {} }))).code).toBe(
      'platform-unreachable',
    );
    expect(gateway.calls).toEqual(['POST /']);

    let calls = 0;
    const busy = await store((request, response) => {
      calls += 1;
      answer(calls === 1 ? 429 : 201)(request, response);
    });
    const again = client(busy.port);
    await again.http.request({ method: 'POST', url: busy.url, body: {} });
    expect(busy.calls).toEqual(['POST /', 'POST /']);
  });

  it('names wrong credentials, a missing permission and a missing API', async () => {
    const codes: string[] = [];
    for (const status of [401, 403, 404]) {
      const shop = await store(answer(status));
      codes.push((await failure(client(shop.port).http.request({ url: shop.url }))).code);
    }
    expect(codes).toEqual([
      'platform-credentials-invalid',
      'platform-permission-missing',
      'platform-api-not-found',
    ]);
  });

  it('sends a key in clear to no one: http with credentials only to a test target', async () => {
    const error = await failure(
      client(1).http.request({
        url: 'http://negozio.example/api/products',
        headers: { authorization: 'Basic a2V5Og==' },
      }),
    );
    expect(error.code).toBe('platform-https-required');
    const shop = await store(answer(200, '[]'));
    const allowed = client(shop.port).http;
    const answered = await allowed.request({
      url: shop.url,
      headers: { authorization: 'Bearer token' },
    });
    expect(answered.status).toBe(200);
  });

  it('hands back the statuses the caller accepts', async () => {
    const shop = await store(answer(404, '{"gone":true}'));
    const response = await client(shop.port).http.request({ url: shop.url, accept: [404] });
    expect(response.status).toBe(404);
  });

  it('does not follow a redirect and names the address the store answers at', async () => {
    const shop = await store(answer(301, '', { location: 'https://www.negozio.example/wp-json/' }));
    const error = await failure(client(shop.port).http.request({ url: `${shop.url}/wp-json/` }));
    expect(error.code).toBe('platform-api-not-found');
    expect(error.message).toContain('https://www.negozio.example');
    expect(shop.calls).toHaveLength(1);
  });

  it('gives up on a store that trickles its answer past the deadline', async () => {
    const shop = await store((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('[');
      const timer = setInterval(() => response.write(' '), 20);
      response.on('close', () => clearInterval(timer));
    });
    const { http } = client(shop.port, { deadlineMs: 150, maxRetries: 0 });
    const error = await failure(http.request({ url: shop.url }));
    expect(error.code).toBe('platform-unreachable');
    expect(error.message).toContain('took over 150 ms');
  });

  it('refuses an answer larger than the cap', async () => {
    const shop = await store(answer(200, JSON.stringify('x'.repeat(2048))));
    const { http } = client(shop.port, { maxBytes: 1024 });
    expect((await failure(http.request({ url: shop.url }))).code).toBe('platform-answer-invalid');
  });

  it('reads a body that is not JSON as an unreadable answer', async () => {
    const shop = await store(answer(200, '<html>maintenance</html>'));
    const response = await client(shop.port).http.request({ url: shop.url });
    expect(() => response.json()).toThrow(PlatformError);
  });
});
