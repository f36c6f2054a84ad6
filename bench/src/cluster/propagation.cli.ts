import { parseArgs } from 'node:util';
import { writeResults } from '../support/results.js';
import { measurePropagation } from './propagation.js';

/**
 * `npm run bench:propagation -- [--url postgres://…] [--samples 100] [--products 10000] [--out f]`:
 * push-API changes on one process until searchable on another, on PostgreSQL. Writes
 * bench/results/propagation.json; fails when p95 is over the 1 s.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    samples: { type: 'string' },
    products: { type: 'string' },
    out: { type: 'string' },
  },
});

const postgresUrl =
  values.url ?? process.env.TROVA_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = await measurePropagation({
  postgresUrl,
  samples: values.samples ? Number(values.samples) : undefined,
  products: values.products ? Number(values.products) : undefined,
});
writeResults('propagation', values.out, result);
console.log(
  `propagation over ${result.samples} pushes (${result.products} products): ` +
    `p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms (target p95 ≤ 1000 ms); ` +
    `the push's own answer p50 ${result.pushP50Ms} ms, p95 ${result.pushP95Ms} ms`,
);
// A lost change (never searchable within 30 s) makes the percentile null: a failure too.
if (result.p95Ms === null || result.p95Ms > 1000) process.exitCode = 1;
