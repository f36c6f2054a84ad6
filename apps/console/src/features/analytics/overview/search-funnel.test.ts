import { describe, expect, it } from 'vitest';
import { overviewAnswer } from './overview.fixtures';
import { funnelSteps } from './search-funnel';

describe('funnelSteps', () => {
  it('starts with visitors using search and leaves out conversions the shop does not report', () => {
    expect(funnelSteps(overviewAnswer())).toEqual([
      { key: 'useSearch', share: 62.5 },
      { key: 'withResults', share: 90.25 },
      { key: 'withClicks', share: 40 },
    ]);
  });

  it('adds conversions when reported and keeps every share between 0 and 100', () => {
    const answer = overviewAnswer({
      detail: { withResults: 104, withClicks: -2, withConversions: 0 },
    });
    expect(funnelSteps(answer).map((step) => step.share)).toEqual([62.5, 100, 0, 0]);
  });
});
