import { once } from 'node:events';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFeed, safeFetch } from '../../../apps/server/src/modules/feeds/index.js';
import { writeBenchFeed } from './feed-generator.js';

export interface IngestBenchOptions {
  /** Items in the generated feed; default 100,000. */
  items?: number;
  /** Where to write the JSON; default bench/results/ingest.json; null to skip. */
  out?: string | null;
}

export interface IngestBenchResult {
  /** Fetch + parse only: indexing joins this figure when the sync pipeline lands. */
  scope: 'fetch+parse';
  items: number;
  products: number;
  itemErrors: number;
  feedBytes: number;
  generateMs: number;
  wallMs: number;
  peakRssMB: number;
  targets: { wallMs: number; peakRssMB: number };
  pass: boolean;
}

const TARGETS = { wallMs: 60_000, peakRssMB: 600 };
const DEFAULT_OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../results/ingest.json');

/**
 * `npm run bench:ingest`: a generated RSS feed served from loopback, fetched through `safeFetch`
 * and parsed by `parseFeed`, with wall time and peak RSS (sampled every 50 ms).
 */
export async function runIngestBench(options: IngestBenchOptions = {}): Promise<IngestBenchResult> {
  const items = options.items ?? 100_000;
  const dir = mkdtempSync(join(tmpdir(), 'trova-ingest-'));
  const path = join(dir, 'feed.xml');
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    createReadStream(path).pipe(res);
  });
  try {
    const generateStart = performance.now();
    const feedBytes = await writeBenchFeed(path, items);
    const generateMs = performance.now() - generateStart;
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;

    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const start = performance.now();
    const response = await safeFetch(`http://127.0.0.1:${port}/feed.xml`, { allowPrivate: true });
    const feed = parseFeed(response.body);
    for await (const _product of feed) {
      // Parse-only: the products are dropped here, as the indexer will consume them later.
    }
    const wallMs = performance.now() - start;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    const peakRssMB = Math.round(peakRss / 1024 ** 2);
    const result: IngestBenchResult = {
      scope: 'fetch+parse',
      items: feed.stats.items,
      products: feed.stats.products,
      itemErrors: feed.stats.itemErrorCount,
      feedBytes,
      generateMs: Math.round(generateMs),
      wallMs: Math.round(wallMs),
      peakRssMB,
      targets: TARGETS,
      pass: wallMs <= TARGETS.wallMs && peakRssMB <= TARGETS.peakRssMB,
    };
    printIngest(result);
    const out = options.out === undefined ? DEFAULT_OUT : options.out;
    if (out) {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    }
    return result;
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printIngest(r: IngestBenchResult): void {
  const mb = (r.feedBytes / 1024 ** 2).toFixed(1);
  console.log(
    `\nIngest (PARSE-ONLY: fetch + parse, no indexing) — ${r.items} items, ${mb} MB RSS feed`,
  );
  console.log(`  products ${r.products}, item errors ${r.itemErrors}`);
  console.log(
    `  wall time ${(r.wallMs / 1000).toFixed(2)} s  (target ≤ ${r.targets.wallMs / 1000} s)`,
  );
  console.log(`  peak RSS  ${r.peakRssMB} MB  (target ≤ ${r.targets.peakRssMB} MB)`);
  console.log(`  ${r.pass ? 'PASS' : 'FAIL'}`);
}
