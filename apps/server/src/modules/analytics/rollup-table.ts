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
    const id = keyId(key);
    let row = this.byKey.get(id);
    if (!row) {
      const counts = {} as Record<Count, number>;
      for (const name of this.countNames) counts[name] = 0;
      row = { key, counts };
      this.byKey.set(id, row);
    }
    // Only the counts this change names: a table has up to a dozen, a change one or two.
    const { counts } = row;
    for (const name in changes) {
      const value = changes[name];
      if (value !== undefined && counts[name] !== undefined) counts[name] += value;
    }
  }

  /**
   * Every row with a count other than 0, keys and counts together, in the order keys were first
   * added. A row of zeros says nothing, and the incremental rollup, which adds differences,
   * removes the rows it brings to zero: both ways must store the same rows.
   */
  rows(): (Key & Record<Count, number>)[] {
    return [...this.byKey.values()]
      .filter(({ counts }) => this.countNames.some((name) => counts[name] !== 0))
      .map(({ key, counts }) => ({ ...key, ...counts }));
  }
}

/**
 * A key's identity: its values in field order, texts JSON-quoted and each followed by a comma. A
 * quoted text ends at its one unescaped closing quote, so two different value lists never read
 * alike (the rollup runs this for every count of every event: `JSON.stringify(Object.values(key))`
 * took half of a large day's rollup).
 * @example keyId({ day: 20000, device: 'mobile' }) // '20000,"mobile",'
 */
export function keyId(key: RollupKey): string {
  let id = '';
  for (const field in key) {
    const value = key[field];
    id += typeof value === 'number' ? `${value},` : `${JSON.stringify(value)},`;
  }
  return id;
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
