import {
  EVENT_OBJECTS_MAX,
  EVENTS_BATCH_MAX,
  QUERY_ID_PATTERN,
  shopperEventSchema,
} from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import type { TrackedEvent } from '../protocol/layer-protocol';
import {
  COUNT_MAX,
  EVENTS_BATCH,
  MONEY_MAX,
  OBJECT_ID_MAX,
  OBJECTS_MAX,
  QUERY_ID,
  toShopperEvent,
} from './shopper-events';

const A_QUERY_ID = 'a'.repeat(32);
const tracked = (name: string, payload?: Record<string, unknown>): TrackedEvent => ({
  name,
  payload,
  at: 1_700_000_000_000,
});
const map = (name: string, payload?: Record<string, unknown>) =>
  toShopperEvent(tracked(name, payload), 'anon-1', 'desktop');

describe('toShopperEvent', () => {
  it('maps a click after a search, with its token, device and time', () => {
    const event = map('click', { objectIDs: ['SKU-1'], positions: [3], queryID: A_QUERY_ID });
    expect(event).toEqual({
      kind: 'click',
      userToken: 'anon-1',
      device: 'desktop',
      timestamp: 1_700_000_000_000,
      objectIDs: ['SKU-1'],
      positions: [3],
      queryID: A_QUERY_ID,
    });
    expect(shopperEventSchema.parse(event)).toEqual(event);
  });

  it('accepts a click naming products only', () => {
    expect(map('click', { objectIDs: ['SKU-1'] })).toMatchObject({ objectIDs: ['SKU-1'] });
  });

  it('maps carts, checkouts and purchases, working out the value when the page gives none', () => {
    const cart = map('add-to-cart', {
      objectIDs: ['SKU-1', 'SKU-2'],
      prices: [19.9, 5],
      quantities: [2, 1],
      currency: 'eur',
    });
    expect(cart).toMatchObject({ kind: 'add-to-cart', value: 44.8, currency: 'EUR' });
    expect(shopperEventSchema.safeParse(cart).success).toBe(true);
    const purchase = map('purchase', {
      objectIDs: ['SKU-1'],
      prices: [10],
      quantities: [1],
      value: 12.5,
      currency: 'EUR',
      queryID: A_QUERY_ID,
    });
    expect(purchase).toMatchObject({ kind: 'purchase', value: 12.5, queryID: A_QUERY_ID });
    expect(map('checkout', { objectIDs: ['SKU-1'] })).toMatchObject({ kind: 'checkout' });
  });

  it('drops calls the contract would refuse', () => {
    const bad: [string, Record<string, unknown> | undefined][] = [
      ['search', { objectIDs: ['SKU-1'] }],
      ['view', { objectIDs: ['SKU-1'] }],
      ['click', undefined],
      ['click', { objectIDs: [] }],
      ['click', { objectIDs: 'SKU-1' }],
      ['click', { objectIDs: ['SKU-1'], positions: [1, 2] }],
      ['click', { objectIDs: ['SKU-1'], queryID: A_QUERY_ID }],
      ['click', { objectIDs: ['SKU-1'], positions: [1], queryID: 'nope' }],
      ['click', { objectIDs: Array.from({ length: EVENT_OBJECTS_MAX + 1 }, String) }],
      ['add-to-cart', { objectIDs: ['SKU-1'], prices: [-1] }],
      ['add-to-cart', { objectIDs: ['SKU-1'], quantities: [1.5] }],
      ['purchase', { objectIDs: ['SKU-1'], currency: 'euro' }],
      ['purchase', { objectIDs: ['SKU-1'], value: '10' }],
      ['purchase', { objectIDs: ['SKU-1'], value: 10 }],
      ['add-to-cart', { objectIDs: ['SKU-1'], prices: [10] }],
      ['click', { objectIDs: ['SKU-1'], value: 10 }],
    ];
    for (const [name, payload] of bad) expect(map(name, payload), name).toBeUndefined();
  });

  it('keeps the limits of the events contract', () => {
    expect(EVENTS_BATCH).toBe(EVENTS_BATCH_MAX);
    expect(OBJECTS_MAX).toBe(EVENT_OBJECTS_MAX);
    expect(QUERY_ID.source).toBe(QUERY_ID_PATTERN.source);
    const valid = (fields: Record<string, unknown>) =>
      shopperEventSchema.safeParse({
        kind: 'click',
        userToken: 'anon-1',
        objectIDs: ['x'],
        ...fields,
      }).success;
    expect(valid({ objectIDs: ['x'.repeat(OBJECT_ID_MAX)] })).toBe(true);
    expect(valid({ objectIDs: ['x'.repeat(OBJECT_ID_MAX + 1)] })).toBe(false);
    for (const key of ['positions', 'quantities']) {
      expect(valid({ [key]: [COUNT_MAX] })).toBe(true);
      expect(valid({ [key]: [COUNT_MAX + 1] })).toBe(false);
    }
    expect(valid({ value: MONEY_MAX, prices: [MONEY_MAX] })).toBe(true);
    expect(valid({ value: MONEY_MAX + 1 })).toBe(false);
    expect(valid({ prices: [MONEY_MAX + 1] })).toBe(false);
  });
});
