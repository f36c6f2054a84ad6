import type { MagentoProduct } from '../../magento2.types';
import {
  MAGENTO_FIXTURE_ATTRIBUTES,
  MAGENTO_FIXTURE_CATEGORIES,
  MAGENTO_FIXTURE_GROUPS,
  MAGENTO_FIXTURE_VIEWS,
  type MagentoFakeCatalogue,
} from './magento2.fixtures';
import { magentoProduct } from './magento2-fixture.products';

const NOUNS = [
  'Zaino',
  'Giacca',
  'Scarponi',
  'Tenda',
  'Borraccia',
  'Pantaloni',
  'Guanti',
  'Berretto',
];
const ADJECTIVES = [
  'leggero',
  'impermeabile',
  'tecnico',
  'invernale',
  'estivo',
  'da vetta',
  'compatto',
];
const CATEGORIES = [5, 7, 9, 10];

/**
 * A generated catalogue of `count` shown products for `bench:ingest` and paging tests: every
 * tenth a configurable with two sized children (children come on top of `count`), a sale price
 * on every seventh, every thirteenth sold out.
 * @example startMagento2Fake({ catalogue: generateMagentoCatalogue(20_000) })
 */
export function generateMagentoCatalogue(count: number): MagentoFakeCatalogue {
  const products: MagentoProduct[] = [];
  const stock: MagentoFakeCatalogue['stock'] = new Map();
  let id = 0;
  for (let n = 0; n < count; n++) {
    const name = `${NOUNS[n % NOUNS.length] ?? 'Articolo'} ${ADJECTIVES[n % ADJECTIVES.length] ?? ''} ${n + 1}`;
    const sku = `GEN-${n + 1}`;
    const configurable = n % 10 === 9;
    const parentId = ++id;
    const children = configurable ? [++id, ++id] : undefined;
    const attributes: Record<string, unknown> = {
      url_key: `articolo-${n + 1}`,
      description: `<p>${name}: prodotto generato per le prove di importazione.</p>`,
      manufacturer: String(201 + (n % 3)),
      ...(n % 7 === 0 ? { special_price: ((40 + (n % 50)) * 0.9).toFixed(6) } : {}),
    };
    products.push(
      magentoProduct({
        id: parentId,
        sku,
        name,
        price: configurable ? 0 : 40 + (n % 50),
        type: configurable ? 'configurable' : 'simple',
        categories: [CATEGORIES[n % CATEGORIES.length] ?? 9],
        images: [`/g/e/gen-${n + 1}.jpg`],
        attributes,
        ...(children ? { children, options: [{ id: 144, label: 'Taglia' }] } : {}),
      }),
    );
    stock.set(sku, n % 13 === 0 ? { quantity: 0, status: 0 } : { quantity: 5, status: 1 });
    children?.forEach((childId, index) => {
      const childSku = `${sku}-${index === 0 ? 'M' : 'L'}`;
      products.push(
        magentoProduct({
          id: childId,
          sku: childSku,
          name: `${name} ${index === 0 ? 'M' : 'L'}`,
          price: 60 + index * 5,
          visibility: 1,
          attributes: { size: String(167 + index) },
        }),
      );
      stock.set(childSku, { quantity: 3, status: 1 });
    });
  }
  return {
    products,
    stock,
    categories: MAGENTO_FIXTURE_CATEGORIES,
    attributes: MAGENTO_FIXTURE_ATTRIBUTES,
    views: MAGENTO_FIXTURE_VIEWS,
    groups: MAGENTO_FIXTURE_GROUPS,
    currency: 'EUR',
  };
}
