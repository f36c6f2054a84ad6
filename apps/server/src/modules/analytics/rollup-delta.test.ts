import { describe, expect, it } from 'vitest';
import { eventRow } from '../../../test/event-rows';
import { DAY_MS } from '../../kernel/utc-day';
import { rollupDay } from './analytics-rollup';
import { rollupDifference } from './rollup-delta';

const DAY = 20_000;
const at = (ms: number) => DAY * DAY_MS + ms;

describe('rollupDifference', () => {
  it('takes a late keystroke that regroups an intent as a move between queries', () => {
    const first = eventRow({ query: 'sof', result_count: 1, occurred_at: at(0) });
    const late = eventRow({ query: 'sofa', result_count: 1, occurred_at: at(500) });
    const changes = rollupDifference(rollupDay([first], DAY), rollupDay([first, late], DAY));
    // The intent of 'sof' became one of 'sofa': two searches now, still one intent.
    expect(changes.analytics_days).toEqual([
      expect.objectContaining({ searches: 1, intents: 0, visitors: 0 }),
    ]);
    expect(changes.analytics_query_days).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ query: 'sof', searches: -1, intents: -1 }),
        expect.objectContaining({ query: 'sofa', searches: 2, intents: 1 }),
      ]),
    );
  });

  it('leaves out the keys whose counts do not change', () => {
    const search = eventRow({ query: 'tavolo', result_count: 1, occurred_at: at(0) });
    const rollup = rollupDay([search], DAY);
    expect(rollupDifference(rollup, rollup)).toEqual({
      analytics_days: [],
      analytics_query_days: [],
      product_days: [],
      analytics_query_product_days: [],
      analytics_position_days: [],
      analytics_filter_days: [],
      analytics_sort_days: [],
    });
  });
});
