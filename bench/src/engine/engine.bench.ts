import { writeResults } from '../support/results.js';
import {
  type EngineAdapter,
  flexSearchAdapter,
  LIMIT,
  miniSearchAdapter,
  oramaAdapter,
  trovaAdapter,
  trovaLearnedAdapter,
  trovaNoFacetsAdapter,
} from './adapters.js';
import { type CampaignFigures, printCampaigns, timeCampaigns } from './campaigns.bench.js';
import { type BenchProduct, generateCatalogue } from './catalogue.js';
import { buildQueries, QUERY_CLASSES, type BenchQuery, type QueryClass } from './queries.js';
import { printVerdicts } from './verdict.js';

export interface EngineBenchOptions {
  /** Catalogue size; default 100,000. */
  docs?: number;
  /** Queries per class; default 200. */
  queriesPerClass?: number;
  /**
   * Timed passes over each class; a query's latency is the median of its passes. Default 3: the
   * machine is shared, and one descheduling would otherwise decide a p99 on its own.
   */
  repeats?: number;
  /** Engines to run, by name; default all. */
  engines?: readonly string[];
  /**
   * Only Trova, with learned signals on every product (a prior for each, an entry per query):
   * writes bench/results/engine-learned.json unless `out` says otherwise. Default false.
   */
  learned?: boolean;
  /** Where to write the JSON; default bench/results/engine.json; null to skip. */
  out?: string | null;
  /** Print the table; default true. */
  print?: boolean;
}

export interface EngineBenchResult {
  docs: number;
  /** Timed passes per query (its latency is their median). */
  repeats: number;
  engines: {
    name: string;
    buildMs: number;
    /** Retained heap (JS heap + array buffers) after build and one query pass, gc forced. */
    heapMB: number;
    /** The engine's own estimate, when it reports one (Trova's `index.memory()`). */
    estimatedMB?: number;
    /** Whether every query counted facets (rows are compared only with rows alike). */
    facets: boolean;
    classes: Partial<Record<QueryClass, { p50Ms: number; p99Ms: number }>>;
  }[];
  /** The campaigns class, on Trova's facets row only (the Visual Machine is Trova's). */
  campaigns?: CampaignFigures;
}

const gcFn = (globalThis as { gc?: () => void }).gc;

/**
 * Retained bytes: JS heap plus array buffers (typed-array storage lives outside the JS heap).
 * Several forced collections with a turn of the event loop between them, so that garbage from
 * the previous step (and finalisers) is gone before reading.
 */
async function retainedBytes(): Promise<number> {
  for (let i = 0; i < 3; i++) {
    gcFn?.();
    // Array buffer memory is released by a background sweeper after the collection.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

async function timeQuery(adapter: EngineAdapter, cls: QueryClass, q: BenchQuery): Promise<number> {
  const t0 = performance.now();
  const r = adapter.search(cls, q);
  if (r instanceof Promise) await r;
  return performance.now() - t0;
}

/**
 * Builds each engine on the same generated catalogue, one at a time in this process, and times
 * every query class the engine supports (after one warm-up pass over every class).
 *
 * Heap: the catalogue and queries are generated first and stay referenced for the whole run, so
 * every engine's baseline includes them; an engine's figure is what it retains after its build
 * and a warm-up pass (lazily allocated search buffers count), each reading after forced gc.
 *
 * @example
 * const result = await runEngineBench({ docs: 10_000 });
 */
export async function runEngineBench(options: EngineBenchOptions = {}): Promise<EngineBenchResult> {
  const docs = options.docs ?? 100_000;
  // Generated strings are concatenation ropes; the first engine to read them flattens them and
  // the heap shrinks by tens of MB, which would be credited to that engine. A JSON round trip
  // gives every engine the same flat strings before any baseline is taken.
  const catalogue = JSON.parse(JSON.stringify(generateCatalogue(docs))) as BenchProduct[];
  const queries = buildQueries(catalogue, options.queriesPerClass ?? 200);
  const repeats = Math.max(1, options.repeats ?? 3);
  const factories = options.learned
    ? [trovaLearnedAdapter]
    : [trovaAdapter, trovaNoFacetsAdapter, oramaAdapter, miniSearchAdapter, flexSearchAdapter];
  const result: EngineBenchResult = { docs, repeats, engines: [] };
  if (!gcFn) console.warn('heap figures are rough: run node with --expose-gc');
  for (const make of factories) {
    let adapter: EngineAdapter | null = make();
    if (options.engines && !options.engines.some((n) => adapter!.name.startsWith(n))) continue;
    const heapBefore = await retainedBytes();
    const t0 = performance.now();
    await adapter.build(catalogue, queries);
    const buildMs = performance.now() - t0;
    const supported = QUERY_CLASSES.filter((c) => adapter!.supports.includes(c));
    for (const cls of supported) for (const q of queries[cls]) await timeQuery(adapter, cls, q);
    const heapMB = ((await retainedBytes()) - heapBefore) / 2 ** 20;
    const estimate = adapter.estimateBytes?.();
    const classes: EngineBenchResult['engines'][number]['classes'] = {};
    for (const cls of supported) {
      const runs: number[][] = queries[cls].map(() => []);
      for (let r = 0; r < repeats; r++) {
        for (const [i, q] of queries[cls].entries())
          runs[i]!.push(await timeQuery(adapter, cls, q));
      }
      const times = runs.map((t) =>
        percentile(
          t.sort((a, b) => a - b),
          50,
        ),
      );
      times.sort((a, b) => a - b);
      classes[cls] = { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) };
    }
    if (adapter.name === 'trova' && adapter.trovaIndex) {
      result.campaigns = timeCampaigns(adapter.trovaIndex(), catalogue, queries, repeats);
    }
    result.engines.push({
      name: adapter.name,
      buildMs: Math.round(buildMs),
      heapMB: Math.round(heapMB),
      ...(estimate === undefined ? {} : { estimatedMB: Math.round(estimate / 2 ** 20) }),
      facets: adapter.facets,
      classes,
    });
    adapter = null;
  }
  if (options.print !== false) printTable(result);
  writeResults(options.learned ? 'engine-learned' : 'engine', options.out, result);
  return result;
}

export function printTable(result: EngineBenchResult): void {
  const head = [
    'engine',
    'facets',
    'build ms',
    'heap MB (est.)',
    ...QUERY_CLASSES.map((c) => `${c} p50/p99`),
  ];
  const rows = result.engines.map((e) => [
    e.name,
    e.facets ? 'yes' : 'no',
    String(e.buildMs),
    e.estimatedMB === undefined ? String(e.heapMB) : `${e.heapMB} (${e.estimatedMB})`,
    ...QUERY_CLASSES.map((c) => {
      const v = e.classes[c];
      return v ? `${v.p50Ms.toFixed(3)}/${v.p99Ms.toFixed(3)}` : '—';
    }),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ');
  console.log(`\nengine benchmark — ${result.docs} products (latencies in ms)`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
  console.log(
    `limit ${LIMIT} hits per query; a query's latency is the median of ${result.repeats} passes;` +
      ' "facets: yes" rows count facets on every query; "—" = class not supported',
  );
  printVerdicts(result);
  if (result.campaigns) printCampaigns(result.campaigns);
}
