import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogueProductInput } from '@trova/contracts';
import Fastify from 'fastify';
import { writeResults } from '../support/results.js';
import { pushCatalogue } from './search-catalogue.js';
import type { LoadFigures, LoadJob, LoadOutcome } from './search-load.js';
import { startBenchShop, waitForIndex } from './search-setup.js';
import { searchTraffic, type Traffic } from './search-traffic.js';

export interface SearchBenchOptions {
  /** Products pushed; default 100,000. */
  items?: number;
  /** Seconds of load per target; default 10. */
  duration?: number;
  /** Concurrent connections; default 32. */
  connections?: number;
  /** Distinct searches in the traffic; default 20,000. */
  distinct?: number;
  /** Zipf exponent of their popularity; default 1. */
  exponent?: number;
  /** Seconds of the same traffic before each measured run (JIT, cache); default 10. */
  warmUp?: number;
  /**
   * Which server runs: `on` the API as shipped, `off` the answer cache off (what the engine and
   * the route cost alone, e.g. to compare two engine versions quickly), `both` (default).
   */
  cache?: CacheMode;
  /** Where to write the JSON; default bench/results/search.json; null to skip. */
  out?: string | null;
}

export type CacheMode = 'on' | 'off' | 'both';

export interface CacheFigures {
  /** The server's TROVA_SEARCH_CACHE_MB. */
  sizeMb: number;
  hits: number;
  misses: number;
  /** Share of the measured run's searches answered from the cache. */
  hitRate: number;
  /** The same during the warm-up, which starts with an empty cache (as after every rebuild). */
  warmUpHitRate: number;
}

export interface SearchRun {
  figures: LoadFigures;
  cache: CacheFigures;
  /**
   * CPU time (user + system) of the server's process per answered request in the measured run:
   * what a request costs, which the other work on a shared machine moves far less than req/s.
   */
  cpuUsPerRequest: number;
  /**
   * The same traffic on the same server right after, as InstantSearch's multi-queries to
   * `POST /1/indexes/*\/queries` (`algoliaBody`); its cache figures count every query of a batch.
   */
  algolia?: Omit<SearchRun, 'algolia'>;
}

export interface SearchBenchResult {
  items: number;
  traffic: { distinct: number; exponent: number; length: number };
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  pushMs: number;
  indexMs: number;
  /** The search API as shipped (answer cache on, default size); absent with `cache: 'off'`. */
  search?: SearchRun;
  /** The same server and traffic with the cache off; absent with `cache: 'on'`. */
  uncached?: SearchRun;
  ceiling: LoadFigures;
  targets: { requestsPerSecond: number; p99Ms: number };
  pass: boolean;
}

const TARGETS = { requestsPerSecond: 2000, p99Ms: 25 };
/** Longer than a whole bench run: no analytics rollup after the one at start. */
const ROLLUP_SECONDS = 86_400;
/** The server's default (apps/server config). */
const DEFAULT_CACHE_MB = 32;
/** What a search answer looks like, so the ceiling serialises a comparable body. */
const FIXED_BODY = { results: [], results_count: 0, stats: { brand: { Nike: 1 } } };

/** Runs autocannon in a child process, so the load generator does not share the server's loop. */
export function load(job: LoadJob): Promise<LoadOutcome> {
  const child = fork(fileURLToPath(new URL('./search-load.process.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (outcome: LoadOutcome) => resolve(outcome));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load process exited with ${code}`)));
    child.send(job);
  });
}

/**
 * One server on a fresh data dir with the catalogue pushed, loaded with the traffic: a warm-up,
 * then the measured run continuing the same sequence. The hit rate is the measured run's.
 */
async function runOnServer(
  products: readonly CatalogueProductInput[],
  traffic: Traffic,
  cacheMb: number,
  options: { connections: number; duration: number; warmUp: number },
): Promise<SearchRun & { pushMs: number; indexMs: number }> {
  const pushStart = performance.now();
  const shop = await startBenchShop(products, {
    TROVA_SEARCH_CACHE_MB: String(cacheMb),
    // The analytics rollup (bench:analytics measures it) runs once a minute over the searches
    // logged since, and the bench's shopper is one: a pass landing in one measured window and not
    // in another, larger for later rows, would be compared as the routes' cost.
    TROVA_ANALYTICS_ROLLUP_SECONDS: String(ROLLUP_SECONDS),
  });
  const pushMs = performance.now() - pushStart;
  try {
    const indexStart = performance.now();
    await waitForIndex(shop, products.length);
    const indexMs = performance.now() - indexStart;
    const paths = traffic.queries.map((query) => `/API/shops/${shop.shopKey}/search?${query}`);
    const { connections, duration, warmUp } = options;
    const job = { url: shop.origin, paths, start: 0, connections, duration };
    const stats = () => shop.server.services.search.cacheStats();
    const start = stats();
    const warm = await load({ ...job, duration: warmUp });
    const before = stats();
    // The load generator runs in its own process: this one is the server (and an idle parent).
    const cpu = process.cpuUsage();
    const measured = await load({ ...job, start: warm.sent });
    const used = process.cpuUsage(cpu);
    const after = stats();
    const rate = (hits: number, misses: number) => hits / Math.max(1, hits + misses);
    const hits = after.hits - before.hits;
    const misses = after.misses - before.misses;
    const algolia = await algoliaRun(shop, traffic, options, stats, cacheMb);
    return {
      algolia,
      figures: measured.figures,
      cpuUsPerRequest: Math.round(
        (used.user + used.system) / Math.max(1, measured.figures.requests),
      ),
      cache: {
        sizeMb: cacheMb,
        hits,
        misses,
        hitRate: rate(hits, misses),
        warmUpHitRate: rate(before.hits - start.hits, before.misses - start.misses),
      },
      pushMs,
      indexMs,
    };
  } finally {
    await shop.server.close();
    rmSync(shop.dataDir, { recursive: true, force: true });
  }
}

/** The Algolia protocol's row: a warm-up and a measured run of the same traffic as multi-queries. */
async function algoliaRun(
  shop: { origin: string; shopKey: string },
  traffic: Traffic,
  options: { connections: number; duration: number; warmUp: number },
  stats: () => { hits: number; misses: number },
  cacheMb: number,
): Promise<Omit<SearchRun, 'algolia'>> {
  const path = `/1/indexes/*/queries?x-algolia-application-id=trova&x-algolia-api-key=${shop.shopKey}`;
  const job = {
    url: shop.origin,
    paths: traffic.queries,
    start: 0,
    connections: options.connections,
    duration: options.duration,
    algolia: { shopKey: shop.shopKey, path },
  };
  const start = stats();
  const warm = await load({ ...job, duration: options.warmUp });
  const before = stats();
  const cpu = process.cpuUsage();
  const measured = await load({ ...job, start: warm.sent });
  const used = process.cpuUsage(cpu);
  const after = stats();
  const rate = (hits: number, misses: number) => hits / Math.max(1, hits + misses);
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  return {
    figures: measured.figures,
    cpuUsPerRequest: Math.round((used.user + used.system) / Math.max(1, measured.figures.requests)),
    cache: {
      sizeMb: cacheMb,
      hits,
      misses,
      hitRate: rate(hits, misses),
      warmUpHitRate: rate(before.hits - start.hits, before.misses - start.misses),
    },
  };
}

/**
 * `npm run bench:search`: the real server in-process on a pushed catalogue, loaded with autocannon
 * on `GET /API/shops/:key/search` with storefront-like traffic (Zipf-distributed searches), once as
 * shipped and once with the answer cache off, beside a bare Fastify endpoint with a fixed JSON body
 * (the ceiling of this machine and this HTTP stack). Loopback only.
 */
export async function runSearchBench(options: SearchBenchOptions = {}): Promise<SearchBenchResult> {
  const items = options.items ?? 100_000;
  const run = {
    duration: options.duration ?? 10,
    connections: options.connections ?? 32,
    warmUp: options.warmUp ?? 10,
  };
  const products = pushCatalogue(items);
  const traffic = searchTraffic(products, {
    ...(options.distinct === undefined ? {} : { distinct: options.distinct }),
    ...(options.exponent === undefined ? {} : { exponent: options.exponent }),
  });
  const mode = options.cache ?? 'both';
  const search =
    mode === 'off' ? undefined : await runOnServer(products, traffic, DEFAULT_CACHE_MB, run);
  const uncached = mode === 'on' ? undefined : await runOnServer(products, traffic, 0, run);
  const first = search ?? uncached;
  if (!first) throw new Error('no run');
  const bare = Fastify({ logger: false });
  bare.get('/fixed', () => FIXED_BODY);
  try {
    const ceilingUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const ceiling = await load({
      url: ceilingUrl,
      paths: ['/fixed'],
      start: 0,
      connections: run.connections,
      duration: run.duration,
    });
    const result: SearchBenchResult = {
      items,
      traffic: {
        distinct: traffic.distinct,
        exponent: traffic.exponent,
        length: traffic.queries.length,
      },
      connections: run.connections,
      durationSeconds: run.duration,
      warmUpSeconds: run.warmUp,
      pushMs: Math.round(first.pushMs),
      indexMs: Math.round(first.indexMs),
      ...(search ? { search: runOf(search) } : {}),
      ...(uncached ? { uncached: runOf(uncached) } : {}),
      ceiling: ceiling.figures,
      targets: TARGETS,
      pass: passes(search, uncached),
    };
    printSearch(result);
    writeResults('search', options.out, result);
    return result;
  } finally {
    await bare.close();
  }
}

function runOf({ figures, cache, cpuUsPerRequest, algolia }: SearchRun): SearchRun {
  return { figures, cache, cpuUsPerRequest, ...(algolia ? { algolia } : {}) };
}

/**
 * The targets judge the API as shipped; a cache-off-only run (a comparison of engine versions)
 * passes when every request was answered.
 */
function passes(search: SearchRun | undefined, uncached: SearchRun | undefined): boolean {
  const clean = (run: SearchRun) => run.figures.errors === 0 && run.figures.non2xx === 0;
  if (!search) return uncached !== undefined && clean(uncached);
  return (
    search.figures.requestsPerSecond >= TARGETS.requestsPerSecond &&
    search.figures.p99Ms <= TARGETS.p99Ms &&
    clean(search)
  );
}

export function printSearch(r: SearchBenchResult): void {
  console.log(
    `\nSearch API — ${r.items} products pushed in ${(r.pushMs / 1000).toFixed(1)} s, ` +
      `index ready ${(r.indexMs / 1000).toFixed(1)} s later; ${r.traffic.distinct} distinct ` +
      `searches, Zipf s=${r.traffic.exponent}, ${r.connections} connections, ` +
      `${r.durationSeconds} s each after ${r.warmUpSeconds} s of warm-up`,
  );
  const cell = (value: string | number, width = 8) => String(value).padStart(width);
  const row = (name: string, f: LoadFigures, hitRate: string, cpuUs: number | null = null) =>
    `  ${name.padEnd(34)}${cell(f.requestsPerSecond, 9)}${cell(f.p50Ms)}${cell(f.p99Ms)}` +
    `${cell(f.maxMs)}${cell(f.errors)}${cell(f.non2xx)}${cell(hitRate, 10)}` +
    `${cell(cpuUs ?? '—', 12)}`;
  console.log(
    `  ${''.padEnd(34)}${cell('req/s', 9)}${cell('p50 ms')}${cell('p99 ms')}${cell('max ms')}` +
      `${cell('errors')}${cell('non2xx')}${cell('cache hits', 11)}${cell('CPU µs/req', 12)}`,
  );
  const percent = (run: SearchRun) => `${(run.cache.hitRate * 100).toFixed(1)} %`;
  if (r.search) {
    console.log(
      row(
        `GET shops/:key/search (${r.search.cache.sizeMb} MB)`,
        r.search.figures,
        percent(r.search),
        r.search.cpuUsPerRequest,
      ),
    );
  }
  const algoliaRow = (name: string, run: SearchRun | undefined, cached: boolean) => {
    if (!run?.algolia) return;
    const hitRate = cached ? `${(run.algolia.cache.hitRate * 100).toFixed(1)} %` : 'off';
    const ratio =
      run.algolia.figures.requestsPerSecond / Math.max(1, run.figures.requestsPerSecond);
    console.log(row(name, run.algolia.figures, hitRate, run.algolia.cpuUsPerRequest));
    console.log(`    algolia / native: ${ratio.toFixed(2)}× req/s (target ≥ 0.8×)`);
  };
  if (r.search) algoliaRow('algolia POST /1/indexes/*/queries', r.search, true);
  if (r.uncached) {
    console.log(
      row('same, answer cache off', r.uncached.figures, 'off', r.uncached.cpuUsPerRequest),
    );
    algoliaRow('algolia, answer cache off', r.uncached, false);
  }
  console.log(row('bare Fastify (ceiling)', r.ceiling, '—'));
  if (r.search) {
    console.log(
      `  cache hits during the warm-up, from an empty cache (as after a rebuild): ` +
        `${(r.search.cache.warmUpHitRate * 100).toFixed(1)} %`,
    );
  }
  console.log(
    r.search
      ? `  target ≥ ${r.targets.requestsPerSecond} req/s and p99 ≤ ${r.targets.p99Ms} ms ` +
          `(as shipped): ${r.pass ? 'PASS' : 'FAIL'}`
      : `  cache off only (no target judged): ${r.pass ? 'every request answered' : 'FAIL'}`,
  );
}
