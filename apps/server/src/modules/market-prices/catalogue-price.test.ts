import { describe, expect, it } from 'vitest';
import { cataloguePrice, websiteOf } from './catalogue-price';

describe('the price market prices read from a catalogue product', () => {
  it('is the sale price when there is one, in integer cents', () => {
    const data = JSON.stringify({
      id: 'a',
      title: 'Lamp',
      price: { amount: 19.99, currency: 'eur' },
      salePrice: { amount: 14.99, currency: 'EUR' },
    });
    expect(cataloguePrice(data)).toEqual({ title: 'Lamp', priceCents: 1499, currency: 'EUR' });
    const full = JSON.stringify({
      id: 'a',
      title: 'Lamp',
      price: { amount: 19.99, currency: 'eur' },
    });
    expect(cataloguePrice(full)).toEqual({ title: 'Lamp', priceCents: 1999, currency: 'EUR' });
  });

  it('is no price without a currency, a price or readable JSON', () => {
    expect(cataloguePrice('{"id":"a","title":"Lamp","price":{"amount":5}}')).toEqual({
      title: 'Lamp',
      priceCents: null,
      currency: null,
    });
    expect(cataloguePrice('{"id":"a","title":"Lamp"}').priceCents).toBeNull();
    expect(cataloguePrice('not json').priceCents).toBeNull();
  });
});

describe('the website of a competitor feed', () => {
  it('is the host without www', () => {
    expect(websiteOf('https://www.rival.it/feeds/google.xml')).toBe('rival.it');
    expect(websiteOf('http://shop.rival.it:8080/f.tsv')).toBe('shop.rival.it');
  });
});
