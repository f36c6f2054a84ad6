import { describe, expect, it } from 'vitest';
import type { FacetInfo } from '@trova/contracts';
import { mergeFacetPages, searchesOrder } from './analytics-filters.queries';

const row = (label: string) => ({ label, searches: 1, ctr: 0 });
const page = (prefix: string): FacetInfo => ({
  best: { searches: [row(`${prefix} best`)], ctr: [] },
  worst: { searches: [], ctr: [row(`${prefix} worst`)] },
  facets: [row(`${prefix} a`), row(`${prefix} b`)],
});

describe('filters calls', () => {
  it('order tables by searches in the server’s syntax', () => {
    expect(searchesOrder('DESC')).toBe('searches:desc');
    expect(searchesOrder('ASC')).toBe('searches:asc');
  });

  it('join the pages read so far, in page order', () => {
    const merged = mergeFacetPages([page('1'), page('2')]);
    expect(merged.facets.map((r) => r.label)).toEqual(['1 a', '1 b', '2 a', '2 b']);
    expect(merged.best.searches.map((r) => r.label)).toEqual(['1 best', '2 best']);
    expect(merged.worst.ctr.map((r) => r.label)).toEqual(['1 worst', '2 worst']);
  });
});
