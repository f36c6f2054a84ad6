import type { Availability } from '@trova/contracts';
import { catalogueProductSchema } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAGENTO_FIXTURE_ATTRIBUTES,
  MAGENTO_FIXTURE_CATEGORIES,
  magentoFixtureProducts,
} from './fakes/magento2/magento2.fixtures';
import { categoryPaths } from './magento2-store';
import { stripHtml } from './magento2-values';
import { isShownInStore, mapMagentoProduct, type MagentoStoreContext } from './magento2.mapper';
import type { MagentoProduct } from './magento2.types';

const products = magentoFixtureProducts();
const byId = (id: number): MagentoProduct => {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`no fixture ${id}`);
  return product;
};

function context(now = new Date('2026-06-15T12:00:00Z')): MagentoStoreContext {
  return {
    currency: 'EUR',
    linkBase: 'https://rifugio.example/',
    mediaBase: 'https://cdn.rifugio.example/media/',
    websiteId: 1,
    categoryPaths: categoryPaths(MAGENTO_FIXTURE_CATEGORIES),
    optionLabels: new Map(
      MAGENTO_FIXTURE_ATTRIBUTES.map((a) => [
        a.attribute_code,
        new Map((a.options ?? []).map((o) => [o.value, o.label])),
      ]),
    ),
    attributeCodes: new Map(
      MAGENTO_FIXTURE_ATTRIBUTES.map((a) => [String(a.attribute_id), a.attribute_code]),
    ),
    now,
  };
}

const stock = (entries: Record<string, Availability>): Map<string, Availability> =>
  new Map(Object.entries(entries));

describe('mapMagentoProduct', () => {
  it('maps a simple product with its store view links, labels and active special price', () => {
    const mapped = mapMagentoProduct(byId(1), [], stock({ 'ZAINO-30': 'in_stock' }), context());
    expect(mapped).toEqual({
      id: '1',
      title: 'Zaino 30 L',
      description: 'Zaino da escursione & viaggio, 30 litri.',
      link: 'https://rifugio.example/zaino-30-l.html',
      imageLink: 'https://cdn.rifugio.example/media/catalog/product/z/a/zaino-30-verde.jpg',
      additionalImageLinks: [
        'https://cdn.rifugio.example/media/catalog/product/z/a/zaino-30-retro.jpg',
      ],
      price: { amount: 89.9, currency: 'EUR' },
      salePrice: { amount: 74.9, currency: 'EUR' },
      availability: 'in_stock',
      brand: 'Alpinista',
      gtin: '8001234567890',
      mpn: 'ZAINO-30',
      // In "Attrezzatura" and "Attrezzatura > Zaini": only the deeper path is kept.
      productType: ['Attrezzatura > Zaini'],
      color: 'Verde',
    });
    expect(catalogueProductSchema.safeParse(mapped).success).toBe(true);
  });

  it('drops a special price outside its dates', () => {
    const mapped = mapMagentoProduct(
      byId(1),
      [],
      stock({}),
      context(new Date('2025-12-31T12:00:00Z')),
    );
    expect(mapped.salePrice).toBeUndefined();
    expect(mapped.price).toEqual({ amount: 89.9, currency: 'EUR' });
    expect(mapped.availability).toBeUndefined();
  });

  it('folds a configurable: lowest in-stock price, sizes of enabled children, in stock if any is', () => {
    const children = [byId(4), byId(5), byId(6)];
    const availability = stock({
      'SCARPE-DOL-42': 'in_stock',
      'SCARPE-DOL-43': 'out_of_stock',
      'SCARPE-DOL-44': 'in_stock',
    });
    const mapped = mapMagentoProduct(byId(3), children, availability, context());
    expect(mapped).toMatchObject({
      id: '3',
      title: 'Scarpe da trekking Dolomia',
      description: 'Suola scolpita, tomaia in pelle.',
      price: { amount: 139, currency: 'EUR' },
      availability: 'in_stock',
      brand: 'Dolomia',
      // The disabled 44 (cheaper, 99) is neither a size nor a price.
      size: '42, 43',
      productType: ['Uomo > Scarpe > Trekking'],
    });
    // The 43's sale price is not buyable while another size is in stock.
    expect(mapped.salePrice).toBeUndefined();
  });

  it('a configurable sold out everywhere is out of stock at its lowest price and sale price', () => {
    const children = [byId(4), byId(5)];
    const availability = stock({
      'SCARPE-DOL-42': 'out_of_stock',
      'SCARPE-DOL-43': 'out_of_stock',
    });
    const mapped = mapMagentoProduct(byId(3), children, availability, context());
    expect(mapped.availability).toBe('out_of_stock');
    expect(mapped.price).toEqual({ amount: 139, currency: 'EUR' });
    expect(mapped.salePrice).toEqual({ amount: 119, currency: 'EUR' });
  });

  it('lists colours and sizes of a configurable by its options, short description as fallback', () => {
    const availability = stock({
      'GIACCA-BRZ-S-ROSSO': 'backorder',
      'GIACCA-BRZ-M-BLU': 'out_of_stock',
    });
    const mapped = mapMagentoProduct(byId(7), [byId(8), byId(9)], availability, context());
    expect(mapped).toMatchObject({
      color: 'Rosso, Blu',
      size: 'S, M',
      price: { amount: 109, currency: 'EUR' },
      availability: 'backorder',
      description: 'Giacca leggera che ripara dal vento.',
      productType: ['Donna > Abbigliamento'],
    });
  });

  it('keeps a brand that is free text and decodes entities of the description', () => {
    const mapped = mapMagentoProduct(byId(12), [], stock({}), context());
    expect(mapped.brand).toBe('Lumen Alpi');
    expect(mapped.description).toBe('Fascio regolabile – autonomia 40 ore € è');
    expect(mapped.imageLink).toBeUndefined();
  });

  it('leaves out the currency when the store does not say it', () => {
    const mapped = mapMagentoProduct(byId(13), [], stock({}), { ...context(), currency: null });
    expect(mapped.price).toEqual({ amount: 60 });
  });
});

describe('isShownInStore', () => {
  it('shows enabled products visible in catalog or search of the store view website', () => {
    const shown = products.filter((product) => isShownInStore(product, context())).map((p) => p.id);
    // Disabled 10, not visible individually 11 and the children, other website 14 are not shown.
    expect(shown).toEqual([1, 2, 3, 7, 12, 13]);
  });
});

describe('categoryPaths', () => {
  it('names paths below the store root and hides inactive categories', () => {
    const paths = categoryPaths(MAGENTO_FIXTURE_CATEGORIES);
    expect(paths.get('5')).toBe('Uomo > Scarpe > Trekking');
    expect(paths.has('1')).toBe(false);
    expect(paths.has('2')).toBe(false);
    expect(paths.has('11')).toBe(false);
  });
});

describe('stripHtml', () => {
  it('drops scripts, styles and tags and cuts to the limit', () => {
    expect(stripHtml('<style>p{}</style><p>Uno&nbsp;<i>due</i></p><!-- x -->tre')).toBe(
      'Uno due tre',
    );
    expect(stripHtml(`<p>${'a'.repeat(6000)}</p>`)).toHaveLength(5000);
  });
});
