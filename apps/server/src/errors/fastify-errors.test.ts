import { apiErrorSchema } from '@trova/contracts';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { installErrorHandling } from './error-handler';

const json = { 'content-type': 'application/json' };

/** Requests Fastify itself refuses, before or while reading them, and the answer each must get. */
const malformed: [string, InjectOptions, number, string][] = [
  ['an undecodable API path', { url: '/API/shops/%E0%A4%A/search' }, 400, 'malformed-url'],
  ['an undecodable storefront asset path', { url: '/layer/%ZZ/loader.js' }, 400, 'malformed-url'],
  ['an undecodable console path', { url: '/%' }, 400, 'malformed-url'],
  [
    'an overlong path parameter',
    { url: `/API/shops/${'k'.repeat(500)}/search` },
    400,
    'malformed-url',
  ],
  [
    'unreadable JSON',
    { method: 'POST', url: '/API/session', headers: json, payload: '{"username":' },
    400,
    'malformed-request',
  ],
  [
    'an empty JSON body',
    { method: 'POST', url: '/API/session', headers: json, payload: '' },
    400,
    'malformed-request',
  ],
  [
    'a prototype key in JSON',
    { method: 'POST', url: '/API/session', headers: json, payload: '{"__proto__":{"a":1}}' },
    400,
    'malformed-request',
  ],
  [
    'a content type without a parser',
    {
      method: 'POST',
      url: '/API/session',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    },
    415,
    'unsupported-media-type',
  ],
  [
    'a body over the limit',
    { method: 'POST', url: '/API/session', headers: json, payload: `"${'a'.repeat(1_100_000)}"` },
    413,
    'payload-too-large',
  ],
  [
    'a body shorter than its content-length',
    {
      method: 'POST',
      url: '/API/session',
      headers: { ...json, 'content-length': '5' },
      payload: '{"a":12345}',
    },
    400,
    'malformed-request',
  ],
  ['an unknown call', { url: '/API/no-such-call' }, 404, 'route-not-found'],
  [
    'a body of the wrong type',
    { method: 'POST', url: '/API/session', headers: json, payload: '[]' },
    400,
    'validation-failed',
  ],
];

/**
 * Every refusal answers the product's shape (docs/product/shell.md#errors-and-toasts), Fastify's own
 * included: a catalogue code, never Fastify's internal code or a stack.
 */
describe("Fastify's own errors", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  it.each(malformed)('answers %s in the product shape', async (_, request, status, code) => {
    const response = await app.server.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'ERROR', code });
    expect(response.body).not.toMatch(/FST_|Error:|\bat .+:\d+/);
  });

  it('answers a client error that carries only a status in the product shape, never 500', async () => {
    const server = Fastify({ logger: false });
    installErrorHandling(server);
    server.get('/range', () => {
      throw Object.assign(new Error('Range Not Satisfiable'), { statusCode: 416 });
    });
    server.get('/limited', () => {
      throw Object.assign(new Error('slow down'), { statusCode: 429 });
    });
    const range = await server.inject({ url: '/range' });
    expect(range.statusCode).toBe(400);
    expect(range.json()).toMatchObject({ status: 'ERROR', code: 'bad-request' });
    const limited = await server.inject({ url: '/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 'ERROR', code: 'too-many-requests' });
    await server.close();
  });
});
