import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackStorefront {
  /** The storefront's origin on 127.0.0.1, another origin than Trova's. */
  origin: string;
  /** Sets the HTML a path answers. */
  page(path: string, html: string): void;
  close(): Promise<void>;
}

/** The storefront's search box, which the shop's setup names as its selector (an id). */
export const SHOP_BOX_ID = 'shop-search';

/**
 * A theme that attacks everything it can reach: if any of it got into the layer's shadow root the
 * overlay would lose its layout (`all: unset`) or vanish (`div { display: none }`).
 */
export const HOSTILE_THEME = `* { all: unset !important; }
div { display: none !important; }
input, button, select, li, label { font: 30px/3 serif !important; color: #f0f !important; }`;

/** A storefront page with a search box and the import code pasted just before `</body>`. */
export function storefrontPage(importCode: string, theme = HOSTILE_THEME): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E2E storefront</title>
<style>${theme}</style></head>
<body><header><label for="${SHOP_BOX_ID}">Search the shop</label>
<input id="${SHOP_BOX_ID}" type="search" name="q"></header>
<main><h1>E2E storefront</h1><p>Shoes and more.</p></main>
${importCode}
</body></html>`;
}

const PRODUCT_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ccc"/></svg>';

/**
 * A shop's own web server on loopback: the pages the test sets, and a page for every product
 * (`/p/<id>`) so opening a product lands somewhere real, and one image for every `/i/` path.
 */
export async function serveStorefront(): Promise<LoopbackStorefront> {
  const pages = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://storefront').pathname;
    const html =
      pages.get(path) ??
      (path.startsWith('/p/')
        ? `<!doctype html><html lang="en"><head><title>Product ${path.slice(3)}</title></head><body><h1>Product ${path.slice(3)}</h1></body></html>`
        : undefined);
    if (html === undefined && path.startsWith('/i/')) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(PRODUCT_IMAGE);
      return;
    }
    if (html === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    page: (path, html) => void pages.set(path, html),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
