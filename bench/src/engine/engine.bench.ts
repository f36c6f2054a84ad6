import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type EngineAdapter,
  flexSearchAdapter,
  miniSearchAdapter,
  oramaAdapter,
  trovaAdapter,
} from './adapters.js';
import { generateCatalogue } from './catalogue.js';
import { buildQueries, QUERY_CLASSES, type QueryClass } from './queries.js';

export interface EngineBenchOptions {
  /** Catalogue size; default 100,000. */
  docs?: number;
  /** Queries per class; default 200. */
  queriesPerClass?: number;
  /** Engines to run, by name; default all. */
  engines?: readonly string[];
  /** Where to write the JSON; default bench/results/engine.json; null to skip. */
  out?: string | null;
  /** Print the table; default true. */
  print?: boolean;
}

export interface EngineBenchResult {
  docs: number;
  engines: {
    name: string;
    buildMs: number;
    heapMB: number;
    classes: Partial<Record<QueryClass, { p50Ms: number; p99Ms: number }>>;
  }[];
}

const DEFAULT_OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../../results/engine.json');

/** Typed arrays live outside the JS heap, so their buffers count too. */
function heapBytes(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

function gc(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

async function timeQuery(
  adapter: EngineAdapter,
  cls: QueryClass,
  q: Parameters<EngineAdapter['search']>[1],
): Promise<number> {
  const t0 = performance.now();
  const r = adapter.search(cls, q);
  if (r instanceof Promise) await r;
  return performance.now() - t0;
}

/**
 * Builds each engine on the same generated catalogue, one at a time in this process, and times
 * every query class the engine supports (after one warm-up pass over the class).
 *
 * @example
 * const result = await runEngineBench({ docs: 10_000 });
 */
export async function runEngineBench(options: EngineBenchOptions = {}): Promise<EngineBenchResult> {
  const docs = options.docs ?? 100_000;
  const catalogue = generateCatalogue(docs);
  const queries = buildQueries(catalogue, options.queriesPerClass ?? 200);
  const factories = [trovaAdapter, oramaAdapter, miniSearchAdapter, flexSearchAdapter];
  const result: EngineBenchResult = { docs, engines: [] };
  for (const make of factories) {
    let adapter: EngineAdapter | null = make();
    if (options.engines && !options.engines.includes(adapter.name)) continue;
    gc();
    const heapBefore = heapBytes();
    const t0 = performance.now();
    await adapter.build(catalogue);
    const buildMs = performance.now() - t0;
    gc();
    const heapMB = (heapBytes() - heapBefore) / 2 ** 20;
    const classes: EngineBenchResult['engines'][number]['classes'] = {};
    for (const cls of QUERY_CLASSES) {
      if (!adapter.supports.includes(cls)) continue;
      for (const q of queries[cls]) await timeQuery(adapter, cls, q);
      const times: number[] = [];
      for (const q of queries[cls]) times.push(await timeQuery(adapter, cls, q));
      times.sort((a, b) => a - b);
      classes[cls] = { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) };
    }
    result.engines.push({
      name: adapter.name,
      buildMs: Math.round(buildMs),
      heapMB: Math.round(heapMB),
      classes,
    });
    adapter = null;
  }
  if (options.print !== false) printTable(result);
  const out = options.out === undefined ? DEFAULT_OUT : options.out;
  if (out !== null) {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
  }
  return result;
}

export function printTable(result: EngineBenchResult): void {
  const head = ['engine', 'build ms', 'heap MB', ...QUERY_CLASSES.map((c) => `${c} p50/p99`)];
  const rows = result.engines.map((e) => [
    e.name,
    String(e.buildMs),
    String(e.heapMB),
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
}
