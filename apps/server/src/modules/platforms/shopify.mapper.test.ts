import { describe, expect, it } from 'vitest';
import {
  mapShopifyProduct,
  shopifyGid,
  shopifyNumericId,
  type ShopifyProduct,
} from './shopify.mapper';

const product = (overrides: Partial<ShopifyProduct> = {}): ShopifyProduct => ({
  id: 'gid://shopify/Product/501',
  title: 'Zaino 30 L Cresta',
  description: '  Zaino leggero per escursioni di un giorno.  ',
  status: 'ACTIVE',
  onlineStoreUrl: 'https://bottega.example/products/zaino-30-l',
  vendor: 'Cresta',
  productType: 'Zaini',
  category: { fullName: 'Borse e valigie > Zaini' },
  variants: [
    {
      id: 'gid://shopify/ProductVariant/1',
      price: '69.00',
      compareAtPrice: '89.00',
      availableForSale: false,
      inventoryPolicy: 'DENY',
      barcode: '8001234567890',
      sku: 'ZC-30-R',
      selectedOptions: [{ name: 'Colore', value: 'Rosso' }],
    },
    {
      id: 'gid://shopify/ProductVariant/2',
      price: '79.00',
      compareAtPrice: null,
      availableForSale: true,
      selectedOptions: [{ name: 'Colore', value: 'Blu' }],
    },
  ],
  images: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
  collections: ['Zaini', 'Escursionismo'],
  ...overrides,
});

describe('mapShopifyProduct', () => {
  it('prices from the variants for sale, stock from any, and folds options', () => {
    expect(mapShopifyProduct(product(), { currency: 'EUR' })).toEqual({
      id: '501',
      title: 'Zaino 30 L Cresta',
      description: 'Zaino leggero per escursioni di un giorno.',
      link: 'https://bottega.example/products/zaino-30-l',
      imageLink: 'https://cdn.example/1.jpg',
      additionalImageLinks: ['https://cdn.example/2.jpg'],
      // Only the blue variant is for sale: its price, no sale.
      price: { amount: 79, currency: 'EUR' },
      salePrice: undefined,
      availability: 'in_stock',
      brand: 'Cresta',
      gtin: '8001234567890',
      mpn: 'ZC-30-R',
      productType: ['Borse e valigie > Zaini', 'Zaini', 'Escursionismo'],
      itemGroupId: '501',
      size: undefined,
      color: 'Rosso, Blu',
    });
  });

  it('takes the compare-at price as the regular one of a discounted variant', () => {
    const [discounted] = product().variants;
    const mapped = mapShopifyProduct(
      product({ variants: discounted ? [{ ...discounted, availableForSale: true }] : [] }),
      { currency: null },
    );
    expect(mapped).toMatchObject({ price: { amount: 89 }, salePrice: { amount: 69 } });
    expect(mapped?.price).not.toHaveProperty('currency');
  });

  it('gives no sale price when a full-price variant costs less than the discounted one', () => {
    const variant = (id: string, price: string, compareAtPrice: string | null) => ({
      id,
      price,
      compareAtPrice,
      availableForSale: true,
      selectedOptions: [{ name: 'Taglia', value: id }],
    });
    // Size 42 at 90 € (was 100 €), size 43 at 80 €: the cheapest offer is not on sale.
    const variants = [variant('42', '90.00', '100.00'), variant('43', '80.00', null)];
    const mapped = mapShopifyProduct(product({ variants }), { currency: 'EUR' });
    expect(mapped).toMatchObject({ price: { amount: 80 }, size: '42, 43' });
    expect(mapped?.salePrice).toBeUndefined();
  });

  it('says backorder when nothing is for sale but a variant keeps selling', () => {
    const variants = product().variants.map((variant) => ({
      ...variant,
      availableForSale: false,
      inventoryPolicy: 'CONTINUE',
    }));
    expect(mapShopifyProduct(product({ variants }), { currency: 'EUR' })?.availability).toBe(
      'backorder',
    );
  });

  it('imports neither drafts, archived nor unpublished products, nor invalid ones', () => {
    const store = { currency: 'EUR' };
    expect(mapShopifyProduct(product({ status: 'DRAFT' }), store)).toBeNull();
    expect(mapShopifyProduct(product({ status: 'ARCHIVED' }), store)).toBeNull();
    expect(mapShopifyProduct(product({ onlineStoreUrl: null }), store)).toBeNull();
    expect(mapShopifyProduct(product({ title: '   ' }), store)).toBeNull();
  });
});

describe('Shopify ids', () => {
  it('turns global ids into numeric ids and back', () => {
    expect(shopifyNumericId('gid://shopify/Product/7012')).toBe('7012');
    expect(shopifyGid('Product', '7012')).toBe('gid://shopify/Product/7012');
    expect(shopifyGid('Product', 'gid://shopify/Product/7012')).toBe('gid://shopify/Product/7012');
  });
});
