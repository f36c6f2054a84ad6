import { parseArgs } from 'node:util';
import { runClusterBench } from './cluster.bench.js';

const { values } = parseArgs({
  options: {
    items: { type: 'string' },
    duration: { type: 'string' },
    'warm-up': { type: 'string' },
    settle: { type: 'string' },
    connections: { type: 'string' },
    workers: { type: 'string' },
    'admin-url': { type: 'string' },
    database: { type: 'string' },
    trials: { type: 'string' },
    burst: { type: 'string' },
    out: { type: 'string' },
  },
});

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const result = await runClusterBench({
  items: number(values.items),
  duration: number(values.duration),
  warmUp: number(values['warm-up']),
  settle: number(values.settle),
  connections: number(values.connections),
  workers: values.workers?.split(',').map(Number),
  adminUrl: values['admin-url'],
  database: values.database,
  trials: number(values.trials),
  burst: number(values.burst),
  ...(values.out === undefined ? {} : { out: values.out }),
});
if (!result.pass) process.exitCode = 1;
