import type { StoredenProduct } from '../../storeden.types';

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
