import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { injectFetch } from './inject-fetch';

describe('injectFetch', () => {
  const server = Fastify();
  server.post('/API/echo', (request, reply) =>
    reply
      .status(201)
      .header('x-key', String(request.headers['x-key']))
      .send({ got: request.body, query: request.query }),
  );

  afterEach(async () => {
    await server.close();
  });

  it("answers a call through the server's own routes: status, headers, body and query", async () => {
    const answer = await injectFetch(server)('http://127.0.0.1:9/API/echo?from=2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-key': 'k1' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(answer.status).toBe(201);
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('x-key')).toBe('k1');
    expect(await answer.json()).toEqual({ got: { a: 1 }, query: { from: '2' } });
  });

  it('refuses a body that is not text rather than sending it half', async () => {
    await expect(
      injectFetch(server)('http://127.0.0.1/API/echo', {
        method: 'POST',
        body: new Uint8Array([1, 2]),
      }),
    ).rejects.toThrow(/text bodies/);
  });
});
