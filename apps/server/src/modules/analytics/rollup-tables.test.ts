import { describe, expect, it } from 'vitest';
import { DayTables, ROLLUP_TABLES, type Intent } from './rollup-tables';

const intent = (changes: Partial<Intent> = {}): Intent => ({
  query: 'sofa',
  device: 'mobile',
  hasResults: true,
  shown: ['a', 'b'],
  filtered: 1,
  clicked: true,
  converted: false,
  ...changes,
});

describe('DayTables', () => {
  it("counts an intent and its impressions under the intent's device and query", () => {
    const tables = new DayTables(7);
    tables.addIntent(intent());
    tables.addIntent(intent({ hasResults: false, shown: [], clicked: false }));
    const rollup = tables.rollup();
    expect(rollup.analytics_days).toEqual([
      expect.objectContaining({
        day: 7,
        device: 'mobile',
        intents: 2,
        intents_with_results: 1,
        intents_with_clicks: 1,
      }),
    ]);
    expect(rollup.analytics_query_days[0]).toMatchObject({ intents: 2, no_result_intents: 1 });
    expect(rollup.analytics_query_product_days.map((row) => [row.object_id, row.filtered])).toEqual(
      [
        ['a', 1],
        ['b', 1],
      ],
    );
    expect(rollup.product_days[1]).toMatchObject({ object_id: 'b', impressions: 1 });
  });

  it('credits a click to the query product, and to a position only when it has one', () => {
    const tables = new DayTables(7);
    tables.attribute('desktop', intent(), ['a', 'z'], [1, undefined], 'clicks');
    const rollup = tables.rollup();
    expect(rollup.analytics_query_product_days.map((row) => [row.object_id, row.clicks])).toEqual([
      ['a', 1],
      ['z', 1],
    ]);
    expect(rollup.analytics_position_days).toEqual([
      {
        day: 7,
        device: 'desktop',
        object_id: 'a',
        position: 1,
        impressions: 0,
        clicks: 1,
        conversions: 0,
      },
    ]);
  });

  it('answers every table and the product days, empty ones included', () => {
    expect(Object.keys(new DayTables(1).rollup()).sort()).toEqual(
      [...ROLLUP_TABLES, 'product_days'].sort(),
    );
  });
});
