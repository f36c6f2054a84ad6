import type { FakeCombination, FakeProduct, FakeShop, FakeText } from './prestashop-fake.model';

/**
 * "Montagna Viva", an Italian outdoor shop in Italian and English: the fixture the PrestaShop
 * tests and browser tests read. Our own data, shaped after the webservice docs' resources.
 */
export const PRESTASHOP_SHOP: FakeShop = {
  name: 'Montagna Viva',
  languages: [
    { id: 1, iso: 'it', active: true },
    { id: 2, iso: 'en', active: true },
  ],
  currencies: [
    { id: 1, iso: 'EUR', rate: 1, active: true },
    { id: 2, iso: 'CHF', rate: 0.94, active: true },
  ],
  categories: [
    { id: 1, parent: 0, name: t('Radice', 'Root'), active: true, depth: 0, isRoot: false },
    { id: 2, parent: 1, name: t('Home', 'Home'), active: true, depth: 1, isRoot: true },
    { id: 3, parent: 2, name: t('Uomo', 'Men'), active: true, depth: 2, isRoot: false },
    { id: 4, parent: 2, name: t('Donna', 'Women'), active: true, depth: 2, isRoot: false },
    { id: 5, parent: 3, name: t('Scarpe', 'Shoes'), active: true, depth: 3, isRoot: false },
    { id: 6, parent: 5, name: t('Trekking', 'Hiking'), active: true, depth: 4, isRoot: false },
    { id: 7, parent: 2, name: t('Zaini', 'Backpacks'), active: true, depth: 2, isRoot: false },
    {
      id: 8,
      parent: 4,
      name: t('Abbigliamento', 'Clothing'),
      active: true,
      depth: 3,
      isRoot: false,
    },
    { id: 9, parent: 2, name: t('Archivio', 'Archive'), active: false, depth: 2, isRoot: false },
    { id: 10, parent: 2, name: t('Campeggio', 'Camping'), active: true, depth: 2, isRoot: false },
  ],
  manufacturers: [
    { id: 1, name: 'Alpina Sport' },
    { id: 2, name: 'Dolomiti Gear' },
  ],
  optionGroups: [
    { id: 1, name: t('Taglia', 'Size'), color: false },
    { id: 2, name: t('Colore', 'Color'), color: true },
    { id: 3, name: t('Materiale', 'Material'), color: false },
  ],
  optionValues: [
    { id: 1, group: 1, name: t('S', 'S') },
    { id: 2, group: 1, name: t('M', 'M') },
    { id: 3, group: 1, name: t('L', 'L') },
    { id: 4, group: 2, name: t('Rosso', 'Red') },
    { id: 5, group: 2, name: t('Blu', 'Blue') },
    { id: 6, group: 2, name: t('Nero', 'Black') },
    { id: 7, group: 1, name: t('40', '40') },
    { id: 8, group: 1, name: t('42', '42') },
    { id: 9, group: 1, name: t('44', '44') },
    { id: 10, group: 3, name: t('Lana', 'Wool') },
  ],
};

function t(it: string, en: string): FakeText {
  return { it, en };
}

function combo(id: number, optionValues: number[], quantity: number, impact = 0): FakeCombination {
  return { id, optionValues, quantity, impact, reference: `C-${id}`, ean13: '' };
}

/** A product with the fixture's defaults; each test fixture names only what differs. */
function product(
  id: number,
  name: FakeText,
  fields: Partial<FakeProduct> & Pick<FakeProduct, 'price'>,
): FakeProduct {
  return {
    id,
    active: true,
    visibility: 'both',
    name,
    description: t(
      `<p>${name.it}: <strong>qualit&agrave;</strong> per la montagna.</p>`,
      `<p>${name.en}: quality for the mountains.</p>`,
    ),
    linkRewrite: t(slug(name.it), slug(name.en)),
    taxRate: 22,
    reductionPercent: 0,
    reference: `MV-${String(id).padStart(4, '0')}`,
    ean13: `80012345${String(id).padStart(5, '0')}`,
    manufacturerId: 1,
    defaultCategoryId: 2,
    categoryIds: [2],
    imageIds: [id * 10 + 1],
    quantity: 5,
    outOfStock: 2,
    combinations: [],
    dateUpd: '2026-11-01 09:00:00',
    ...fields,
  };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Thirteen products covering what the mapper must get right: combinations (sizes, colours, a
 * price impact), a discount, backorder and out-of-stock policies, an inactive product, one
 * visible nowhere, one only in the catalogue, one untranslated, one in a hidden category.
 */
export function prestaShopFixtureProducts(): FakeProduct[] {
  return [
    product(1, t('Scarpe da trekking Cervino', 'Cervino hiking boots'), {
      price: 100,
      categoryIds: [2, 3, 5, 6],
      defaultCategoryId: 6,
      imageIds: [11, 12, 13],
      combinations: [combo(101, [7], 0), combo(102, [8], 3), combo(103, [9], 2, 10)],
    }),
    product(2, t('Zaino 30 L', 'Backpack 30 L'), {
      price: 50,
      reductionPercent: 10,
      manufacturerId: 2,
      categoryIds: [2, 7],
      defaultCategoryId: 7,
    }),
    product(3, t('Giacca antivento', 'Windproof jacket'), {
      price: 80,
      categoryIds: [2, 3],
      defaultCategoryId: 3,
      combinations: [
        combo(301, [1, 4], 1),
        combo(302, [2, 4], 0),
        combo(303, [2, 5], 4, 5),
        combo(304, [3, 5], 0),
      ],
    }),
    product(4, t('Borraccia termica 750 ml', 'Insulated bottle 750 ml'), {
      price: 20,
      quantity: 0,
      outOfStock: 1,
      categoryIds: [2, 10],
      defaultCategoryId: 10,
    }),
    product(5, t('Bastoncini telescopici', 'Telescopic poles'), {
      price: 40,
      quantity: 0,
      outOfStock: 0,
      categoryIds: [2, 10],
      defaultCategoryId: 10,
    }),
    product(6, t('Calze tecniche', 'Technical socks'), { price: 10, active: false }),
    product(7, t('Lampada frontale', 'Head torch'), { price: 25, visibility: 'none' }),
    product(8, t('', 'Sleeping bag -5 °C'), { price: 120, categoryIds: [2, 10] }),
    product(9, t('Tenda 2 posti', 'Two-person tent'), {
      price: 200,
      visibility: 'search',
      manufacturerId: 2,
      categoryIds: [2, 10],
      defaultCategoryId: 10,
    }),
    product(10, t('Guanti in pile', 'Fleece gloves'), { price: 15, visibility: 'catalog' }),
    product(11, t('Berretto di lana', 'Wool beanie'), {
      price: 12.5,
      combinations: [combo(1101, [10, 6], 6)],
    }),
    product(12, t('Maglia termica donna', "Women's thermal top"), {
      price: 30,
      categoryIds: [2, 4, 8],
      defaultCategoryId: 8,
      combinations: [combo(1201, [1], 2), combo(1202, [2], 2)],
    }),
    product(13, t('Occhiali da sole', 'Sunglasses'), {
      price: 45,
      categoryIds: [2, 9],
      defaultCategoryId: 9,
    }),
  ];
}

/**
 * `count` generated products for load tests (the 20k `bench:ingest` row): deterministic,
 * one in five with three size combinations, categories spread over the fixture tree.
 * @example generatePrestaShopProducts(20_000).length // 20000
 */
export function generatePrestaShopProducts(count: number): FakeProduct[] {
  const leaves = [6, 7, 8, 10];
  const products: FakeProduct[] = [];
  for (let id = 1; id <= count; id++) {
    const category = leaves[id % leaves.length] ?? 2;
    products.push(
      product(id, t(`Articolo da montagna ${id}`, `Mountain item ${id}`), {
        price: 10 + (id % 90),
        manufacturerId: (id % 2) + 1,
        categoryIds: [2, category],
        defaultCategoryId: category,
        quantity: id % 7,
        combinations:
          id % 5 === 0
            ? [combo(id * 10 + 1, [1], 1), combo(id * 10 + 2, [2], 0), combo(id * 10 + 3, [3], 2)]
            : [],
      }),
    );
  }
  return products;
}
