import { parseArgs } from 'node:util';
import { runIngestBench } from './ingest.bench.js';

const { values } = parseArgs({ options: { items: { type: 'string' } } });

const result = await runIngestBench({ items: values.items ? Number(values.items) : undefined });
if (!result.pass) process.exitCode = 1;
