import { describe, expect, it } from 'vitest';
import { analyticsTable } from './analytics-print.js';

describe('analyticsTable', () => {
  const targets = { ingestPerSec: 20_000, overviewMs: 100, queriesMs: 150 };

  it('prints each store beside the targets, with a dash for what was not measured', () => {
    const table = analyticsTable(
      '1,000 events',
      [
        {
          label: 'Trova',
          ingestPerSec: 25_000,
          rollupPerSec: 90_000,
          overviewMs: 12.5,
          queriesMs: 40,
          storageMB: 3.2,
        },
        {
          label: 'DuckDB',
          ingestPerSec: 50_000,
          rollupPerSec: null,
          overviewMs: 300,
          queriesMs: 900,
          storageMB: 1,
        },
      ],
      targets,
      true,
    );
    const lines = table.split('\n');
    expect(lines.find((line) => line.includes('Trova'))).toMatch(
      /25,000\s+90,000\s+12\.5 ms\s+40 ms\s+3\.2 MB/,
    );
    expect(lines.find((line) => line.includes('DuckDB'))).toMatch(/50,000\s+—\s+300 ms/);
    expect(table).toMatch(/≥ 20,000\s+≤ 100 ms\s+≤ 150 ms/);
    expect(table).toContain('PASS');
  });

  it('says FAIL when the embedded default misses a target', () => {
    expect(analyticsTable('x', [], targets, false)).toContain('FAIL');
  });
});
