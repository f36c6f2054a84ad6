import { rmSync } from 'node:fs';
import { writeResults } from '../support/results.js';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { pushCatalogue, searchQueries } from './search-catalogue.js';
import { startBenchShop, waitForIndex } from './search-setup.js';

export interface SearchBenchOptions {
  /** Products pushed; default 100,000. */
  items?: number;
  /** Seconds of load per target; default 10. */
  duration?: number;
  /** Concurrent connections; default 32. */
  connections?: number;
  /** Where to write the JSON; default bench/results/search.json; null to skip. */
  out?: string | null;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  errors: number;
  non2xx: number;
}

export interface SearchBenchResult {
  items: number;
  queries: number;
  connections: number;
  durationSeconds: number;
  pushMs: number;
  indexMs: number;
  search: LoadFigures;
  ceiling: LoadFigures;
  targets: { requestsPerSecond: number; p99Ms: number };
  pass: boolean;
}

const TARGETS = { requestsPerSecond: 2000, p99Ms: 25 };
/** What a small search answer looks like, so the ceiling serialises a comparable body. */
const FIXED_BODY = { results: [], results_count: 0, stats: { brand: { Nike: 1 } } };

/** The load generator runs in a worker thread, so it does not share the server's event loop. */
async function load(
  url: string,
  paths: readonly string[],
  duration: number,
  connections: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration,
    workers: 1,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * `npm run bench:search`: the real server in-process on a pushed catalogue, loaded with autocannon
 * on `GET /API/shops/:key/search`, beside a bare Fastify endpoint with a fixed JSON body (the
 * ceiling of this machine and this HTTP stack). Loopback only.
 */
export async function runSearchBench(options: SearchBenchOptions = {}): Promise<SearchBenchResult> {
  const items = options.items ?? 100_000;
  const duration = options.duration ?? 10;
  const connections = options.connections ?? 32;
  const products = pushCatalogue(items);
  const pushStart = performance.now();
  const shop = await startBenchShop(products);
  const pushMs = performance.now() - pushStart;
  const bare = Fastify({ logger: false });
  bare.get('/fixed', () => FIXED_BODY);
  try {
    const indexStart = performance.now();
    await waitForIndex(shop, items);
    const indexMs = performance.now() - indexStart;
    const paths = searchQueries().map((query) => `/API/shops/${shop.shopKey}/search?${query}`);
    // A short warm-up, so the JIT and the first-query caches do not weigh on the measured run.
    await load(shop.origin, paths, 2, connections);
    const search = await load(shop.origin, paths, duration, connections);
    const ceilingUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const ceiling = await load(ceilingUrl, ['/fixed'], duration, connections);
    const result: SearchBenchResult = {
      items,
      queries: paths.length,
      connections,
      durationSeconds: duration,
      pushMs: Math.round(pushMs),
      indexMs: Math.round(indexMs),
      search,
      ceiling,
      targets: TARGETS,
      pass:
        search.requestsPerSecond >= TARGETS.requestsPerSecond &&
        search.p99Ms <= TARGETS.p99Ms &&
        search.errors === 0 &&
        search.non2xx === 0,
    };
    printSearch(result);
    writeResults('search', options.out, result);
    return result;
  } finally {
    await bare.close();
    await shop.server.close();
    rmSync(shop.dataDir, { recursive: true, force: true });
  }
}

export function printSearch(r: SearchBenchResult): void {
  console.log(
    `\nSearch API — ${r.items} products pushed in ${(r.pushMs / 1000).toFixed(1)} s, ` +
      `index ready ${(r.indexMs / 1000).toFixed(1)} s later; ${r.queries} rotating queries, ` +
      `${r.connections} connections, ${r.durationSeconds} s each`,
  );
  const row = (name: string, f: LoadFigures) =>
    `  ${name.padEnd(26)}${String(f.requestsPerSecond).padStart(9)}${String(f.p50Ms).padStart(8)}` +
    `${String(f.p99Ms).padStart(8)}${String(f.maxMs).padStart(8)}${String(f.errors).padStart(8)}${String(f.non2xx).padStart(8)}`;
  console.log(
    `  ${''.padEnd(26)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(8)}${'errors'.padStart(8)}${'non2xx'.padStart(8)}`,
  );
  console.log(row('GET shops/:key/search', r.search));
  console.log(row('bare Fastify (ceiling)', r.ceiling));
  console.log(
    `  target ≥ ${r.targets.requestsPerSecond} req/s and p99 ≤ ${r.targets.p99Ms} ms: ${r.pass ? 'PASS' : 'FAIL'}`,
  );
}
