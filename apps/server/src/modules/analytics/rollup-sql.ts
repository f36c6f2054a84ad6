import { sql, type RawBuilder } from 'kysely';
import type { AnalyticsScope } from './analytics-scope';
import type { Ranked, Window } from './rankings';

export type { Ranked, Window } from './rankings';

/**
 * The scope as a condition on a rollup table: shop and day range first, the primary key's prefix
 * `(shop_id, day, device, …)`, so every read is an index range scan over the requested days.
 */
export function inScope(scope: AnalyticsScope): RawBuilder<unknown> {
  const device = scope.device === 'all' ? sql.raw('') : sql` and device = ${scope.device}`;
  return sql`shop_id = ${scope.shopId} and day between ${scope.fromDay} and ${scope.toDay}${device}`;
}

/**
 * `sum(column)` as an integer on both dialects (PostgreSQL's `sum(bigint)` is `numeric`, which
 * node-pg reads as a string; `bigint` reads as a number, see db/database.ts), 0 over no rows.
 * Only ever called with column names written in this module, never with request input.
 */
export function total(column: string): RawBuilder<number> {
  return sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;
}

/** One ranked list: its rows' keys in rank order. */
export interface Ranking {
  /** SQL (over the grouped columns) that orders the list, best first. */
  order: string;
  /** SQL condition a grouped row must meet to be listed. */
  where: string;
}

/**
 * `row_number()` columns, one per ranking, over a grouped CTE named `g`, and the condition that
 * keeps the rows on the requested page of any ranking. Rankings are constants of this module.
 */
export function rankColumns(
  rankings: Readonly<Record<string, Ranking>>,
  names: readonly string[],
  window: Window,
): { columns: RawBuilder<unknown>; keep: RawBuilder<unknown> } {
  const columns = names.map((name) => {
    const ranking = rankings[name];
    if (!ranking) throw new Error(`Unknown ranking ${name}`);
    return sql.raw(
      `case when ${ranking.where} then row_number() over (partition by case when ${ranking.where} then 1 else 0 end order by ${ranking.order}) end as r_${name}`,
    );
  });
  if (!Number.isSafeInteger(window.offset) || !Number.isSafeInteger(window.limit)) {
    throw new Error('A page window must be whole numbers');
  }
  const from = window.offset;
  const to = window.offset + window.limit;
  const keep = names.map((name) => sql.raw(`(r_${name} > ${from} and r_${name} <= ${to})`));
  return { columns: sql.join(columns, sql`, `), keep: sql.join(keep, sql` or `) };
}

/** Rank of a row in one ranking, as the ranked CTE answers it (null: not in that list). */
function rankOf(row: Record<string, unknown>, name: string): number | null {
  const value = row[`r_${name}`];
  return value === null || value === undefined ? null : Number(value);
}

/**
 * Splits the rows of a ranked CTE into one list per ranking, in rank order (a row can be in
 * several lists). A list takes only the rows on its own page of `window`: `keep` also brings the
 * rows on another ranking's page, which must not repeat earlier pages' rows in this one.
 */
export function splitRanks<Name extends string, Row>(
  rows: readonly Record<string, unknown>[],
  names: readonly Name[],
  toRow: (row: Record<string, unknown>) => Row,
  window: Window,
): Ranked<Name, Row> {
  const onPage = (rank: number | null): boolean =>
    rank !== null && rank > window.offset && rank <= window.offset + window.limit;
  const entries = names.map((name) => {
    const ranked = rows
      .map((row) => ({ row, rank: rankOf(row, name) }))
      .filter((entry): entry is { row: Record<string, unknown>; rank: number } =>
        onPage(entry.rank),
      )
      .sort((a, b) => a.rank - b.rank)
      .map((entry) => toRow(entry.row));
    return [name, ranked] as const;
  });
  return Object.fromEntries(entries) as Ranked<Name, Row>;
}
