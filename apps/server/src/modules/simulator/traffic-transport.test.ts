import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpTransport, simulatedClock } from './traffic-transport';

describe('simulatedClock', () => {
  it('follows the system clock until set, and again after release', () => {
    const clock = simulatedClock();
    expect(Math.abs(clock() - Date.now())).toBeLessThan(1000);
    clock.set(86_400_000);
    expect(clock()).toBe(86_400_000);
    clock.release();
    expect(clock()).toBeGreaterThan(86_400_000);
  });
});

describe('httpTransport', () => {
  const seen: http.IncomingHttpHeaders[] = [];
  const urls: string[] = [];
  let server: http.Server;
  let base = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(request.headers);
      urls.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(
        request.method === 'POST'
          ? JSON.stringify({ accepted: 1, rejected: [] })
          : JSON.stringify({ results: [], results_count: 0, stats: {} }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('calls the public routes as the shopper: their agent, their address forwarded', async () => {
    const transport = httpTransport(base, 'key 1');
    const origin = { clientIp: '192.0.2.5', userAgent: 'Mozilla/5.0 test' };
    await transport.search(new URLSearchParams({ q: 'lamp' }), origin, 0);
    const sent = await transport.sendEvents(
      [{ kind: 'click', userToken: 'u', objectIDs: ['p1'] }],
      origin,
      10,
    );
    expect(sent.accepted).toBe(1);
    expect(urls).toEqual(['/API/shops/key%201/search?q=lamp', '/API/events?key=key%201']);
    for (const headers of seen) {
      expect(headers['user-agent']).toBe('Mozilla/5.0 test');
      expect(headers['x-forwarded-for']).toBe('192.0.2.5');
    }
  });
});
