import { existsSync, readFileSync } from 'node:fs';
import { resultsPath, writeResults } from '../support/results.js';
import { CONNECTORS, type ConnectorName } from './connector-fakes.js';
import { measureConnector, type ConnectorFigures } from './connector-import.js';

/** The issue's targets for a connector's import, the same as the feed pipeline's. */
export const CONNECTOR_TARGETS = { wallMs: 60_000, kernelMaxRssMB: 600 };
/** Products per connector row: the issue's 20k-product import. */
export const CONNECTOR_ITEMS = 20_000;

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const mark = (ok: boolean): string => (ok ? 'pass' : 'FAIL');

export interface ConnectorRow extends ConnectorFigures {
  wallPass: boolean;
  rssPass: boolean;
  pass: boolean;
}

export interface ConnectorBenchResult {
  items: number;
  targets: typeof CONNECTOR_TARGETS;
  rows: ConnectorRow[];
  pass: boolean;
}

/**
 * The connector rows of `bench:ingest`, one platform after the other (each with its own server
 * process and fake, so no row's memory or load leaks into the next).
 * @example const result = await measureConnectors(20_000); // result.rows[0].connector === 'woocommerce'
 */
export async function measureConnectors(
  items: number,
  connectors: readonly ConnectorName[] = CONNECTORS,
): Promise<ConnectorBenchResult> {
  const rows: ConnectorRow[] = [];
  for (const connector of connectors) {
    const figures = await measureConnector(connector, items);
    const wallPass = figures.wallMs <= CONNECTOR_TARGETS.wallMs;
    const rssPass = figures.kernelMaxRssMB <= CONNECTOR_TARGETS.kernelMaxRssMB;
    rows.push({ ...figures, wallPass, rssPass, pass: wallPass && rssPass });
    // A full run takes minutes: say how far it got (the table comes at the end).
    console.log(`  ${figures.label}: ${seconds(figures.wallMs)}, ${figures.kernelMaxRssMB} MB`);
  }
  return { items, targets: CONNECTOR_TARGETS, rows, pass: rows.every((row) => row.pass) };
}

/**
 * The rows as `printIngest` lays out the feed pipeline's (name, wall, verdict, RSS, verdict), or
 * each row's details (what was read, memory beside the judged figure, the machine's load).
 */
export function connectorLines(result: ConnectorBenchResult, part: 'rows' | 'details'): string[] {
  if (part === 'rows') {
    return result.rows.map(
      (row) =>
        `  ${`${row.label} connector (connect → searchable)`.padEnd(44)}` +
        `${seconds(row.wallMs).padStart(10)}  ${mark(row.wallPass).padEnd(4)}` +
        `${`${row.kernelMaxRssMB} MB`.padStart(10)}  ${mark(row.rssPass).padEnd(4)}`,
    );
  }
  return result.rows.map(
    (row) =>
      `  ${row.label}: ${row.searchCount} of ${row.items} generated products searchable, ` +
      `API read in ${row.stagedMs === null ? '?' : seconds(row.stagedMs)} (${row.fakeRequests} calls), ` +
      `job ${row.job.status}; sampled peak ${row.peakRssMB} MB, at searchable ${row.kernelMaxRssAtEndMB} MB; ` +
      `load average ${row.loadAverage}`,
  );
}

/**
 * `npm run bench:ingest -- --only connectors [--items n] [--connector name…]`: the connector rows
 * alone, printed, and written into `ingest.json` under `connectors` beside the feed figures kept
 * from the last full run.
 */
export async function runConnectorBench(
  options: { items?: number; connectors?: readonly ConnectorName[]; out?: string | null } = {},
): Promise<ConnectorBenchResult> {
  const result = await measureConnectors(options.items ?? CONNECTOR_ITEMS, options.connectors);
  const t = result.targets;
  console.log(`\nIngest — platform connectors, ${result.items} generated products each`);
  console.log(
    `  ${''.padEnd(44)}${'wall'.padStart(10)}${''.padStart(6)}${'max RSS'.padStart(10)}` +
      `${''.padStart(6)}  targets ≤ ${t.wallMs / 1000} s, ≤ ${t.kernelMaxRssMB} MB`,
  );
  for (const line of connectorLines(result, 'rows')) console.log(line);
  for (const line of connectorLines(result, 'details')) console.log(line);
  console.log(`  ${result.pass ? 'PASS' : 'FAIL'} (connectors)`);
  const path = options.out === undefined ? resultsPath('ingest') : options.out;
  const previous: unknown = path && existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  const kept = typeof previous === 'object' && previous !== null ? previous : {};
  writeResults('ingest', path, { ...kept, connectors: result });
  return result;
}
