import { parseArgs } from 'node:util';
import { runAbuseBench } from './abuse.bench.js';

const { values } = parseArgs({
  options: { items: { type: 'string' }, out: { type: 'string' } },
});

const result = await runAbuseBench({
  items: values.items ? Number(values.items) : undefined,
  ...(values.out === undefined ? {} : { out: values.out }),
});
if (!result.pass) process.exitCode = 1;
