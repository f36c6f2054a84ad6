import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EventsTable } from '../../db/database.schema';
import { copyText, EVENT_COLUMNS, storableRow, storableText } from './events-copy';

const base: Insertable<EventsTable> = {
  id: 'e1',
  shop_id: 's1',
  kind: 'search',
  user_token: 'u1',
  query_id: null,
  query: 'scarpe',
  result_count: 3,
  object_ids: null,
  positions: null,
  prices: null,
  quantities: null,
  value: 19.5,
  currency: null,
  device: null,
  occurred_at: 1_700_000_000_123,
  received_at: 1_700_000_000_124,
  ip: '10.0.0.1',
  user_agent: '',
  flag: 'human',
  filters: null,
  sort: null,
};

describe('copyText', () => {
  it('writes one tab-separated line a row, every column in order, null as \\N', () => {
    const line = copyText([base]);
    expect(line.endsWith('\n')).toBe(true);
    const cells = line.slice(0, -1).split('\t');
    expect(cells).toHaveLength(EVENT_COLUMNS.length);
    expect(
      Object.fromEntries(EVENT_COLUMNS.map((column, index) => [column, cells[index]])),
    ).toEqual({
      ...Object.fromEntries(EVENT_COLUMNS.map((column) => [column, '\\N'])),
      id: 'e1',
      shop_id: 's1',
      kind: 'search',
      user_token: 'u1',
      query: 'scarpe',
      result_count: '3',
      value: '19.5',
      occurred_at: '1700000000123',
      received_at: '1700000000124',
      ip: '10.0.0.1',
      user_agent: '',
      flag: 'human',
    });
    expect(copyText([base, { ...base, id: 'e2' }]).split('\n')).toHaveLength(3);
  });

  it('escapes what the format gives a meaning, so no value ends a cell, a row or the data', () => {
    const text = copyText([{ ...base, query: 'a\tb\nc\rd\\', user_agent: '\\.', ip: '\\N' }]);
    const cells = text.slice(0, -1).split('\t');
    expect(cells[EVENT_COLUMNS.indexOf('query')]).toBe('a\\tb\\nc\\rd\\\\');
    expect(cells[EVENT_COLUMNS.indexOf('user_agent')]).toBe('\\\\.');
    // The text "\N" is not null.
    expect(cells[EVENT_COLUMNS.indexOf('ip')]).toBe('\\\\N');
    expect(text.split('\n')).toHaveLength(2);
  });
});

describe('storableRow', () => {
  it('drops NUL from every text value and leaves a clean row as it is', () => {
    expect(storableText('\u0000a\u0000')).toBe('a');
    expect(storableRow(base)).toBe(base);
    const dirty = { ...base, query: 'x\u0000', user_agent: '\u0000ua' };
    expect(storableRow(dirty)).toEqual({ ...base, query: 'x', user_agent: 'ua' });
    expect(dirty.query).toBe('x\u0000');
  });
});
