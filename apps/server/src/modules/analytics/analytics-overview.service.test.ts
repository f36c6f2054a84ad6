import { describe, expect, it } from 'vitest';
import { exitRate, sumDays, useSearch } from './analytics-overview.service';
import type { DayTotals } from './analytics.repository';

const day = (changes: Partial<DayTotals>): DayTotals => ({
  ...sumDays([]),
  ...changes,
});

describe('overview arithmetic', () => {
  it('sums days and derives exit rate and use search from the sums, not from daily rates', () => {
    const total = sumDays([
      day({ day: 1, intents: 10, intentsWithClicks: 9, visitors: 10, searchingVisitors: 1 }),
      day({ day: 2, intents: 30, intentsWithClicks: 3, visitors: 30, searchingVisitors: 27 }),
    ]);
    expect(total.intents).toBe(40);
    expect(exitRate(total)).toBe(70);
    expect(useSearch(total)).toBe(70);
    expect(exitRate(sumDays([]))).toBe(0);
  });
});
