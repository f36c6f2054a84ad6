/** One store's row of the table. Null: not measured in this run (or not applicable). */
export interface StoreRow {
  label: string;
  ingestPerSec: number;
  rollupPerSec: number | null;
  overviewMs: number | null;
  queriesMs: number | null;
  storageMB: number;
}

export interface AnalyticsTargets {
  ingestPerSec: number;
  overviewMs: number;
  queriesMs: number;
}

const thousands = (value: number): string => Math.round(value).toLocaleString('en-US');
const cell = (value: string, width: number): string => value.padStart(width);
const ms = (value: number | null): string => (value === null ? '—' : `${value} ms`);

/**
 * The bench's table: each store's figures in one row, the targets (on the embedded default)
 * beneath, and the verdict. Rollup/s is Trova's extra step; the peer aggregates raw events.
 * @example printAnalyticsTable('10,000,000 events…', rows, targets, true);
 */
export function analyticsTable(
  title: string,
  rows: readonly StoreRow[],
  targets: AnalyticsTargets,
  pass: boolean,
): string {
  const widths = [36, 12, 12, 12, 12, 12];
  const line = (cells: readonly string[]): string =>
    `  ${(cells[0] ?? '').padEnd(widths[0] ?? 0)}${cells
      .slice(1)
      .map((value, index) => cell(value, widths[index + 1] ?? 0))
      .join('')}`;
  const out = [
    `\nAnalytics — ${title}`,
    line(['', 'ingest/s', 'rollup/s', 'overview', 'queries', 'storage']),
    ...rows.map((row) =>
      line([
        row.label,
        thousands(row.ingestPerSec),
        row.rollupPerSec === null ? '—' : thousands(row.rollupPerSec),
        ms(row.overviewMs),
        ms(row.queriesMs),
        `${row.storageMB} MB`,
      ]),
    ),
    line([
      'targets (embedded default)',
      `≥ ${thousands(targets.ingestPerSec)}`,
      '',
      `≤ ${targets.overviewMs} ms`,
      `≤ ${targets.queriesMs} ms`,
      '',
    ]),
    `  ${pass ? 'PASS' : 'FAIL'} (Trova on SQLite against the targets)`,
  ];
  return out.join('\n');
}
