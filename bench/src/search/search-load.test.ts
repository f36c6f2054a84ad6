import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from './search-load.js';

describe('runLoad', () => {
  const seen: number[] = [];
  const server = Fastify({ logger: false });
  server.get<{ Querystring: { i: string } }>('/q', (request) => {
    seen.push(Number(request.query.i));
    return {};
  });
  let url = '';
  beforeAll(async () => {
    url = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('sends the sequence once across all connections, from the given start, not once a connection', async () => {
    const paths = Array.from({ length: 1_000_000 }, (_, i) => `/q?i=${i}`);
    const outcome = await runLoad({ url, paths, start: 500, connections: 8, duration: 1 });
    expect(outcome.figures.non2xx).toBe(0);
    expect(outcome.figures.requests).toBeGreaterThan(0);
    expect(Math.min(...seen)).toBe(500);
    // Every path at most once: 8 connections replaying their own copy would repeat each path 8 times.
    expect(new Set(seen).size).toBe(seen.length);
    expect(outcome.sent).toBeGreaterThanOrEqual(seen.length);
  });
});
