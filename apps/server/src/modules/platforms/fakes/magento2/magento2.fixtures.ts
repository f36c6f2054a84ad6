import type {
  MagentoAttribute,
  MagentoCategory,
  MagentoProduct,
  MagentoStoreGroup,
  MagentoStoreView,
} from '../../magento2.types';
import { magentoFixtureProducts, magentoFixtureStock } from './magento2-fixture.products';

export { magentoFixtureProducts, magentoProduct } from './magento2-fixture.products';

/**
 * A small Italian outdoor shop ("Rifugio Sport") in the shapes Magento 2's REST API answers with,
 * written for Trova's tests from the Adobe Commerce web API reference (our own words and data).
 */
export interface MagentoFakeCatalogue {
  /** Every product, configurable children included (they are products of their own). */
  products: MagentoProduct[];
  /** Multi-Source Inventory: SKU → quantity and status at the "default" source. */
  stock: Map<string, { quantity: number; status: 0 | 1 }>;
  categories: MagentoCategory;
  attributes: MagentoAttribute[];
  views: MagentoStoreView[];
  groups: MagentoStoreGroup[];
  currency: string;
}

/** Color 93, size 144, manufacturer 83: the option ids children and products carry. */
export const MAGENTO_FIXTURE_ATTRIBUTES: MagentoAttribute[] = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    default_frontend_label: 'Colore',
    options: [
      { label: ' ', value: '' },
      { label: 'Rosso', value: '49' },
      { label: 'Blu', value: '50' },
      { label: 'Verde', value: '51' },
      { label: 'Nero', value: '52' },
    ],
  },
  {
    attribute_id: 144,
    attribute_code: 'size',
    default_frontend_label: 'Taglia',
    options: ['S', 'M', 'L', '42', '43', '44'].map((label, index) => ({
      label,
      value: String(166 + index),
    })),
  },
  {
    attribute_id: 83,
    attribute_code: 'manufacturer',
    default_frontend_label: 'Marca',
    options: [
      { label: 'Dolomia', value: '201' },
      { label: 'Alpinista', value: '202' },
      { label: 'Vetta', value: '203' },
    ],
  },
];

const category = (
  id: number,
  name: string,
  level: number,
  children: MagentoCategory[] = [],
  active = true,
): MagentoCategory => ({
  id,
  name,
  level,
  is_active: active,
  children_data: children,
});

/** Root catalog (0) → Default Category (1) → the shop's categories. "Saldi" is inactive. */
export const MAGENTO_FIXTURE_CATEGORIES: MagentoCategory = category(1, 'Root Catalog', 0, [
  category(2, 'Default Category', 1, [
    category(3, 'Uomo', 2, [category(4, 'Scarpe', 3, [category(5, 'Trekking', 4)])]),
    category(6, 'Donna', 2, [category(7, 'Abbigliamento', 3)]),
    category(8, 'Attrezzatura', 2, [category(9, 'Zaini', 3), category(10, 'Tende', 3)]),
    category(11, 'Saldi', 2, [], false),
  ]),
]);

export const MAGENTO_FIXTURE_VIEWS: MagentoStoreView[] = [
  { id: 1, code: 'default', name: 'Italiano', website_id: 1, store_group_id: 1 },
  { id: 2, code: 'en', name: 'English', website_id: 1, store_group_id: 1 },
];
export const MAGENTO_FIXTURE_GROUPS: MagentoStoreGroup[] = [
  { id: 1, name: 'Rifugio Sport', root_category_id: 2 },
];

/** The fixture shop, fresh (tests change their own copy). */
export function magentoFixtureCatalogue(): MagentoFakeCatalogue {
  const products = magentoFixtureProducts();
  return {
    products,
    stock: magentoFixtureStock(products),
    categories: MAGENTO_FIXTURE_CATEGORIES,
    attributes: MAGENTO_FIXTURE_ATTRIBUTES,
    views: MAGENTO_FIXTURE_VIEWS,
    groups: MAGENTO_FIXTURE_GROUPS,
    currency: 'EUR',
  };
}
