import { parseArgs } from 'node:util';
import { runSearchBench } from './search.bench.js';

const { values } = parseArgs({
  options: {
    items: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    distinct: { type: 'string' },
    exponent: { type: 'string' },
    'warm-up': { type: 'string' },
  },
});

const result = await runSearchBench({
  items: values.items ? Number(values.items) : undefined,
  duration: values.duration ? Number(values.duration) : undefined,
  connections: values.connections ? Number(values.connections) : undefined,
  distinct: values.distinct ? Number(values.distinct) : undefined,
  exponent: values.exponent ? Number(values.exponent) : undefined,
  warmUp: values['warm-up'] ? Number(values['warm-up']) : undefined,
});
if (!result.pass) process.exitCode = 1;
