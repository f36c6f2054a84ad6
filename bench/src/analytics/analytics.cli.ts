import { parseArgs } from 'node:util';
import { runAnalyticsBench } from './analytics.bench.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string' },
    runs: { type: 'string' },
    seed: { type: 'string' },
    postgres: { type: 'boolean' },
    'postgres-url': { type: 'string' },
    dir: { type: 'string' },
    'ingest-only': { type: 'boolean' },
    only: { type: 'string' },
    ids: { type: 'string' },
  },
});

const result = await runAnalyticsBench({
  events: values.events ? Number(values.events) : undefined,
  runs: values.runs ? Number(values.runs) : undefined,
  seed: values.seed ? Number(values.seed) : undefined,
  postgres: values.postgres,
  postgresUrl: values['postgres-url'],
  dir: values.dir,
  ingestOnly: values['ingest-only'],
  ids: values.ids === 'random' ? 'random' : 'ordered',
  only: values.only === 'trova' || values.only === 'peer' ? values.only : undefined,
});
if (result && !result.pass) process.exitCode = 1;
