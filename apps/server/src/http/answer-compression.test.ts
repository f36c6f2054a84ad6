import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { registerAnswerCompression } from './answer-compression';

describe('answer compression', () => {
  const server = Fastify();
  const big = { hits: Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, title: 'Scarpa' })) };

  beforeAll(async () => {
    await registerAnswerCompression(server);
    server.get('/big', () => big);
    server.get('/small', () => ({ ok: true }));
    server.post('/echo', (request) => request.body);
    await server.ready();
  });
  afterAll(() => server.close());

  it('compresses a large answer in brotli, else gzip, with Vary', async () => {
    const br = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gzip = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it('sends answers as they are without Accept-Encoding or below 1 KB', async () => {
    const plain = await server.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(big);
    const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('never decompresses a request body', async () => {
    const answer = await server.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync('{"a":1}'),
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('answer compression in the app', () => {
  it('compresses the API’s answers, registered before every route', async () => {
    const app = await createTestApp();
    try {
      const plain = await app.server.inject({ url: '/API/openapi.json' });
      const br = await app.server.inject({
        url: '/API/openapi.json',
        headers: { 'accept-encoding': 'br' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    } finally {
      await app.dispose();
    }
  });
});
