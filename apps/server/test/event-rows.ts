import type { EventRow } from '../src/modules/events/index';

let sequence = 0;

/**
 * A stored event for rollup tests: a human desktop search at `at` unless told otherwise; list
 * fields are given as arrays and stored as the log stores them (JSON text).
 * @example eventRow({ kind: 'click', query_id: 'q1', objects: ['p1'], positions: [1] })
 */
export function eventRow(
  fields: Partial<Omit<EventRow, 'object_ids' | 'positions' | 'filters'>> & {
    objects?: readonly string[] | null;
    positions?: readonly number[];
    filters?: readonly string[];
  } = {},
): EventRow {
  const { objects, positions, filters, ...rest } = fields;
  sequence += 1;
  const kind = rest.kind ?? 'search';
  return {
    id: `e${String(sequence).padStart(8, '0')}`,
    shop_id: 's1',
    kind,
    user_token: 'u1',
    query_id: null,
    query: null,
    result_count: null,
    prices: null,
    quantities: null,
    value: null,
    currency: null,
    device: null,
    occurred_at: 0,
    received_at: 0,
    ip: '8.8.8.8',
    user_agent: 'Mozilla/5.0',
    flag: 'human',
    sort: null,
    ...rest,
    object_ids: objects === undefined || objects === null ? null : JSON.stringify(objects),
    positions: positions === undefined ? null : JSON.stringify(positions),
    filters: filters === undefined ? (kind === 'search' ? '[]' : null) : JSON.stringify(filters),
  };
}
