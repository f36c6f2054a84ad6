import { parseArgs } from 'node:util';
import { runSearchBench } from './search.bench.js';

const { values } = parseArgs({
  options: {
    items: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
  },
});

const result = await runSearchBench({
  items: values.items ? Number(values.items) : undefined,
  duration: values.duration ? Number(values.duration) : undefined,
  connections: values.connections ? Number(values.connections) : undefined,
});
if (!result.pass) process.exitCode = 1;
