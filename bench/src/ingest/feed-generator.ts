import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

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

const CATEGORIES = [
  ['Scarpe > Trekking', 'Scarpa da trekking', 'Hiking boot'],
  ['Casa > Cucina', 'Caffettiera', 'Coffee maker'],
  ['Abbigliamento > Giacche', 'Giacca impermeabile', 'Rain jacket'],
  ['Elettronica > Audio', 'Cuffie wireless', 'Wireless headphones'],
  ['Sport > Ciclismo', 'Maglia da ciclismo', 'Cycling jersey'],
  ['Casa > Illuminazione', 'Lampada da tavolo', 'Desk lamp'],
  ['Giardino > Attrezzi', 'Forbici da potatura', 'Pruning shears'],
  ['Libri > Narrativa', 'Romanzo', 'Novel'],
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
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '38', '40', '42', '44'];
const AVAILABILITY = ['in stock', 'in_stock', 'out of stock', 'preorder', 'backorder'];

/**
 * Writes a Merchant Center RSS 2.0 feed of `items` products, Italian and English, with variants
 * (item_group_id), sale prices, CDATA, repeated images and shipping rows, like real shop feeds.
 */
export async function writeBenchFeed(path: string, items: number, seed = 42): Promise<number> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const out = createWriteStream(path);
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>Bench shop</title>\n<link>https://shop.example.it</link>\n',
  );
  const batch: string[] = [];
  for (let i = 0; i < items; i++) {
    const [category, itName, enName] = pick(CATEGORIES);
    const italian = next() < 0.6;
    const [colorIt, colorEn] = pick(COLORS) as [string, string];
    const brand = pick(BRANDS);
    const group = Math.floor(i / 4);
    const size = pick(SIZES);
    const price = 5 + Math.floor(next() * 200000) / 100;
    const title = italian
      ? `${itName} ${brand} ${colorIt} ${size}`
      : `${brand} ${enName}, ${colorEn}, size ${size}`;
    const sale = next() < 0.2 ? `<g:sale_price>${(price * 0.8).toFixed(2)} EUR</g:sale_price>` : '';
    batch.push(`<item>
<g:id>SKU-${i}</g:id>
<g:title><![CDATA[${title}]]></g:title>
<g:description><![CDATA[${italian ? `${itName} di ${brand}: qualità & comfort per ogni giorno. Colore ${colorIt}, taglia ${size}.` : `${enName} by ${brand}: quality & comfort for every day. Colour ${colorEn}, size ${size}.`}]]></g:description>
<g:link>https://shop.example.it/p/${group}?size=${size}&amp;color=${colorEn}</g:link>
<g:image_link>https://img.example.it/${group}-1.jpg</g:image_link>
<g:additional_image_link>https://img.example.it/${group}-2.jpg</g:additional_image_link>
<g:additional_image_link>https://img.example.it/${group}-3.jpg</g:additional_image_link>
<g:price>${price.toFixed(2)} EUR</g:price>${sale}
<g:availability>${pick(AVAILABILITY)}</g:availability>
<g:condition>new</g:condition>
<g:brand>${brand}</g:brand>
<g:gtin>${8000000000000 + i}</g:gtin>
<g:product_type>${category.replace('>', '&gt;')}</g:product_type>
<g:item_group_id>G-${group}</g:item_group_id>
<g:color>${italian ? colorIt : colorEn}</g:color>
<g:size>${size}</g:size>
<g:custom_label_0>${i % 7 === 0 ? 'promo' : 'standard'}</g:custom_label_0>
<g:shipping><g:country>IT</g:country><g:price>4.90 EUR</g:price></g:shipping>
</item>
`);
    if (batch.length === 500 || i === items - 1) {
      if (!out.write(batch.join(''))) await once(out, 'drain');
      batch.length = 0;
    }
  }
  out.end('</channel>\n</rss>\n');
  await once(out, 'finish');
  return out.bytesWritten;
}
