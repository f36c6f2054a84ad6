import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the feed server answers on one path. */
export interface FeedRoute {
  status?: number;
  body: string;
  lastModified?: string;
  /** Sends this many bytes, then holds the connection open until the server closes. */
  stallAfter?: number;
  /** Sends the body in 20 pieces spread over this many ms, as a slow shop server would. */
  trickleMs?: number;
}

const TRICKLE_PIECES = 20;

/** Writes `body` in pieces, `delayMs` apart; stops when the client goes away. */
function trickle(response: http.ServerResponse, body: string, delayMs: number): void {
  const size = Math.ceil(body.length / TRICKLE_PIECES);
  let offset = 0;
  const next = (): void => {
    if (response.destroyed) return;
    if (offset >= body.length) {
      response.end();
      return;
    }
    response.write(body.slice(offset, offset + size));
    offset += size;
    setTimeout(next, delayMs);
  };
  next();
}

export interface FeedServer {
  url(path: string): string;
  /** Replaces what a path answers (e.g. a feed that stops stalling after a restart). */
  set(path: string, route: FeedRoute): void;
  close(): Promise<void>;
}

/** A loopback HTTP server for feed tests; unknown paths answer 404. */
export async function startFeedServer(routes: Record<string, FeedRoute> = {}): Promise<FeedServer> {
  const table = new Map(Object.entries(routes));
  const server = http.createServer((request, response) => {
    const route = table.get(request.url ?? '');
    if (!route) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(route.status ?? 200, {
      'content-type': 'application/xml',
      ...(route.lastModified ? { 'last-modified': route.lastModified } : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    if (route.trickleMs !== undefined) {
      trickle(response, route.body, route.trickleMs / TRICKLE_PIECES);
      return;
    }
    if (route.stallAfter === undefined) {
      response.end(route.body);
      return;
    }
    response.write(route.body.slice(0, route.stallAfter));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, route) => table.set(path, route),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Merchant Center RSS feed of simple products: `count` items named `Product <i> <word>`. */
export function rssFeed(count: number, word = 'sneaker'): string {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<item><g:id>P-${i}</g:id><g:title>Product ${i} ${word}</g:title><g:price>${10 + i}.00 EUR</g:price><g:brand>Ferri</g:brand></item>`,
  );
  return `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n${items.join('\n')}\n</channel></rss>\n`;
}
