import { parseArgs } from 'node:util';
import { runConnectorBench } from './connector-bench.js';
import { CONNECTORS, type ConnectorName } from './connector-fakes.js';
import { runIngestBench } from './ingest.bench.js';

const { values } = parseArgs({
  options: {
    items: { type: 'string' },
    // `--only connectors`: the platform connector rows alone (merged into ingest.json).
    only: { type: 'string' },
    // `--connector shopify` (repeatable): some connectors only.
    connector: { type: 'string', multiple: true },
  },
});

const isConnector = (name: string): name is ConnectorName =>
  (CONNECTORS as readonly string[]).includes(name);
const chosen = values.connector ?? [];
const unknown = chosen.filter((name) => !isConnector(name));
if (unknown.length > 0)
  throw new Error(`unknown connector ${unknown.join(', ')} (${CONNECTORS.join(', ')})`);
if (values.only !== undefined && values.only !== 'connectors') {
  throw new Error(`--only ${values.only}: only 'connectors' is supported`);
}
const items = values.items ? Number(values.items) : undefined;
const connectors = chosen.length > 0 ? chosen.filter(isConnector) : undefined;

const result =
  values.only === 'connectors'
    ? await runConnectorBench({ items, connectors })
    : await runIngestBench({ items, connectors });
if (!result.pass) process.exitCode = 1;
