import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/** Deterministic PRNG (mulberry32): the same seed always writes the same feed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
const AVAILABILITY = ['in stock', 'in stock', 'in stock', 'out of stock', 'preorder'];

/**
 * Writes the demo shop's Merchant Center RSS feed: `items` Italian and English products with
 * variants (item_group_id), sale prices, CDATA and repeated images, like a real shop's feed.
 *
 * @example
 * await writeDemoFeed('/data/demo/feed.xml', 4000);
 */
export async function writeDemoFeed(path: string, items: number, seed = 7): Promise<void> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const out = createWriteStream(path);
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>Trova demo shop</title>\n<link>https://demo.trova.local</link>\n',
  );
  const batch: string[] = [];
  for (let i = 0; i < items; i++) {
    const [category, itName, enName, low, high] = pick(CATEGORIES);
    const italian = next() < 0.6;
    const [colorIt, colorEn] = pick(COLORS);
    const brand = pick(BRANDS);
    const group = Math.floor(i / 3);
    const size = pick(SIZES);
    const price = low + Math.floor(next() * (high - low) * 100) / 100;
    const title = italian
      ? `${itName} ${brand} ${colorIt} ${size}`
      : `${brand} ${enName}, ${colorEn}, size ${size}`;
    const description = italian
      ? `${itName} di ${brand}: qualità e comfort per ogni giorno. Colore ${colorIt}, taglia ${size}.`
      : `${enName} by ${brand}: quality and comfort for every day. Colour ${colorEn}, size ${size}.`;
    const sale = next() < 0.2 ? `<g:sale_price>${(price * 0.8).toFixed(2)} EUR</g:sale_price>` : '';
    batch.push(`<item>
<g:id>DEMO-${i}</g:id>
<g:title><![CDATA[${title}]]></g:title>
<g:description><![CDATA[${description}]]></g:description>
<g:link>https://demo.trova.local/p/${group}?size=${size}&amp;color=${colorEn}</g:link>
<g:image_link>https://demo.trova.local/img/${group}-1.jpg</g:image_link>
<g:additional_image_link>https://demo.trova.local/img/${group}-2.jpg</g:additional_image_link>
<g:price>${price.toFixed(2)} EUR</g:price>${sale}
<g:availability>${pick(AVAILABILITY)}</g:availability>
<g:condition>new</g:condition>
<g:brand>${brand}</g:brand>
<g:gtin>${8001234000000 + i}</g:gtin>
<g:product_type>${category.replace('>', '&gt;')}</g:product_type>
<g:item_group_id>G-${group}</g:item_group_id>
<g:color>${italian ? colorIt : colorEn}</g:color>
<g:size>${size}</g:size>
<g:custom_label_0>${i % 7 === 0 ? 'promo' : 'standard'}</g:custom_label_0>
</item>
`);
    if (batch.length === 500 || i === items - 1) {
      if (!out.write(batch.join(''))) await once(out, 'drain');
      batch.length = 0;
    }
  }
  out.end('</channel>\n</rss>\n');
  await once(out, 'finish');
}
