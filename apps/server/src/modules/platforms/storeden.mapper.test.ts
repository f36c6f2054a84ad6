import { catalogueProductSchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  STOREDEN_FIXTURE_BRANDS,
  STOREDEN_FIXTURE_CATEGORIES,
  STOREDEN_FIXTURE_PRODUCTS,
} from './fakes/storeden/storeden.fixtures';
import { mapStoredenProduct, type StoredenCatalogueContext } from './storeden.mapper';
import type { StoredenProduct } from './storeden.types';
import { brandIndex, categoryIndex, plainText } from './storeden-values';

const context: StoredenCatalogueContext = {
  storeUrl: 'https://www.sentierialti.example/',
  currency: 'EUR',
  categories: categoryIndex(STOREDEN_FIXTURE_CATEGORIES),
  brands: brandIndex(STOREDEN_FIXTURE_BRANDS),
};

function fixture(uid: number): StoredenProduct {
  const product = STOREDEN_FIXTURE_PRODUCTS.find((candidate) => candidate.uid === uid);
  if (!product) throw new Error(`no fixture ${uid}`);
  return product;
}

describe('mapStoredenProduct', () => {
  it('maps a simple product: text, link, images, money, brand, codes and category path', () => {
    const mapped = mapStoredenProduct(fixture(5102), context);
    expect(mapped).toMatchObject({
      id: '5102',
      title: 'Zaino 30 L Vetta',
      description: 'Zaino da escursione da 30 litri con schienale ventilato & coprizaino.',
      link: 'https://www.sentierialti.example/product/zaino-30-l-vetta',
      imageLink: 'https://tcdn.storeden.com/gallery/6a01b2c3d4e5f60718293b01',
      price: { amount: 89, currency: 'EUR' },
      availability: 'in_stock',
      brand: 'Alpestre',
      gtin: '8001234567028',
      productType: ['Zaini'],
    });
    expect(mapped?.salePrice).toBeUndefined();
    expect(catalogueProductSchema.safeParse(mapped).success).toBe(true);
  });

  it('folds variants: lowest price and sale among those in stock, sizes listed', () => {
    const mapped = mapStoredenProduct(fixture(5101), context);
    expect(mapped).toMatchObject({
      price: { amount: 129.9, currency: 'EUR' },
      salePrice: { amount: 119.9, currency: 'EUR' },
      availability: 'in_stock',
      size: '41, 42, 43',
      gtin: '8001234567011',
      productType: ['Uomo > Scarpe > Trekking'],
      imageLink: 'https://tcdn.storeden.com/gallery/6a01b2c3d4e5f60718293a01',
      additionalImageLinks: [
        'https://tcdn.storeden.com/gallery/6a01b2c3d4e5f60718293a02',
        'https://tcdn.storeden.com/gallery/6a01b2c3d4e5f60718293a03',
      ],
    });
    expect(mapped?.description).toBe('Scarpe da trekking impermeabili con suola Vibram.');
  });

  it('reads option pairs given as a list, case-insensitively, for size and colour', () => {
    const mapped = mapStoredenProduct(fixture(5103), context);
    expect(mapped).toMatchObject({
      price: { amount: 105 },
      salePrice: { amount: 94.5 },
      size: 'S, M',
      color: 'Rosso, Blu',
      productType: ['Donna > Abbigliamento'],
    });
  });

  it('is out of stock when no variant is, priced from all of them', () => {
    const product: StoredenProduct = {
      ...fixture(5107),
      variants: [
        { sku: 'A', price: 20, stock_count: 0, vars: { taglia: 'S' } },
        { sku: 'B', price: 18, stock_count: 0, vars: { taglia: 'M' } },
      ],
    };
    expect(mapStoredenProduct(product, context)).toMatchObject({
      availability: 'out_of_stock',
      price: { amount: 18 },
    });
  });

  it('takes variant prices from the product when the variants have none', () => {
    expect(mapStoredenProduct(fixture(5107), context)).toMatchObject({
      price: { amount: 18 },
      color: 'Grigio, Antracite',
      productType: ['Accessori', 'Donna > Abbigliamento'],
    });
  });

  it('leaves an unpublished product out', () => {
    expect(mapStoredenProduct(fixture(5109), context)).toBeNull();
    expect(mapStoredenProduct({ uid: 1, title: 'Bozza', price: 1 }, context)).toBeNull();
  });

  it('is in stock when the stock is unlimited, with the ISBN as GTIN', () => {
    expect(mapStoredenProduct(fixture(5110), context)).toMatchObject({
      availability: 'in_stock',
      gtin: '9788812345678',
    });
  });

  it('marks a simple product with no stock out of stock and its discount as sale price', () => {
    expect(mapStoredenProduct(fixture(5105), context)?.availability).toBe('out_of_stock');
    expect(mapStoredenProduct(fixture(5104), context)).toMatchObject({
      price: { amount: 24.5 },
      salePrice: { amount: 19.9 },
    });
  });

  it('omits the currency when the store does not say, and survives a category loop', () => {
    const looped: StoredenCatalogueContext = {
      ...context,
      currency: null,
      categories: categoryIndex([
        { uid: 1, name: 'A', parent: 2 },
        { uid: 2, name: 'B', parent: 1 },
      ]),
    };
    const mapped = mapStoredenProduct({ ...fixture(5102), categories: [1, 999] }, looped);
    expect(mapped?.price).toEqual({ amount: 89 });
    expect(mapped?.productType).toEqual(['B > A']);
  });

  it('leaves a disabled category out of paths', () => {
    const mapped = mapStoredenProduct({ ...fixture(5102), categories: [308] }, context);
    expect(mapped?.productType).toEqual([]);
  });
});

describe('plainText', () => {
  it('drops tags and scripts, decodes entities and collapses spaces', () => {
    expect(
      plainText('<p>Perch&eacute;&nbsp;no?</p><script>x()</script><b>S&igrave;</b> &#8364;5'),
    ).toBe('Perché no? Sì €5');
    expect(plainText('<p> </p>')).toBeUndefined();
    expect(plainText('x'.repeat(6000))?.length).toBe(5000);
  });
});
