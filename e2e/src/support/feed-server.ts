import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FeedProduct {
  id: string;
  title: string;
  description: string;
  brand: string;
  price: string;
  /** Its barcode number, sent as `g:gtin` when present. */
  gtin?: string;
}

export interface LoopbackFeed {
  /** The feed's URL on 127.0.0.1. */
  url: string;
  /** Replaces what the feed answers from now on; null answers 404, as a missing feed does. */
  setBody(body: string | null): void;
  close(): Promise<void>;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A Google Merchant Center RSS 2.0 feed of the given products. */
export function merchantFeed(products: readonly FeedProduct[]): string {
  const items = products.map(
    (product) =>
      `<item><g:id>${escapeXml(product.id)}</g:id><title>${escapeXml(product.title)}</title>` +
      `<description>${escapeXml(product.description)}</description>` +
      `<link>https://shop.e2e.test/p/${escapeXml(product.id)}</link>` +
      `<g:image_link>https://shop.e2e.test/i/${escapeXml(product.id)}.jpg</g:image_link>` +
      `<g:price>${escapeXml(product.price)}</g:price><g:availability>in stock</g:availability>` +
      `<g:brand>${escapeXml(product.brand)}</g:brand><g:product_type>Casa &gt; Soggiorno</g:product_type>` +
      (product.gtin ? `<g:gtin>${escapeXml(product.gtin)}</g:gtin>` : '') +
      '</item>',
  );
  return `<?xml version="1.0"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>E2E shop</title>\n${items.join('\n')}\n</channel></rss>\n`;
}

/**
 * Serves one feed on loopback, as a shop's own web server would. Without a last-modified header the
 * wizard treats it as a generated feed and asks for a daily sync time.
 */
export async function serveFeed(body: string | null, path = '/feed.xml'): Promise<LoopbackFeed> {
  let current = body;
  const server = http.createServer((request, response) => {
    if (request.url !== path || current === null) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/xml; charset=utf-8',
      // The wizard's physical-file check reads the feed from the browser, on another origin.
      'access-control-allow-origin': '*',
    });
    response.end(request.method === 'HEAD' ? undefined : current);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    setBody: (next) => {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
