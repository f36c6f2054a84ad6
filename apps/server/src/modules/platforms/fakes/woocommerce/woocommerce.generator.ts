import type { WooVariation } from '../../woocommerce.types';
import type { WooFakeProduct } from './woocommerce.fixtures';

const NOUNS = ['Zaino', 'Giacca', 'Scarpe', 'Tenda', 'Borraccia', 'Lampada', 'Calze', 'Guanti'];
const WORDS = ['Vetta', 'Cresta', 'Nembo', 'Passo', 'Rifugio', 'Sentiero', 'Lume', 'Brace'];
const SIZES = ['S', 'M', 'L', 'XL'];

export interface WooGeneratorOptions {
  /** Every n-th product is variable with sizes as variations; default 10 (0: none). */
  variableEvery?: number;
  /** The first product id; default 1000. */
  firstId?: number;
}

/**
 * `count` published products for load tests (`bench:ingest` imports 20k through the fake): small,
 * varied Italian outdoor items, every `variableEvery`-th one variable with four sizes, so the
 * import also walks variations. Deterministic: the same count gives the same catalogue.
 * @example startWooCommerceFake({ products: generateWooProducts(20_000) })
 */
export function generateWooProducts(
  count: number,
  options: WooGeneratorOptions = {},
): WooFakeProduct[] {
  const every = options.variableEvery ?? 10;
  const firstId = options.firstId ?? 1000;
  const products: WooFakeProduct[] = [];
  for (let index = 0; index < count; index++) {
    const id = firstId + index;
    const price = (9.9 + (index % 300)).toFixed(2);
    const variable = every > 0 && index % every === every - 1;
    const variationList: WooVariation[] = variable
      ? SIZES.map((size, at) => ({
          id: id * 10 + at,
          status: 'publish',
          price,
          regular_price: price,
          sale_price: '',
          on_sale: false,
          purchasable: true,
          stock_status: at === 0 ? 'outofstock' : 'instock',
          attributes: [{ id: 1, name: 'Taglia', option: size }],
        }))
      : [];
    products.push({
      id,
      name: `${NOUNS[index % NOUNS.length]} ${WORDS[(index >> 3) % WORDS.length]} ${id}`,
      type: variable ? 'variable' : 'simple',
      status: 'publish',
      catalog_visibility: 'visible',
      permalink: `http://negozio.example/prodotto/${id}/`,
      description: `<p>Articolo da montagna numero ${id}, resistente e leggero.</p>`,
      sku: `GEN-${id}`,
      price: variable ? '' : price,
      regular_price: variable ? '' : price,
      sale_price: '',
      on_sale: false,
      purchasable: true,
      stock_status: index % 17 === 0 ? 'outofstock' : 'instock',
      categories: [{ id: 16 + (index % 4), name: 'Categoria', slug: 'categoria' }],
      images: [{ src: `http://negozio.example/wp-content/uploads/gen-${id}.jpg` }],
      attributes: variable ? [{ id: 1, name: 'Taglia', options: SIZES }] : [],
      variations: variationList.map((variation) => variation.id),
      date_modified_gmt: '2026-11-01T08:00:00',
      variationList,
    });
  }
  return products;
}
