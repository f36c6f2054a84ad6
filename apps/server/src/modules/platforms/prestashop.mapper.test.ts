import { describe, expect, it } from 'vitest';
import { prestaShopCategoryTree } from './prestashop-categories';
import {
  languageIdOf,
  prestaShopCurrency,
  readableResources,
  shopNameOf,
} from './prestashop-context';
import { prestaShopDate } from './prestashop-dates';
import {
  mapPrestaShopProduct,
  optionKind,
  type PrestaShopCatalogueContext,
} from './prestashop.mapper';
import { htmlToText, pickLanguage } from './prestashop-values';
import type { PrestaShopApi } from './prestashop-api';
import type { PsCombination, PsProduct, PsStockAvailable } from './prestashop.types';

const context: PrestaShopCatalogueContext = {
  storeUrl: 'https://negozio.example/shop',
  languageId: '1',
  currency: 'EUR',
  categories: prestaShopCategoryTree(
    [
      { id: 1, id_parent: 0, name: 'Root', level_depth: '0' },
      { id: 2, id_parent: 1, name: 'Home', level_depth: '1', is_root_category: '1' },
      {
        id: 3,
        id_parent: 2,
        name: [
          { id: '1', value: 'Uomo' },
          { id: '2', value: 'Men' },
        ],
        level_depth: '2',
      },
      { id: 5, id_parent: 3, name: 'Scarpe', level_depth: '3' },
      { id: 6, id_parent: 5, name: 'Trekking', level_depth: '4' },
      { id: 7, id_parent: 2, name: 'Zaini', level_depth: '2' },
      { id: 9, id_parent: 2, name: 'Archivio', level_depth: '2', active: '0' },
    ],
    '1',
  ),
  optionGroups: new Map([
    ['1', optionKind('Taglia', false)],
    ['2', optionKind('Tinta', true)],
    ['3', optionKind('Materiale', false)],
  ]),
  optionValues: new Map([
    ['10', { group: '1', name: 'M' }],
    ['11', { group: '1', name: 'L' }],
    ['20', { group: '2', name: 'Verde' }],
    ['30', { group: '3', name: 'Lana' }],
  ]),
  manufacturers: new Map([['4', 'Alpina Sport']]),
};

function product(fields: Partial<PsProduct> = {}): PsProduct {
  return {
    id: 7,
    active: '1',
    visibility: 'both',
    name: [
      { id: '1', value: 'Zaino 30 L' },
      { id: '2', value: 'Backpack 30 L' },
    ],
    description: [
      { id: '1', value: '<p>Zaino <b>leggero</b> &amp; robusto<script>x()</script></p>' },
      { id: '2', value: '<p>Light backpack</p>' },
    ],
    trova_final: '61.000000',
    trova_regular: '61.000000',
    ...fields,
  };
}

const stock = (rows: PsStockAvailable[]) =>
  new Map(
    rows.map((row) => [`${String(row.id_product)}:${String(row.id_product_attribute)}`, row]),
  );
const inStock = stock([{ id_product: 7, id_product_attribute: '0', quantity: '3' }]);

describe('mapPrestaShopProduct', () => {
  it('reads the shop language, strips HTML and prices with tax in the shop currency', () => {
    expect(mapPrestaShopProduct(product(), [], inStock, context)).toMatchObject({
      id: '7',
      title: 'Zaino 30 L',
      description: 'Zaino leggero & robusto',
      price: { amount: 61, currency: 'EUR' },
      availability: 'in_stock',
      link: 'https://negozio.example/shop/index.php?id_product=7&controller=product&id_lang=1',
    });
  });

  it('falls back to the first language with text when the shop language is empty', () => {
    const untranslated = product({
      name: [
        { id: '1', value: '' },
        { id: '2', value: 'Tent' },
      ],
    });
    expect(mapPrestaShopProduct(untranslated, [], inStock, context)?.title).toBe('Tent');
    expect(pickLanguage('Solo italiano', '2')).toBe('Solo italiano');
  });

  it('leaves out inactive, nowhere-visible and catalogue-only products', () => {
    for (const hidden of [{ active: '0' }, { visibility: 'none' }, { visibility: 'catalog' }]) {
      expect(mapPrestaShopProduct(product(hidden), [], inStock, context)).toBeNull();
    }
    expect(
      mapPrestaShopProduct(product({ visibility: 'search' }), [], inStock, context),
    ).not.toBeNull();
  });

  it('shows a discount as the sale price under the regular price', () => {
    const discounted = product({ trova_final: '54.900000', trova_regular: '61.000000' });
    expect(mapPrestaShopProduct(discounted, [], inStock, context)).toMatchObject({
      price: { amount: 61 },
      salePrice: { amount: 54.9 },
    });
  });

  it('reads stock policies: backorder when orders are allowed, else out of stock', () => {
    const empty = (outOfStock: string) =>
      stock([{ id_product: 7, id_product_attribute: 0, quantity: '0', out_of_stock: outOfStock }]);
    expect(mapPrestaShopProduct(product(), [], empty('1'), context)?.availability).toBe(
      'backorder',
    );
    expect(mapPrestaShopProduct(product(), [], empty('0'), context)?.availability).toBe(
      'out_of_stock',
    );
    expect(mapPrestaShopProduct(product(), [], empty('2'), context)?.availability).toBe(
      'out_of_stock',
    );
  });

  it('folds combinations: the lowest price of those in stock, options as sizes and colours', () => {
    const combination = (id: number, values: number[], price: string): PsCombination => ({
      id,
      id_product: 7,
      ean13: id === 71 ? '8001234567890' : '',
      trova_final: price,
      trova_regular: price,
      associations: { product_option_values: values.map((value) => ({ id: String(value) })) },
    });
    const combos = [
      combination(71, [10, 20], '50.000000'),
      combination(72, [11, 20, 30], '55.000000'),
    ];
    const rows = stock([
      { id_product: 7, id_product_attribute: 0, quantity: '2' },
      { id_product: 7, id_product_attribute: 71, quantity: '0' },
      { id_product: 7, id_product_attribute: 72, quantity: '2' },
    ]);
    expect(mapPrestaShopProduct(product({ ean13: '' }), combos, rows, context)).toMatchObject({
      price: { amount: 55 },
      availability: 'in_stock',
      size: 'M, L',
      color: 'Verde',
      gtin: '8001234567890',
    });
  });

  it('builds category paths without Root and Home, deepest first, skipping hidden ones', () => {
    const placed = product({
      id_category_default: '6',
      associations: { categories: [2, 3, 5, 6, 7, 9].map((id) => ({ id: String(id) })) },
    });
    expect(mapPrestaShopProduct(placed, [], inStock, context)?.productType).toEqual([
      'Uomo > Scarpe > Trekking',
      'Zaini',
    ]);
  });

  it('maps EAN13 to gtin, reference to mpn, the manufacturer to brand, images to public files', () => {
    const full = product({
      ean13: '8001234500002',
      reference: 'MV-0002',
      manufacturer_name: '',
      id_manufacturer: '4',
      id_default_image: '123',
      associations: { images: [{ id: '45' }, { id: '123' }] },
    });
    expect(mapPrestaShopProduct(full, [], inStock, context)).toMatchObject({
      gtin: '8001234500002',
      mpn: 'MV-0002',
      brand: 'Alpina Sport',
      imageLink: 'https://negozio.example/shop/img/p/1/2/3/123-large_default.jpg',
      additionalImageLinks: ['https://negozio.example/shop/img/p/4/5/45-large_default.jpg'],
    });
  });
});

describe('PrestaShop lookups', () => {
  it('finds the language id by ISO code, regional variants included', () => {
    const languages = [
      { id: 1, iso_code: 'it' },
      { id: 2, iso_code: 'en' },
    ];
    expect(languageIdOf(languages, 'en-GB')).toBe('2');
    expect(languageIdOf(languages, 'IT')).toBe('1');
    expect(languageIdOf(languages, 'de')).toBeNull();
  });

  it('takes the active currency at conversion rate 1 as the default', async () => {
    const api = {
      list: () =>
        Promise.resolve([
          { id: 2, iso_code: 'CHF', conversion_rate: '0.940000' },
          { id: 1, iso_code: 'EUR', conversion_rate: '1.000000' },
        ]),
    } as unknown as PrestaShopApi;
    expect(await prestaShopCurrency(api)).toBe('EUR');
  });

  it('reads the root listing: readable resources and the shop name', () => {
    const xml =
      '<prestashop><api shopName="Rifugio &amp; Co"><products xlink:href="x" get="true" put="false">' +
      '<description xlink:href="x" get="true">p</description></products>' +
      '<orders xlink:href="y" get="false" put="true"></orders></api></prestashop>';
    expect([...readableResources(xml)]).toEqual(['products']);
    expect(shopNameOf(xml)).toBe('Rifugio & Co');
  });

  it('writes poll dates in the shop clock, or 12 hours earlier in UTC when unknown', () => {
    const at = Date.UTC(2026, 6, 1, 8, 30, 0) / 1000;
    expect(prestaShopDate(at, 'Europe/Rome')).toBe('2026-07-01 10:30:00');
    expect(prestaShopDate(at)).toBe('2026-06-30 20:30:00');
  });

  it('turns editor HTML into text', () => {
    expect(htmlToText('<ul><li>Peso:&nbsp;1,2&nbsp;kg</li><li>Citt&agrave;</li></ul>')).toBe(
      'Peso: 1,2 kg Città',
    );
  });
});
