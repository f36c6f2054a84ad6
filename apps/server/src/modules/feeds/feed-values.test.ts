import { describe, expect, it } from 'vitest';
import { normaliseAvailability, parsePrice } from './feed-values';

describe('parsePrice', () => {
  it.each([
    ['1,299.00 EUR', { amount: 1299, currency: 'EUR' }],
    ['1.299,00 EUR', { amount: 1299, currency: 'EUR' }],
    ['1.299 EUR', { amount: 1299, currency: 'EUR' }],
    ['15 USD', { amount: 15, currency: 'USD' }],
    ['EUR 15,50', { amount: 15.5, currency: 'EUR' }],
    ['15.00', { amount: 15 }],
    ['0.125 usd', { amount: 0.125, currency: 'USD' }],
    ['1.234.567,89 EUR', { amount: 1234567.89, currency: 'EUR' }],
    ['€9,90', { amount: 9.9, currency: 'EUR' }],
  ])('%s', (raw, money) => expect(parsePrice(raw)).toEqual(money));

  it.each(['cheap', '', '12 EUR extra', '-5 EUR', '1,2,3'])('refuses %j', (raw) =>
    expect(parsePrice(raw)).toBeUndefined(),
  );
});

describe('normaliseAvailability', () => {
  it.each([
    ['in stock', 'in_stock'],
    ['in_stock', 'in_stock'],
    ['available for order', 'in_stock'],
    ['Out of Stock', 'out_of_stock'],
    ['pre-order', 'preorder'],
    ['backorder', 'backorder'],
    ['https://schema.org/InStock', 'in_stock'],
    ['maybe', undefined],
    // A feed's text never reaches Object's own members.
    ['constructor', undefined],
    ['__proto__', undefined],
    ['toString', undefined],
  ])('%s → %s', (raw, expected) => expect(normaliseAvailability(raw)).toBe(expected));
});
