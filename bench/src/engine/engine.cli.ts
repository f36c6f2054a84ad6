import { parseArgs } from 'node:util';
import { runEngineBench } from './engine.bench.js';

const { values } = parseArgs({
  options: {
    docs: { type: 'string' },
    queries: { type: 'string' },
    repeats: { type: 'string' },
    engines: { type: 'string' },
    learned: { type: 'boolean' },
  },
});

await runEngineBench({
  docs: values.docs ? Number(values.docs) : undefined,
  queriesPerClass: values.queries ? Number(values.queries) : undefined,
  repeats: values.repeats ? Number(values.repeats) : undefined,
  engines: values.engines?.split(','),
  learned: values.learned,
});
