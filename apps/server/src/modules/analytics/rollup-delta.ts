import type { DayRollup } from './rollup-tables';
import { keyId, type RollupKey } from './rollup-table';

/** The columns that key a rollup row (besides the shop); every other column is a count. */
export const KEY_COLUMNS = new Set([
  'day',
  'device',
  'query',
  'object_id',
  'filtered',
  'position',
  'facet',
  'value',
  'sort',
]);

function split(row: object): { key: RollupKey; counts: Record<string, number> } {
  const key: RollupKey = {};
  const counts: Record<string, number> = {};
  for (const [column, value] of Object.entries(row) as [string, unknown][]) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (KEY_COLUMNS.has(column)) key[column] = value;
    else if (typeof value === 'number') counts[column] = value;
  }
  return { key, counts };
}

function difference(before: readonly object[], after: readonly object[]): RollupKey[] {
  const byKey = new Map<string, { key: RollupKey; counts: Record<string, number> }>();
  const fold = (rows: readonly object[], sign: 1 | -1): void => {
    for (const row of rows) {
      const { key, counts } = split(row);
      const id = keyId(key);
      const entry = byKey.get(id) ?? { key, counts: {} };
      for (const [column, value] of Object.entries(counts)) {
        entry.counts[column] = (entry.counts[column] ?? 0) + sign * value;
      }
      byKey.set(id, entry);
    }
  };
  fold(after, 1);
  fold(before, -1);
  return [...byKey.values()]
    .filter(({ counts }) => Object.values(counts).some((value) => value !== 0))
    .map(({ key, counts }) => ({ ...key, ...counts }));
}

/**
 * What turns the rollup `before` into `after`, table by table: per key, `after`'s counts minus
 * `before`'s (negative where a late event regrouped an intent), keys whose counts do not change
 * left out. Adding it to stored rows that equal `before` gives `after`.
 * @example rollupDifference(rollupDay(old, day), rollupDay([...old, ...fresh], day))
 */
export function rollupDifference(before: DayRollup, after: DayRollup): DayRollup {
  const table = <Name extends keyof DayRollup>(name: Name): DayRollup[Name] =>
    difference(before[name], after[name]) as unknown as DayRollup[Name];
  return {
    analytics_days: table('analytics_days'),
    analytics_query_days: table('analytics_query_days'),
    product_days: table('product_days'),
    analytics_query_product_days: table('analytics_query_product_days'),
    analytics_position_days: table('analytics_position_days'),
    analytics_filter_days: table('analytics_filter_days'),
    analytics_sort_days: table('analytics_sort_days'),
  };
}
