import type {
  StoredenBrand,
  StoredenCategory,
  StoredenProduct,
  StoredenStoreInfo,
} from '../../storeden.types';

/**
 * "Sentieri Alti", an Italian outdoor shop on Storeden, in our own words and data: shaped after
 * the answers Storeden's public docs show (developers.storeden.com), not copied from them.
 * Twelve products: simple ones, three with variants (sizes and colours), one out of stock, one on
 * sale, one unpublished (status 0), one with unlimited stock.
 */
export const STOREDEN_FIXTURE_STORE: StoredenStoreInfo = {
  uid: '5f1e2d3c4b5a697887766554',
  url: 'https://www.sentierialti.example',
  store_name: 'Sentieri Alti',
  currency: 'EUR',
};

export const STOREDEN_FIXTURE_CATEGORIES: StoredenCategory[] = [
  { uid: 301, name: 'Uomo', parent: 0 },
  { uid: 302, name: 'Scarpe', parent: 301 },
  { uid: 303, name: 'Trekking', parent: 302 },
  { uid: 304, name: 'Donna', parent: 0 },
  { uid: 305, name: 'Abbigliamento', parent: 304 },
  { uid: 306, name: 'Zaini', parent: 0 },
  { uid: 307, name: 'Accessori', parent: 0 },
  { uid: 308, name: 'Archivio', parent: 0, status: 0 },
];

export const STOREDEN_FIXTURE_BRANDS: StoredenBrand[] = [
  { uid: 401, name: 'Montevia' },
  { uid: 402, name: 'Alpestre' },
  { uid: 403, name: 'Lagoblu' },
];

const at = (day: number): string => `2026-11-${String(day).padStart(2, '0')} 09:30:00`;

export const STOREDEN_FIXTURE_PRODUCTS: StoredenProduct[] = [
  {
    uid: 5101,
    sku: 'SA-TREK-01',
    title: 'Scarpe da trekking Cresta',
    description: '<p>Scarpe da trekking <strong>impermeabili</strong> con suola Vibram.</p>',
    slug: 'scarpe-da-trekking-cresta',
    price: 129.9,
    final_price: 129.9,
    status: 1,
    stock_count: 0,
    data: { ean13: '8001234567011', unlimited: false },
    brandUID: 401,
    categories: [303],
    image_id: '6a01b2c3d4e5f60718293a01',
    gallery: ['6a01b2c3d4e5f60718293a02', '6a01b2c3d4e5f60718293a03'],
    usevariants: 1,
    variants: [
      {
        sku: 'SA-TREK-01-41',
        price: 129.9,
        final_price: 129.9,
        stock_count: 0,
        vars: { taglia: '41' },
      },
      {
        sku: 'SA-TREK-01-42',
        price: 129.9,
        final_price: 119.9,
        stock_count: 3,
        vars: { taglia: '42' },
      },
      {
        sku: 'SA-TREK-01-43',
        price: 134.9,
        final_price: 134.9,
        stock_count: 5,
        vars: { taglia: '43' },
      },
    ],
    update_at: at(2),
  },
  {
    uid: 5102,
    sku: 'SA-ZAINO-30',
    title: 'Zaino 30 L Vetta',
    description: 'Zaino da escursione da 30 litri con schienale ventilato &amp; coprizaino.',
    slug: 'zaino-30-l-vetta',
    price: 89,
    final_price: 89,
    status: 1,
    stock_count: 12,
    data: { ean13: '8001234567028' },
    brandUID: 402,
    categories: [306],
    image_id: 'https://tcdn.storeden.com/gallery/6a01b2c3d4e5f60718293b01',
    update_at: at(3),
  },
  {
    uid: 5103,
    sku: 'SA-GIACCA-D',
    title: 'Giacca antivento donna Brezza',
    slug: 'giacca-antivento-donna-brezza',
    price: 110,
    final_price: 110,
    status: 1,
    brandUID: 403,
    categories: [305],
    usevariants: 1,
    variants: [
      {
        sku: 'BRZ-S-ROSSO',
        price: 110,
        stock_count: 2,
        vars: [
          { key: 'Taglia', value: 'S' },
          { key: 'Colore', value: 'Rosso' },
        ],
      },
      {
        sku: 'BRZ-M-ROSSO',
        price: 110,
        stock_count: 0,
        vars: [
          { key: 'Taglia', value: 'M' },
          { key: 'Colore', value: 'Rosso' },
        ],
      },
      {
        sku: 'BRZ-M-BLU',
        price: 105,
        final_price: 94.5,
        stock_count: 1,
        vars: [
          { key: 'Taglia', value: 'M' },
          { key: 'Colore', value: 'Blu' },
        ],
      },
    ],
    update_at: at(4),
  },
  {
    uid: 5104,
    sku: 'SA-BORR',
    title: 'Borraccia termica 750 ml',
    slug: 'borraccia-termica-750',
    price: 24.5,
    final_price: 19.9,
    status: 1,
    stock_count: 40,
    brandUID: 402,
    categories: [307],
    update_at: at(5),
  },
  {
    uid: 5105,
    sku: 'SA-BAST',
    title: 'Bastoncini telescopici in carbonio',
    slug: 'bastoncini-telescopici-carbonio',
    price: 69,
    final_price: 69,
    status: 1,
    stock_count: 0,
    brandUID: 401,
    categories: [307],
    update_at: at(5),
  },
  {
    uid: 5106,
    sku: 'SA-FRONT',
    title: 'Lampada frontale 400 lumen',
    slug: 'lampada-frontale-400',
    price: 39.9,
    final_price: 39.9,
    status: 1,
    stock_count: 8,
    mpn: 'LF-400',
    categories: [307],
    update_at: at(6),
  },
  {
    uid: 5107,
    sku: 'SA-CALZE',
    title: 'Calze da montagna in lana merino',
    slug: 'calze-montagna-merino',
    price: 18,
    final_price: 18,
    status: 1,
    brandUID: 403,
    categories: [307, 305],
    usevariants: 1,
    variants: [
      { sku: 'CALZE-S', stock_count: 10, vars: { Taglia: 'S', Colore: 'Grigio' } },
      { sku: 'CALZE-M', stock_count: 0, vars: { Taglia: 'M', Colore: 'Grigio' } },
      { sku: 'CALZE-L', stock_count: 4, vars: { Taglia: 'L', Colore: 'Antracite' } },
    ],
    update_at: at(7),
  },
  {
    uid: 5108,
    sku: 'SA-TENDA',
    title: 'Tenda da campeggio 2 posti',
    description: '<ul><li>Montaggio rapido</li><li>Peso 2,1 kg</li></ul>',
    slug: 'tenda-campeggio-2-posti',
    price: 199,
    final_price: 199,
    status: 1,
    stock_count: 2,
    brandUID: 402,
    categories: [306],
    update_at: at(8),
  },
  {
    uid: 5109,
    sku: 'SA-SACCO',
    title: 'Sacco a pelo 0 °C',
    slug: 'sacco-a-pelo-zero',
    price: 149,
    final_price: 149,
    status: 0,
    stock_count: 6,
    brandUID: 402,
    categories: [306],
    update_at: at(8),
  },
  {
    uid: 5110,
    sku: 'SA-MAPPA',
    title: 'Carta dei sentieri Dolomiti',
    slug: 'carta-sentieri-dolomiti',
    price: 12,
    final_price: 12,
    status: 1,
    data: { unlimited: true, isbn: '9788812345678' },
    categories: [307],
    update_at: at(9),
  },
  {
    uid: 5111,
    sku: 'SA-GHETTE',
    title: 'Ghette impermeabili',
    slug: 'ghette-impermeabili',
    price: 34,
    final_price: 34,
    status: 1,
    stock_count: 7,
    brandUID: 401,
    categories: [303],
    update_at: at(10),
  },
  {
    uid: 5112,
    sku: 'SA-GUANTI',
    title: 'Guanti in pile',
    slug: 'guanti-in-pile',
    price: 22,
    final_price: 22,
    status: 1,
    stock_count: 15,
    brandUID: 403,
    categories: [307],
    update_at: at(11),
  },
];

/** The credentials the fake accepts unless told others. */
export const STOREDEN_FIXTURE_KEY = 'sa-key-0f9e8d7c6b5a';
export const STOREDEN_FIXTURE_EXCHANGE = 'sa-exchange-1a2b3c4d5e6f';

/**
 * `count` generated products (for `bench:ingest`), deterministic, every fifth with size variants
 * and every fiftieth unpublished.
 * @example generateStoredenProducts(20_000)
 */
export function generateStoredenProducts(count: number): StoredenProduct[] {
  const nouns = ['Scarpe', 'Zaino', 'Giacca', 'Borraccia', 'Tenda', 'Guanti', 'Calze', 'Berretto'];
  const adjectives = ['leggero', 'impermeabile', 'tecnico', 'da città', 'invernale', 'estivo'];
  const products: StoredenProduct[] = [];
  for (let index = 0; index < count; index++) {
    const uid = 100_000 + index;
    const price = 10 + (index % 190) + 0.9;
    const product: StoredenProduct = {
      uid,
      sku: `GEN-${uid}`,
      title: `${nouns[index % nouns.length]} ${adjectives[index % adjectives.length]} ${uid}`,
      description: `<p>Articolo generato numero ${index} per le prove di carico.</p>`,
      slug: `articolo-${uid}`,
      price,
      final_price: index % 7 === 0 ? Math.round(price * 80) / 100 : price,
      status: index % 50 === 49 ? 0 : 1,
      stock_count: index % 9 === 0 ? 0 : 5,
      brandUID: 401 + (index % 3),
      categories: [303 + (index % 5)],
      image_id: `6b${String(uid).padStart(22, '0')}`,
      update_at: 1_790_000_000 + index,
    };
    if (index % 5 === 0) {
      product.usevariants = 1;
      product.variants = ['S', 'M', 'L'].map((size, at) => ({
        sku: `GEN-${uid}-${size}`,
        price: price + at,
        stock_count: at === 1 ? 0 : 3,
        vars: { taglia: size },
      }));
    }
    products.push(product);
  }
  return products;
}
