import type { WooCategory, WooProduct, WooVariation } from '../../woocommerce.types';

/**
 * A small Italian outdoor shop, written for Trova's tests from the shapes the WooCommerce REST
 * API v3 documentation describes (our own names and data). It covers what the mapper and client
 * must handle: variable products, sales, the three stock states, brands as a taxonomy and as an
 * attribute, HTML descriptions, a draft, a private product and one hidden from the catalogue.
 */

/** A product as the fake stores it: the API's product plus its variations. */
export interface WooFakeProduct extends WooProduct {
  variationList?: WooVariation[];
}

const SHOP = 'http://negozio.example';

export const WOO_FIXTURE_CATEGORIES: WooCategory[] = [
  { id: 11, name: 'Uomo', parent: 0 },
  { id: 12, name: 'Scarpe', parent: 11 },
  { id: 13, name: 'Trekking', parent: 12 },
  { id: 14, name: 'Donna', parent: 0 },
  { id: 15, name: 'Abbigliamento', parent: 14 },
  { id: 16, name: 'Zaini', parent: 0 },
  { id: 17, name: 'Campeggio', parent: 0 },
  { id: 18, name: 'Tende', parent: 17 },
  { id: 19, name: 'Accessori', parent: 0 },
];

const cat = (id: number): { id: number; name: string; slug: string } => {
  const found = WOO_FIXTURE_CATEGORIES.find((category) => category.id === id);
  const name = found?.name ?? String(id);
  return { id, name, slug: name.toLowerCase() };
};

const simple = (
  id: number,
  name: string,
  regular: string,
  extra: Partial<WooFakeProduct> = {},
): WooFakeProduct => ({
  id,
  name,
  type: 'simple',
  status: 'publish',
  catalog_visibility: 'visible',
  permalink: `${SHOP}/prodotto/${id}/`,
  description: '',
  short_description: '',
  sku: `OUT-${id}`,
  price: extra.on_sale ? (extra.sale_price ?? regular) : regular,
  regular_price: regular,
  sale_price: '',
  on_sale: false,
  purchasable: true,
  stock_status: 'instock',
  categories: [],
  images: [{ src: `${SHOP}/wp-content/uploads/${id}.jpg` }],
  attributes: [],
  variations: [],
  date_modified_gmt: '2026-11-01T08:00:00',
  ...extra,
});

const variation = (
  id: number,
  regular: string,
  options: Record<string, string>,
  extra: Partial<WooVariation> = {},
): WooVariation => ({
  id,
  status: 'publish',
  sku: `VAR-${id}`,
  price: extra.on_sale ? (extra.sale_price ?? regular) : regular,
  regular_price: regular,
  sale_price: '',
  on_sale: false,
  purchasable: true,
  stock_status: 'instock',
  image: null,
  attributes: Object.entries(options).map(([name, option]) => ({ id: 0, name, option })),
  ...extra,
});

const variable = (
  id: number,
  name: string,
  variations: WooVariation[],
  extra: Partial<WooFakeProduct> = {},
): WooFakeProduct =>
  simple(id, name, '', {
    type: 'variable',
    price: '',
    variationList: variations,
    variations: variations.map((item) => item.id),
    ...extra,
  });

export const WOO_FIXTURE_PRODUCTS: WooFakeProduct[] = [
  variable(
    101,
    'Scarpe da trekking Vetta GTX',
    [
      variation(1011, '149.00', { Taglia: '41' }),
      variation(1012, '149.00', { Taglia: '42' }, { on_sale: true, sale_price: '119.00' }),
      variation(1013, '149.00', { Taglia: '43' }, { stock_status: 'outofstock' }),
    ],
    {
      description: '<p>Tomaia in <strong>nabuk</strong> &amp; membrana impermeabile.</p>',
      categories: [cat(13)],
      attributes: [
        { id: 0, name: 'Marca', options: ['Dolomia'] },
        { id: 1, name: 'Taglia', options: ['41', '42', '43'] },
      ],
    },
  ),
  simple(102, 'Zaino 30 L Cresta', '89.90', {
    description: '<p>Schienale ventilato, tasca per sacca idrica.</p>',
    categories: [cat(16)],
    brands: [{ id: 51, name: 'Alpestre' }],
    images: [
      { src: `${SHOP}/wp-content/uploads/102.jpg` },
      { src: `${SHOP}/wp-content/uploads/102-b.jpg` },
    ],
  }),
  variable(
    103,
    'Giacca antipioggia Nembo donna',
    [
      variation(1031, '129.00', { Taglia: 'S', Colore: 'Blu' }),
      variation(1032, '129.00', { Taglia: 'M', Colore: 'Rosso' }, { stock_status: 'outofstock' }),
      variation(1033, '99.00', { Taglia: 'L', Colore: 'Blu' }, { purchasable: false }),
    ],
    {
      categories: [cat(15)],
      attributes: [
        { id: 2, name: 'Taglia', options: ['S', 'M', 'L'] },
        { id: 3, name: 'Colore', options: ['Blu', 'Rosso'] },
      ],
    },
  ),
  simple(104, 'Tenda 2 posti Bivacco', '229.00', {
    on_sale: true,
    sale_price: '199.00',
    categories: [cat(18)],
  }),
  simple(105, 'Bastoncini telescopici Passo', '49.50', {
    stock_status: 'outofstock',
    categories: [cat(19)],
  }),
  simple(106, 'Sacco a pelo Rifugio -5 °C', '139.00', {
    stock_status: 'onbackorder',
    categories: [cat(17)],
  }),
  simple(107, 'Borraccia termica 750 ml', '24.90', {
    description: '<div><h3>Acciaio inox</h3><p>Caldo per 12 ore &ndash; freddo per 24.</p></div>',
    categories: [cat(19)],
  }),
  simple(108, 'Lampada frontale Lume 300', '34.00', { categories: [cat(19)] }),
  variable(
    109,
    'Calze tecniche Sentiero',
    [
      variation(1091, '14.90', { Taglia: '39-42' }, { stock_status: 'outofstock' }),
      variation(1092, '14.90', { Taglia: '43-46' }, { stock_status: 'onbackorder' }),
    ],
    { categories: [cat(19)], attributes: [{ id: 2, name: 'Taglia', options: ['39-42', '43-46'] }] },
  ),
  simple(110, 'Pantaloni convertibili Cammino', '79.00', { status: 'draft' }),
  simple(111, 'Buono regalo uso interno', '10.00', { catalog_visibility: 'hidden' }),
  simple(112, 'Fornelletto da campo Brace', '45.00', { status: 'private' }),
  simple(113, 'Guanti in pile Tepore', '19.90', { catalog_visibility: 'search' }),
];

/** Ids the storefront shows, so the import must bring exactly these. */
export const WOO_FIXTURE_SHOWN_IDS = [
  '101',
  '102',
  '103',
  '104',
  '105',
  '106',
  '107',
  '108',
  '109',
  '113',
];
