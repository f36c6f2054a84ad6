import { describe, expect, it } from 'vitest';
import {
  WOO_FIXTURE_CATEGORIES,
  WOO_FIXTURE_PRODUCTS,
  type WooFakeProduct,
} from './fakes/woocommerce/woocommerce.fixtures';
import { htmlToText } from './woocommerce-text';
import {
  isWooProductShown,
  mapWooProduct,
  wooCategoryPaths,
  type WooStore,
} from './woocommerce.mapper';

const store: WooStore = {
  currency: 'EUR',
  categoryPaths: wooCategoryPaths(WOO_FIXTURE_CATEGORIES),
};

function fixture(id: number): WooFakeProduct {
  const product = WOO_FIXTURE_PRODUCTS.find((item) => item.id === id);
  if (!product) throw new Error(`no fixture ${id}`);
  return product;
}

function mapped(id: number) {
  const product = fixture(id);
  return mapWooProduct(product, product.variationList ?? [], store);
}

describe('mapWooProduct', () => {
  it('maps a simple product: price, link, images, brand term, category path', () => {
    expect(mapped(102)).toEqual({
      id: '102',
      title: 'Zaino 30 L Cresta',
      description: 'Schienale ventilato, tasca per sacca idrica.',
      link: 'http://negozio.example/prodotto/102/',
      imageLink: 'http://negozio.example/wp-content/uploads/102.jpg',
      additionalImageLinks: ['http://negozio.example/wp-content/uploads/102-b.jpg'],
      price: { amount: 89.9, currency: 'EUR' },
      availability: 'in_stock',
      brand: 'Alpestre',
      mpn: 'OUT-102',
      productType: ['Zaini'],
    });
  });

  it('folds variations: lowest price, lowest running sale, sizes, brand from the "Marca" attribute', () => {
    const product = mapped(101);
    expect(product?.price).toEqual({ amount: 149, currency: 'EUR' });
    expect(product?.salePrice).toEqual({ amount: 119, currency: 'EUR' });
    expect(product?.availability).toBe('in_stock');
    expect(product?.size).toBe('41, 42, 43');
    expect(product?.brand).toBe('Dolomia');
    expect(product?.productType).toEqual(['Uomo > Scarpe > Trekking']);
    expect(product?.description).toBe('Tomaia in nabuk & membrana impermeabile.');
  });

  it('prices only purchasable variations and lists sizes and colours', () => {
    const product = mapped(103);
    // The 99.00 variation cannot be bought, so the lowest price is the purchasable 129.00.
    expect(product?.price?.amount).toBe(129);
    expect(product?.salePrice).toBeUndefined();
    expect(product?.size).toBe('S, M, L');
    expect(product?.color).toBe('Blu, Rosso');
  });

  it('reads the three stock states, a variable product on backorder when none is in stock', () => {
    expect(mapped(105)?.availability).toBe('out_of_stock');
    expect(mapped(106)?.availability).toBe('backorder');
    expect(mapped(109)?.availability).toBe('backorder');
  });

  it('takes a sale price only while the sale runs', () => {
    expect(mapped(104)?.salePrice).toEqual({ amount: 199, currency: 'EUR' });
    const scheduled = { ...fixture(104), on_sale: false };
    expect(mapWooProduct(scheduled, [], store)?.salePrice).toBeUndefined();
  });

  it('leaves out drafts, private products and those hidden from catalogue and search', () => {
    expect(mapped(110)).toBeNull();
    expect(mapped(112)).toBeNull();
    expect(mapped(111)).toBeNull();
    expect(isWooProductShown({ ...fixture(108), catalog_visibility: 'catalog' })).toBe(false);
    expect(mapped(113)?.id).toBe('113');
  });

  it('omits the currency when the store did not say it', () => {
    const product = mapWooProduct(fixture(108), [], { ...store, currency: null });
    expect(product?.price).toEqual({ amount: 34 });
  });

  it('drops a product that would not validate', () => {
    expect(mapWooProduct({ ...fixture(108), name: '<b></b>' }, [], store)).toBeNull();
  });
});

describe('htmlToText', () => {
  it('strips tags, scripts, shortcodes and entities', () => {
    const html =
      '<div><h3>Acciaio</h3><p>Caldo&nbsp;12 ore &ndash; <script>x()</script>[vc_row]ok</p></div>';
    expect(htmlToText(html)).toBe('Acciaio Caldo 12 ore – ok');
  });
});

describe('wooCategoryPaths', () => {
  it('survives a loop in the tree', () => {
    const paths = wooCategoryPaths([
      { id: 1, name: 'A', parent: 2 },
      { id: 2, name: 'B', parent: 1 },
    ]);
    expect(paths.get(1)).toBe('B > A');
  });
});
