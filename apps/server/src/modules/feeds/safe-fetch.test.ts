import { once } from 'node:events';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFeed } from './check-feed';
import { parseFeed } from './feed-parser';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => (s.closeAllConnections(), new Promise((r) => s.close(r)))),
  );
});

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const FEED = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>A</g:id><g:title>Apple</g:title></item></channel></rss>`;
/** Lets the loopback test server through (first hop only) while every other private target stays refused. */
const allowOrigin = (origin: string): SafeFetchOptions => ({
  allowTarget: ({ url }) => url.origin === origin,
});
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

describe('safeFetch', () => {
  it.each([
    'http://127.0.0.1/feed.xml',
    'http://10.0.0.1/feed.xml',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/feed.xml',
    'http://[::ffff:127.0.0.1]/feed.xml',
    'http://0.0.0.0/',
  ])('refuses %s by default', async (url) => {
    expect(await code(safeFetch(url))).toBe('feed-url-forbidden');
  });

  it('refuses a host name when any of its addresses is private', async () => {
    const lookup = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ]);
    expect(await code(safeFetch('https://feeds.example/feed.xml', { lookup }))).toBe(
      'feed-url-forbidden',
    );
  });

  it('times out a host name that never resolves', async () => {
    const lookup = () => new Promise<never>(() => undefined);
    const fetching = safeFetch('https://feeds.example/feed.xml', { lookup, timeoutMs: 100 });
    expect(await code(fetching)).toBe('feed-timeout');
  });

  it('refuses non-http schemes and junk', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/feed', 'gopher://x', 'not a url']) {
      expect(await code(safeFetch(url))).toBe('feed-url-invalid');
    }
  });

  it.each(['http://127.0.0.1:1/', 'http://10.0.0.1/', 'http://169.254.169.254/', 'http://[::1]/'])(
    'checks a redirect to %s again',
    async (target) => {
      const origin = await serve((_req, res) => res.writeHead(302, { location: target }).end());
      expect(await code(safeFetch(`${origin}/feed.xml`, allowOrigin(origin)))).toBe(
        'feed-url-forbidden',
      );
    },
  );

  it('fetches and parses a loopback feed when private targets are allowed, following redirects', async () => {
    const origin = await serve((req, res) => {
      if (req.url === '/old') res.writeHead(301, { location: '/feed.xml' }).end();
      else res.writeHead(200, { 'last-modified': 'Tue, 02 Jan 2024 10:00:00 GMT' }).end(FEED);
    });
    const response = await safeFetch(`${origin}/old`, { allowPrivate: true });
    expect(response.url).toBe(`${origin}/feed.xml`);
    expect(response.lastModified).toBe('2024-01-02T10:00:00.000Z');
    const products = [];
    for await (const product of parseFeed(response.body)) products.push(product.id);
    expect(products).toEqual(['A']);
  });

  it('connects to the address it checked, never asking DNS again (no rebinding)', async () => {
    const origin = await serve((_req, res) => res.writeHead(200).end(FEED));
    const port = new URL(origin).port;
    let lookups = 0;
    const lookup = () => {
      lookups++;
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    // feeds.invalid cannot resolve through system DNS: only the pinned address can reach the server.
    const response = await safeFetch(`http://feeds.invalid:${port}/`, {
      allowPrivate: true,
      lookup,
    });
    response.body.resume();
    await once(response.body, 'end');
    expect(lookups).toBe(1);
  });

  it('maps 404 and 410 to feed-not-found and 500 to feed-unreachable', async () => {
    const origin = await serve((req, res) => res.writeHead(Number(req.url?.slice(1))).end());
    expect(await code(safeFetch(`${origin}/404`, { allowPrivate: true }))).toBe('feed-not-found');
    expect(await code(safeFetch(`${origin}/410`, { allowPrivate: true }))).toBe('feed-not-found');
    expect(await code(safeFetch(`${origin}/500`, { allowPrivate: true }))).toBe('feed-unreachable');
  });

  it('stops after too many redirects', async () => {
    const origin = await serve((_req, res) => res.writeHead(302, { location: '/again' }).end());
    expect(await code(safeFetch(origin, { allowPrivate: true, maxRedirects: 2 }))).toBe(
      'feed-unreachable',
    );
  });

  it('stops an endless stream at the byte cap', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (res.write(chunk));
      };
      res.on('drain', pump);
      pump();
    });
    const response = await safeFetch(origin, { allowPrivate: true, maxBytes: 256 * 1024 });
    expect(
      await code(
        (async () => {
          for await (const _ of response.body);
        })(),
      ),
    ).toBe('feed-too-large');
  });

  it('stops a server that goes silent (idle timeout) and one whose body outlasts the deadline (too slow)', async () => {
    const silent = await serve((_req, res) => res.writeHead(200).write('<rss>'));
    const idle = await safeFetch(silent, { allowPrivate: true, idleTimeoutMs: 200 });
    expect(
      await code(
        (async () => {
          for await (const _ of idle.body);
        })(),
      ),
    ).toBe('feed-timeout');

    const trickle = await serve((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(timer));
    });
    const slow = await safeFetch(trickle, {
      allowPrivate: true,
      timeoutMs: 300,
      idleTimeoutMs: 200,
      minBytesPerSecond: 0,
    });
    expect(
      await code(
        (async () => {
          for await (const _ of slow.body);
        })(),
      ),
    ).toBe('feed-too-slow');
  });

  it('cuts off a body that arrives below the rate floor once the grace has passed', async () => {
    const trickle = await serve((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(timer));
    });
    const slow = await safeFetch(trickle, {
      allowPrivate: true,
      minBytesPerSecond: 1000,
      rateGraceMs: 100,
      rateWindowMs: 200,
    });
    let received = 0;
    const ended = (async () => {
      for await (const chunk of slow.body) received += (chunk as Buffer).byteLength;
    })();
    await expect(ended).rejects.toMatchObject({
      code: 'feed-too-slow',
      message: expect.stringContaining('below the floor of 1000 bytes/s') as unknown,
    });
    expect(received).toBeGreaterThan(0);
  });

  it('does not hold a slow reader against the feed: a fast feed read slowly arrives whole', async () => {
    const size = 256 * 1024;
    const origin = await serve((_req, res) => res.writeHead(200).end(Buffer.alloc(size, 'a')));
    const response = await safeFetch(origin, {
      allowPrivate: true,
      minBytesPerSecond: 1024 ** 2,
      rateGraceMs: 0,
      rateWindowMs: 50,
    });
    let received = 0;
    for await (const chunk of response.body) {
      received += (chunk as Buffer).byteLength;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(received).toBe(size);
  });
});

describe('checkFeed', () => {
  it('answers readable with Last-Modified for a fixed file, falling back to GET when HEAD is refused', async () => {
    const origin = await serve((req, res) => {
      if (req.method === 'HEAD') res.writeHead(405).end();
      else res.writeHead(200, { 'last-modified': 'Tue, 02 Jan 2024 10:00:00 GMT' }).end(FEED);
    });
    expect(await checkFeed(origin, { allowPrivate: true })).toEqual({
      isReadable: true,
      lastModified: '2024-01-02T10:00:00.000Z',
    });
  });

  it('answers not readable for a missing feed and for a private target', async () => {
    const origin = await serve((_req, res) => res.writeHead(404).end());
    expect(await checkFeed(origin, { allowPrivate: true })).toEqual({
      isReadable: false,
      code: 'feed-not-found',
    });
    expect(await checkFeed(origin)).toEqual({ isReadable: false, code: 'feed-url-forbidden' });
  });
});
