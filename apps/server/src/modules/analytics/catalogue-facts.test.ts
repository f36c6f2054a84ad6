import { describe, expect, it } from 'vitest';
import { catalogueFacts } from './catalogue-facts';

describe('catalogue facts', () => {
  it('takes the title and the sale price before the price, in cents', () => {
    expect(
      catalogueFacts(
        JSON.stringify({
          id: 'a',
          title: 'TV',
          price: { amount: 10 },
          salePrice: { amount: 8.99 },
        }),
      ),
    ).toEqual({ title: 'TV', priceCents: 899, currency: null });
    expect(catalogueFacts(JSON.stringify({ id: 'a', title: 'Radio' }))).toEqual({
      title: 'Radio',
      priceCents: null,
      currency: null,
    });
  });

  it('treats rows that do not read as products as gone', () => {
    expect(catalogueFacts('{')).toBeNull();
    expect(catalogueFacts('{"id":"a"}')).toBeNull();
  });
});
