import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const PAGES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../real-clients');
const INSTANTSEARCH_DIR = path.dirname(
  fileURLToPath(import.meta.resolve('instantsearch.js/package.json')),
);

/**
 * InstantSearch renders with its own Preact 10 but builds templates' markup with `htm/preact`, and
 * npm hoists `htm` to the root, where this monorepo's layer put Preact 11: markup from one Preact
 * rendered by the other comes out empty. A shop's own install has one Preact, so `htm` here gets
 * InstantSearch's, as it would there.
 */
const onePreact: Plugin = {
  name: 'one-preact',
  setup(builder) {
    builder.onResolve({ filter: /^preact(\/|$)/ }, async (args) => {
      if (!args.importer.includes(`${path.sep}node_modules${path.sep}htm${path.sep}`)) return null;
      return builder.resolve(args.path, { kind: args.kind, resolveDir: INSTANTSEARCH_DIR });
    });
  },
};

/**
 * Bundles one page of `e2e/src/real-clients` with the npm packages it imports, in memory, as a
 * browser script: the Algolia libraries run as published, nothing is fetched at test time.
 * @example const script = await bundlePage('instantsearch.page.ts');
 */
export async function bundlePage(file: string): Promise<string> {
  const result = await build({
    entryPoints: [path.join(PAGES_DIR, file)],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [onePreact],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${file}`);
  return output.text;
}

export interface ClientPage {
  /** The page's markup inside `<body>`: the containers its widgets mount in. */
  body: string;
  /** The bundled script, served beside the page and loaded at the end of the body. */
  script: string;
}

export interface ClientPageServer {
  /** The shop's own origin on 127.0.0.1, another origin than Trova's. */
  origin: string;
  close(): Promise<void>;
}

/** A shop's web server on loopback serving `/<name>` pages and their `/<name>.js` scripts. */
export async function serveClientPages(
  pages: Readonly<Record<string, ClientPage>>,
): Promise<ClientPageServer> {
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://shop').pathname.slice(1);
    const script = name.endsWith('.js') ? pages[name.slice(0, -3)]?.script : undefined;
    const page = pages[name];
    if (script !== undefined) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (page !== undefined && Object.hasOwn(pages, name)) {
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${name}</title></head><body>${page.body}<script src="/${name}.js"></script></body></html>`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
