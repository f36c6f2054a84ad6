import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { CatalogueProductInput } from '@trova/contracts';
// The generator itself, not the demo module's index: the index also brings injectFetch, whose
// Node fetch types do not hold under the bench's DOM lib (the bundle benches drive a browser).
import { demoProducts } from '../../../apps/server/src/modules/demo/index.js';

/** A price as the feed writes it: `12.30 EUR`. */
const money = (price: { amount: number; currency?: string | undefined }) =>
  `${price.amount.toFixed(2)}${price.currency ? ` ${price.currency}` : ''}`;

/** One `<g:…>` element; none for an absent value. */
const tag = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<g:${name}>${value}</g:${name}>\n`;

/** One `<item>` of the feed: CDATA text, escaped link and type, repeated images, shipping. */
function feedItem(product: CatalogueProductInput): string {
  return [
    '<item>\n',
    tag('id', product.id),
    tag('title', `<![CDATA[${product.title}]]>`),
    tag('description', product.description && `<![CDATA[${product.description}]]>`),
    tag('link', product.link?.replaceAll('&', '&amp;')),
    tag('image_link', product.imageLink),
    ...(product.additionalImageLinks ?? []).map((link) => tag('additional_image_link', link)),
    tag('price', product.price && money(product.price)),
    tag('sale_price', product.salePrice && money(product.salePrice)),
    tag('availability', product.availability),
    tag('condition', product.condition),
    tag('brand', product.brand),
    tag('gtin', product.gtin),
    ...(product.productType ?? []).map((type) => tag('product_type', type.replaceAll('>', '&gt;'))),
    tag('item_group_id', product.itemGroupId),
    tag('color', product.color),
    tag('size', product.size),
    tag('custom_label_0', product.customLabels?.[0]),
    '<g:shipping><g:country>IT</g:country><g:price>4.90 EUR</g:price></g:shipping>\n',
    '</item>\n',
  ].join('');
}

/**
 * Writes a Merchant Center RSS 2.0 feed of `items` products: the demo shop's catalogue (Italian
 * and English, variants by item_group_id, sale prices, several images; `demoProducts`, the same
 * generator the demo shop pushes), with CDATA, escaped links and shipping rows like real feeds.
 * Answers the bytes written.
 * @example await writeBenchFeed('/tmp/feed.xml', 100_000) // ≈ 90 MB
 */
export async function writeBenchFeed(path: string, items: number, seed = 42): Promise<number> {
  const out = createWriteStream(path);
  out.write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>Bench shop</title>\n<link>https://shop.example.it</link>\n',
  );
  const products = demoProducts(items, seed);
  for (let from = 0; from < products.length; from += 500) {
    const batch = products.slice(from, from + 500).map(feedItem);
    if (!out.write(batch.join(''))) await once(out, 'drain');
  }
  out.end('</channel>\n</rss>\n');
  await once(out, 'finish');
  return out.bytesWritten;
}
