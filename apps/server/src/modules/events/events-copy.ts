import type { Insertable } from 'kysely';
import type { EventsTable } from '../../db/database.schema';

type EventRowInput = Insertable<EventsTable>;
type Cell = EventRowInput[keyof EventsTable];

/**
 * Every column of the log, in the order `copyText` writes them: the type checker holds this list to
 * the table's columns (a column added to the table must be added here, or the build fails).
 */
const COLUMN_SET: { readonly [column in keyof EventsTable]-?: true } = {
  id: true,
  shop_id: true,
  kind: true,
  user_token: true,
  query_id: true,
  query: true,
  result_count: true,
  object_ids: true,
  positions: true,
  prices: true,
  quantities: true,
  value: true,
  currency: true,
  device: true,
  occurred_at: true,
  received_at: true,
  ip: true,
  user_agent: true,
  flag: true,
  filters: true,
  sort: true,
};
export const EVENT_COLUMNS = Object.keys(COLUMN_SET) as (keyof EventsTable)[];

const SPECIAL = /[\\\n\r\t]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/**
 * Text the log can hold: without NUL. PostgreSQL's text type cannot store it, and one such value
 * (a shopper's search for `%00`) would fail its whole batch again at every retry, stopping the
 * process's event log; SQLite drops it too, so both stores keep the same text.
 * @example storableText('a\u0000b') // 'ab'
 */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '');
}

/** A row with every text value made storable (`storableText`). */
export function storableRow(row: EventRowInput): EventRowInput {
  let copy: EventRowInput | undefined;
  for (const column of EVENT_COLUMNS) {
    const value = row[column];
    if (typeof value === 'string' && value.includes('\u0000')) {
      copy ??= { ...row };
      Object.assign(copy, { [column]: storableText(value) });
    }
  }
  return copy ?? row;
}

function cell(value: Cell): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(SPECIAL, (special) => ESCAPES[special] ?? special);
}

/**
 * The rows in PostgreSQL's COPY text format, columns in `EVENT_COLUMNS` order: one line a row,
 * tab-separated, `\N` for null, backslash, newline, carriage return and tab escaped. A literal
 * backslash is always doubled, so no value can end the data early (`\.`). Takes storable rows
 * (`storableRow`): a NUL would fail the COPY.
 * @example copyText([row]) // '0190…\ts1\tsearch\t…\n'
 */
export function copyText(rows: readonly EventRowInput[]): string {
  let text = '';
  for (const row of rows) {
    text += EVENT_COLUMNS.map((column) => cell(row[column])).join('\t');
    text += '\n';
  }
  return text;
}
