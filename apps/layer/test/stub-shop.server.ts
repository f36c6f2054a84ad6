import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  eventsBatchSchema,
  recommendQuerySchema,
  recommendResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  shopperEventSchema,
  type LayerConfiguration,
  type RecommendQuery,
  type SearchBanner,
  type SearchHit,
  type ServedRecommendation,
  type ShopperEvent,
} from '@trova/contracts';
import { stubSearch } from './stub-shop.fixtures';

export interface StubShop {
  origin: string;
  /** Search queries the layer sent, as parsed by the contract. */
  searches: ReturnType<typeof searchQuerySchema.parse>[];
  /** Events the loader sent (`POST /API/events`), each parsed by the contract. */
  events: ShopperEvent[];
  /** Recommendation calls (`GET /API/shops/<key>/recommend`), as parsed by the contract. */
  recommends: RecommendQuery[];
  close(): Promise<void>;
}

interface StubOptions {
  /** The built version folder (`dist/<version>`), served as `/layer/<version>/`. */
  layerDir: string;
  version: string;
  pages: Record<string, string>;
  configuration: (origin: string) => LayerConfiguration;
  products: (origin: string) => SearchHit[];
  /** Banners a search answer carries, by its query text; none by default. */
  banners?: (q: string, origin: string) => SearchBanner[] | undefined;
  /** What the recommend call answers for a context; none by default. */
  recommendations?: (query: RecommendQuery, origin: string) => ServedRecommendation[];
}

/** A banner picture for the stub's banners (`/img/<name>.svg`). */
const BANNER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="160"><rect width="1440" height="160" fill="#398ff4"/></svg>';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

/**
 * The two public calls the layer makes, answered on loopback in the contract's shapes (both
 * parsed with the contract's schemas), plus the test pages and the built layer files.
 */
export async function startStubShop(options: StubOptions): Promise<StubShop> {
  const searches: StubShop['searches'] = [];
  const events: ShopperEvent[] = [];
  const recommends: RecommendQuery[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const json = (status: number, body: unknown) =>
      send(status, 'application/json', JSON.stringify(body));
    const layerPrefix = `/layer/${options.version}/`;
    const api = /^\/API\/shops\/([^/]+)\/(layer|search|recommend)$/.exec(url.pathname);
    if (url.pathname === '/API/events' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const batch = eventsBatchSchema.safeParse(JSON.parse(body || 'null'));
        const key = options.configuration(origin).key;
        if (!batch.success || url.searchParams.get('key') !== key) {
          return json(400, { status: 'ERROR', code: 'validation-failed' });
        }
        const parsed = batch.data.events.map((event) => shopperEventSchema.safeParse(event));
        for (const event of parsed) if (event.success) events.push(event.data);
        const rejected = parsed.flatMap((event, index) =>
          event.success ? [] : [{ index, reason: 'invalid-shape' as const }],
        );
        json(200, { accepted: parsed.length - rejected.length, rejected });
      });
    } else if (url.pathname in options.pages) {
      send(200, 'text/html; charset=utf-8', options.pages[url.pathname] ?? '');
    } else if (url.pathname.startsWith(layerPrefix)) {
      const file = path.join(options.layerDir, path.basename(url.pathname));
      if (!fs.existsSync(file)) return send(404, 'text/plain', 'not found');
      send(200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
    } else if (api) {
      const configuration = options.configuration(origin);
      if (decodeURIComponent(api[1] ?? '') !== configuration.key) {
        return json(404, { status: 'ERROR', code: 'shop-not-found', message: 'Shop not found' });
      }
      if (api[2] === 'layer') return json(200, configuration);
      const params = Object.fromEntries(url.searchParams);
      if (api[2] === 'recommend') {
        const asked = recommendQuerySchema.safeParse(params);
        if (!asked.success) return json(400, { status: 'ERROR', code: 'validation-failed' });
        recommends.push(asked.data);
        const recommendations = options.recommendations?.(asked.data, origin) ?? [];
        return json(200, recommendResponseSchema.parse({ recommendations }));
      }
      const parsed = searchQuerySchema.safeParse(params);
      if (!parsed.success) return json(400, { status: 'ERROR', code: 'validation-failed' });
      searches.push(parsed.data);
      const banners = options.banners?.(parsed.data.q, origin);
      const answer = stubSearch(options.products(origin), parsed.data);
      json(200, banners ? searchResponseSchema.parse({ ...answer, banners }) : answer);
    } else if (/^\/img\/[\w-]+\.svg$/.test(url.pathname)) {
      send(200, 'image/svg+xml', BANNER_SVG);
    } else if (url.pathname.startsWith('/p/')) {
      send(200, 'text/html; charset=utf-8', `<!doctype html><title>${url.pathname}</title>`);
    } else {
      send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    searches,
    events,
    recommends,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
