import { parseArgs } from 'node:util';
import { runLearningBench } from './learning.bench.js';

const { values } = parseArgs({
  options: {
    days: { type: 'string' },
    shoppers: { type: 'string' },
    products: { type: 'string' },
    queries: { type: 'string' },
    seed: { type: 'string' },
    'no-adversary': { type: 'boolean' },
    out: { type: 'string' },
  },
});

const number = (value: string | undefined): number | undefined =>
  value === undefined ? undefined : Number(value);

const result = await runLearningBench({
  days: number(values.days),
  shoppers: number(values.shoppers),
  products: number(values.products),
  queries: number(values.queries),
  seed: number(values.seed),
  adversarial: values['no-adversary'] !== true,
  out: values.out,
});
if (!result.pass) process.exitCode = 1;
