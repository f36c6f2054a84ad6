import type { CatalogueProductInput } from '@trova/contracts';
import { seededRandom } from '../simulator/index';

/** Category path, Italian name, English name, price range in euro. */
const CATEGORIES = [
  ['Scarpe > Trekking', 'Scarpa da trekking', 'Hiking boot', 60, 220],
  ['Scarpe > Sneakers', 'Sneaker', 'Sneaker', 40, 160],
  ['Casa > Cucina', 'Caffettiera', 'Coffee maker', 15, 90],
  ['Casa > Cucina', 'Padella antiaderente', 'Non-stick pan', 12, 70],
  ['Abbigliamento > Giacche', 'Giacca impermeabile', 'Rain jacket', 50, 300],
  ['Abbigliamento > Maglieria', 'Maglione di lana', 'Wool sweater', 30, 140],
  ['Elettronica > Audio', 'Cuffie wireless', 'Wireless headphones', 25, 350],
  ['Sport > Ciclismo', 'Maglia da ciclismo', 'Cycling jersey', 25, 120],
  ['Casa > Illuminazione', 'Lampada da tavolo', 'Desk lamp', 18, 150],
  ['Giardino > Attrezzi', 'Forbici da potatura', 'Pruning shears', 9, 60],
] as const;
const BRANDS = [
  'Ferri',
  'Alpina',
  'Nordvik',
  'Casa Bella',
  'Veloce',
  'Luma',
  'Greenhand',
  'Aurora',
];
const COLORS = [
  ['nero', 'black'],
  ['rosso', 'red'],
  ['blu', 'blue'],
  ['verde', 'green'],
  ['grigio', 'grey'],
  ['bianco', 'white'],
] as const;
const SIZES = ['S', 'M', 'L', 'XL', '40', '42', '44'];

const AVAILABILITY = ['in_stock', 'in_stock', 'in_stock', 'out_of_stock', 'preorder'] as const;

/**
 * The demo shop's catalogue: `count` Italian and English products with variants (itemGroupId),
 * sale prices and several images, like a real shop's, as the push API takes them. The same seed
 * always gives the same products.
 *
 * @example
 * demoProducts(4000).length // 4000
 */
export function demoProducts(count: number, seed = 7): CatalogueProductInput[] {
  // Deterministic (mulberry32): the same seed always writes the same catalogue.
  const random = seededRandom(seed);
  const products: CatalogueProductInput[] = [];
  for (let i = 0; i < count; i++) {
    const [category, itName, enName, low, high] = random.pick(CATEGORIES);
    const italian = random.next() < 0.6;
    const [colorIt, colorEn] = random.pick(COLORS);
    const brand = random.pick(BRANDS);
    const group = Math.floor(i / 3);
    const size = random.pick(SIZES);
    const price = low + Math.floor(random.next() * (high - low) * 100) / 100;
    const onSale = random.next() < 0.2;
    products.push({
      id: `DEMO-${i}`,
      title: italian
        ? `${itName} ${brand} ${colorIt} ${size}`
        : `${brand} ${enName}, ${colorEn}, size ${size}`,
      description: italian
        ? `${itName} di ${brand}: qualità e comfort per ogni giorno. Colore ${colorIt}, taglia ${size}.`
        : `${enName} by ${brand}: quality and comfort for every day. Colour ${colorEn}, size ${size}.`,
      link: `https://demo.trova.local/p/${group}?size=${size}&color=${colorEn}`,
      imageLink: `https://demo.trova.local/img/${group}-1.jpg`,
      additionalImageLinks: [`https://demo.trova.local/img/${group}-2.jpg`],
      price: { amount: Number(price.toFixed(2)), currency: 'EUR' },
      ...(onSale
        ? { salePrice: { amount: Number((price * 0.8).toFixed(2)), currency: 'EUR' } }
        : {}),
      availability: random.pick(AVAILABILITY),
      condition: 'new',
      brand,
      gtin: String(8001234000000 + i),
      productType: [category],
      itemGroupId: `G-${group}`,
      color: italian ? colorIt : colorEn,
      size,
      customLabels: [i % 7 === 0 ? 'promo' : 'standard'],
    });
  }
  return products;
}
