import { parseArgs } from 'node:util';
import { runSearchBench, type CacheMode } from './search.bench.js';

const { values } = parseArgs({
  options: {
    items: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    distinct: { type: 'string' },
    exponent: { type: 'string' },
    'warm-up': { type: 'string' },
    cache: { type: 'string' },
    out: { type: 'string' },
  },
});

const CACHE_MODES: readonly CacheMode[] = ['on', 'off', 'both'];
const cache = CACHE_MODES.find((mode) => mode === (values.cache ?? 'both'));
if (!cache) throw new Error(`--cache must be one of ${CACHE_MODES.join(', ')}`);

const result = await runSearchBench({
  cache,
  ...(values.out === undefined ? {} : { out: values.out }),
  items: values.items ? Number(values.items) : undefined,
  duration: values.duration ? Number(values.duration) : undefined,
  connections: values.connections ? Number(values.connections) : undefined,
  distinct: values.distinct ? Number(values.distinct) : undefined,
  exponent: values.exponent ? Number(values.exponent) : undefined,
  warmUp: values['warm-up'] ? Number(values['warm-up']) : undefined,
});
if (!result.pass) process.exitCode = 1;
