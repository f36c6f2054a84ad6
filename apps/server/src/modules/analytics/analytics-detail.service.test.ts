import { describe, expect, it } from 'vitest';
import { normaliseQuery, WEEKDAY_KEYS } from './analytics-detail.service';

describe('query and product detail', () => {
  it('looks a query up the way the rollups key it', () => {
    expect(normaliseQuery('  Scarpe \t  ROSSE ')).toBe('scarpe rosse');
  });

  it('labels the weekday chart Monday first with keys the console translates', () => {
    expect(WEEKDAY_KEYS).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
});
