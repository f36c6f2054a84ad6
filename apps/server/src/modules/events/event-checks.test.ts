import {
  EVENT_MAX_AGE_MS,
  EVENT_MAX_SKEW_MS,
  EVENT_PRICE_MAX,
  EVENT_QUANTITY_MAX,
  EVENT_VALUE_MAX,
} from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { checkEvent } from './event-checks';

const NOW = 1_800_000_000_000;
const click = { kind: 'click', userToken: 'u-1', objectIDs: ['p1', 'p2'], positions: [1, 2] };
const reason = (raw: unknown) => {
  const checked = checkEvent(raw, NOW);
  return checked.ok ? 'ok' : checked.reason;
};

describe('event checks', () => {
  it('accepts a well-formed event, dated now when it has no timestamp', () => {
    expect(checkEvent(click, NOW)).toMatchObject({ ok: true, occurredAt: NOW });
    expect(checkEvent({ ...click, timestamp: NOW - 5 }, NOW)).toMatchObject({
      occurredAt: NOW - 5,
    });
  });

  it('refuses what the contract refuses', () => {
    expect(reason({ ...click, kind: 'view' })).toBe('invalid-shape');
    expect(reason({ ...click, userToken: 'with space' })).toBe('invalid-shape');
    expect(reason({ ...click, queryID: 'not-hex' })).toBe('invalid-shape');
    expect(reason('click')).toBe('invalid-shape');
  });

  it('refuses events dated too far back or ahead, at the exact limits', () => {
    expect(reason({ ...click, timestamp: NOW - EVENT_MAX_AGE_MS })).toBe('ok');
    expect(reason({ ...click, timestamp: NOW - EVENT_MAX_AGE_MS - 1 })).toBe('too-old');
    expect(reason({ ...click, timestamp: NOW + EVENT_MAX_SKEW_MS })).toBe('ok');
    expect(reason({ ...click, timestamp: NOW + EVENT_MAX_SKEW_MS + 1 })).toBe('in-the-future');
  });

  it('needs products on clicks, carts, checkouts and purchases', () => {
    for (const kind of ['click', 'add-to-cart', 'checkout', 'purchase']) {
      expect(reason({ kind, userToken: 'u' })).toBe('missing-objects');
      expect(reason({ kind, userToken: 'u', objectIDs: [] })).toBe('missing-objects');
    }
  });

  it('refuses client-sent searches: only the search call records them', () => {
    expect(reason({ kind: 'search', userToken: 'u', query: 'scarpe' })).toBe('search-not-accepted');
  });

  it('needs one position a product when positions are sent', () => {
    expect(reason({ ...click, positions: [1] })).toBe('positions-mismatch');
    expect(reason({ ...click, positions: undefined })).toBe('ok');
  });

  it('refuses money above its ceilings, at the exact limits', () => {
    const purchase = { kind: 'purchase', userToken: 'u', objectIDs: ['p1'], currency: 'EUR' };
    expect(reason({ ...purchase, value: 1e9 })).toBe('out-of-range');
    expect(reason({ ...purchase, value: EVENT_VALUE_MAX })).toBe('ok');
    expect(reason({ ...purchase, value: EVENT_VALUE_MAX + 0.01 })).toBe('out-of-range');
    expect(reason({ ...purchase, prices: [EVENT_PRICE_MAX] })).toBe('ok');
    expect(reason({ ...purchase, prices: [EVENT_PRICE_MAX + 1] })).toBe('out-of-range');
    expect(reason({ ...purchase, prices: [1], quantities: [EVENT_QUANTITY_MAX] })).toBe('ok');
    expect(reason({ ...purchase, prices: [1], quantities: [EVENT_QUANTITY_MAX + 1] })).toBe(
      'out-of-range',
    );
  });

  it('needs an ISO 4217 currency beside prices or a value', () => {
    const purchase = { kind: 'purchase', userToken: 'u', objectIDs: ['p1'] };
    expect(reason({ ...purchase, value: 10 })).toBe('missing-currency');
    expect(reason({ ...purchase, prices: [10] })).toBe('missing-currency');
    expect(reason({ ...purchase, value: 10, currency: 'XQZ' })).toBe('unknown-currency');
    expect(reason({ ...purchase, value: 10, currency: 'JPY' })).toBe('ok');
    expect(reason(purchase)).toBe('ok');
  });
});
