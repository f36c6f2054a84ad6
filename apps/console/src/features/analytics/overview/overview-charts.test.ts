import { describe, expect, it } from 'vitest';
import { overviewAnswer } from './overview.fixtures';
import { overviewRows } from './overview-charts';

describe('overviewRows', () => {
  it('makes one row per date label, in the language date order, with every series', () => {
    const { columns, data } = overviewAnswer();
    const rows = overviewRows(columns, data, 'it');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual({
      day: '08/03/2024',
      totalClicks: 1000,
      searchIntents: 1521,
      totalSearches: 4345,
      useSearch: 62.5,
      exitRate: 34.567,
    });
    expect(overviewRows(columns, data, 'en')[1]?.day).toBe('03/08/2024');
  });

  it('leaves a gap where a series is shorter than the labels', () => {
    const { columns, data } = overviewAnswer();
    const rows = overviewRows(columns, { ...data, exitRate: [1] }, 'en');
    expect(rows[2]?.exitRate).toBeNull();
  });
});
