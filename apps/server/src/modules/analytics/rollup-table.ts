/** A rollup key's values: texts and small integers, as the tables' key columns. */
export type RollupKey = Record<string, string | number>;

/**
 * One rollup table being built in memory: rows by key, each with every count starting at 0.
 * Key objects of one table must list their fields in the same order (the id is their values).
 * @example
 * const table = new RollupTable<{ device: string }, 'searches'>(['searches']);
 * table.add({ device: 'mobile' }, { searches: 1 });
 * table.rows(); // [{ device: 'mobile', searches: 1 }]
 */
export class RollupTable<Key extends RollupKey, Count extends string> {
  private readonly byKey = new Map<string, { key: Key; counts: Record<Count, number> }>();

  constructor(private readonly countNames: readonly Count[]) {}

  /** Adds to the key's counts, creating its row (all counts 0) on first use. */
  add(key: Key, changes: Partial<Record<Count, number>>): void {
    const id = JSON.stringify(Object.values(key));
    let row = this.byKey.get(id);
    if (!row) {
      const counts = {} as Record<Count, number>;
      for (const name of this.countNames) counts[name] = 0;
      row = { key, counts };
      this.byKey.set(id, row);
    }
    for (const name of this.countNames) row.counts[name] += changes[name] ?? 0;
  }

  /** Every row, keys and counts together, in the order keys were first added. */
  rows(): (Key & Record<Count, number>)[] {
    return [...this.byKey.values()].map(({ key, counts }) => ({ ...key, ...counts }));
  }
}

/**
 * A JSON list column of the event log read back (object ids, positions, filters…); anything
 * that is not a JSON array reads as empty, so one damaged row cannot stop a day's rollup.
 * @example jsonList('["p1","p2"]') // ['p1', 'p2']
 */
export function jsonList(text: string | null): unknown[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/**
 * The texts of a JSON list column, as texts (ids may be sent as numbers).
 * @example textList('["p1",2]') // ['p1', '2']
 */
export function textList(text: string | null): string[] {
  return jsonList(text).flatMap((item) =>
    typeof item === 'string' ? [item] : typeof item === 'number' ? [String(item)] : [],
  );
}
