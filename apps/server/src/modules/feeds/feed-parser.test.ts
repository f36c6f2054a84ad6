import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { CatalogueProduct } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parser';
import { MAX_ERROR_DETAILS } from './feed-stats';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
/** Tiny chunks, so that every parser sees elements, CDATA and rows split across chunk edges. */
const stream = (name: string) => createReadStream(fixture(name), { highWaterMark: 7 });

async function collect(source: AsyncIterable<Uint8Array>) {
  const feed = parseFeed(source);
  const products: CatalogueProduct[] = [];
  for await (const product of feed) products.push(product);
  return { products, stats: feed.stats };
}

describe('parseFeed', () => {
  it('reads a Merchant Center RSS feed: CDATA, prices, legacy availability, repeated and nested elements', async () => {
    const { products, stats } = await collect(stream('products.rss.xml'));
    expect(products.map((p) => p.id)).toEqual(['SCARPA-42-NERO', 'LAMP-01', 'BOOK-7']);
    expect(products[0]).toEqual({
      id: 'SCARPA-42-NERO',
      title: 'Scarpa da trekking "Dolomiti" – nero, 42',
      description: 'Tomaia in pelle & suola Vibram®.',
      link: 'https://shop.example.it/p/scarpa-dolomiti?taglia=42&colore=nero',
      imageLink: 'https://img.example.it/scarpa-1.jpg',
      additionalImageLinks: [
        'https://img.example.it/scarpa-2.jpg',
        'https://img.example.it/scarpa-3.jpg',
      ],
      // The shipping rows' own <g:price> must not replace the item's price.
      price: { amount: 1299, currency: 'EUR' },
      salePrice: { amount: 999.9, currency: 'EUR' },
      availability: 'in_stock',
      condition: 'new',
      brand: 'Ferri',
      gtin: '8001234567890',
      mpn: 'DOL-42-N',
      productType: ['Scarpe > Trekking', 'Outdoor > Montagna'],
      googleProductCategory: 'Apparel & Accessories > Shoes',
      itemGroupId: 'SCARPA-DOLOMITI',
      color: 'Nero',
      size: '42',
      gender: 'unisex',
      ageGroup: 'adult',
      material: 'Pelle',
      customLabels: ['estate', undefined, 'outlet'],
    });
    expect(products[1]).toMatchObject({
      title: 'Desk lamp, brushed brass',
      link: 'https://shop.example.it/en/p/lamp-01',
      description: 'A warm desk lamp.',
      price: { amount: 1249.5, currency: 'USD' },
      availability: 'in_stock',
      pattern: 'plain',
    });
    expect(products[2]).toMatchObject({
      title: 'Il nome della rosa',
      price: { amount: 15 },
      availability: 'out_of_stock',
      condition: 'used',
    });
    expect(products[2]?.price?.currency).toBeUndefined();
    expect(stats).toEqual({
      format: 'rss',
      gzip: false,
      items: 5,
      products: 3,
      itemErrorCount: 2,
      itemErrors: [
        {
          index: 2,
          id: 'NO-TITLE',
          code: 'field-missing',
          field: 'title',
          reason: 'title: missing',
        },
        {
          index: 4,
          id: 'BAD-PRICE',
          code: 'price-invalid',
          field: 'price',
          reason: 'invalid price "cheap"',
        },
      ],
      warningCount: 0,
      warnings: [],
    });
  });

  it('reads Atom entries with g: attributes and Atom title, link and summary', async () => {
    const { products, stats } = await collect(stream('products.atom.xml'));
    expect(stats).toMatchObject({ format: 'atom', items: 2, products: 2, itemErrorCount: 0 });
    expect(products[0]).toMatchObject({
      id: 'MUG-RED',
      title: 'Ceramic mug, red',
      link: 'https://shop.example.com/p/mug-red',
      description: 'Holds 350 ml.',
      price: { amount: 12.5, currency: 'GBP' },
      availability: 'preorder',
      itemGroupId: 'MUG',
    });
    expect(products[1]).toMatchObject({
      availability: 'backorder',
      link: 'https://shop.example.com/p/mug-blue',
    });
  });

  it("reads elements named after Object's members as plain fields", async () => {
    const xml =
      '<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>' +
      '<item><g:id>P1</g:id><title>Mug</title><constructor>x</constructor><toString>y</toString>' +
      '<g:availability>constructor</g:availability></item></channel></rss>';
    const { products, stats } = await collect(Readable.from([Buffer.from(xml)]));
    expect(stats).toMatchObject({ items: 1, products: 1, itemErrorCount: 0 });
    expect(products[0]).toMatchObject({ id: 'P1', title: 'Mug' });
    expect(products[0]?.availability).not.toBe(Object);
  });

  it('reads a TSV feed with quoted cells, repeated columns and comma-separated images', async () => {
    const { products, stats } = await collect(stream('products.tsv'));
    expect(stats).toMatchObject({ format: 'tsv', items: 3, products: 2, itemErrorCount: 1 });
    expect(stats.itemErrors).toEqual([
      { index: 2, code: 'field-missing', field: 'id', reason: 'id: missing' },
    ]);
    expect(products[0]).toEqual({
      id: 'T-1',
      title: 'Tazza "Moka"',
      price: { amount: 8.5, currency: 'EUR' },
      availability: 'in_stock',
      productType: ['Cucina > Tazze', 'Casa'],
      additionalImageLinks: ['https://img.example.it/t1-a.jpg', 'https://img.example.it/t1-b.jpg'],
      customLabels: [undefined, undefined, undefined, undefined, 'natale'],
    });
    expect(products[1]).toMatchObject({ id: 'T-2', salePrice: { amount: 19.99, currency: 'EUR' } });
  });

  it('gunzips a gzipped feed', async () => {
    const packed = gzipSync(readFileSync(fixture('products.rss.xml')));
    const { products, stats } = await collect(
      Readable.from([packed.subarray(0, 1), packed.subarray(1)]),
    );
    expect(stats).toMatchObject({ gzip: true, format: 'rss', products: 3 });
    expect(products[0]?.id).toBe('SCARPA-42-NERO');
  });

  it('yields the good items of a truncated feed, then reports it malformed with counts', async () => {
    const { products, stats } = await collect(stream('truncated.rss.xml'));
    expect(products.map((p) => p.id)).toEqual(['GOOD-1', 'GOOD-2']);
    expect(stats).toMatchObject({ items: 3, products: 2, itemErrorCount: 1 });
    expect(stats.error?.code).toBe('feed-malformed');
  });

  it('refuses a billion-laughs document at its DOCTYPE without expanding anything', async () => {
    const { products, stats } = await collect(stream('billion-laughs.xml'));
    expect(products).toEqual([]);
    expect(stats.error?.code).toBe('feed-malformed');
    expect(stats.error?.message).toMatch(/entity/);
  });

  it('never expands undeclared entities either: an unknown one stays literal text', async () => {
    const xml = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>A</g:id><g:title>&lol9;</g:title></item></channel></rss>`;
    const { products, stats } = await collect(Readable.from([Buffer.from(xml)]));
    expect(products.map((p) => p.title)).toEqual(['&lol9;']);
    expect(stats.warnings).toEqual([{ index: 0, id: 'A', kind: 'undeclared-entity', count: 1 }]);
  });

  it('reports a document that is not a feed', async () => {
    const html = await collect(Readable.from([Buffer.from('<html><body>Shop</body></html>')]));
    expect(html.stats.error?.message).toMatch(/not a product feed/);
    const text = await collect(Readable.from([Buffer.from('hello world')]));
    expect(text.stats.error?.code).toBe('feed-malformed');
  });

  it('counts every item error but keeps only the first details', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `X-${i}\t\n`).join('');
    const { stats } = await collect(Readable.from([Buffer.from(`id\ttitle\n${rows}OK\tGood\n`)]));
    expect(stats).toMatchObject({ items: 151, products: 1, itemErrorCount: 150 });
    expect(stats.itemErrors).toHaveLength(MAX_ERROR_DETAILS);
  });

  it('reads a Latin-1 feed by its XML declaration', async () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>C</g:id><g:title>Caffè</g:title></item></channel></rss>`;
    const { products } = await collect(Readable.from([Buffer.from(xml, 'latin1')]));
    expect(products[0]?.title).toBe('Caffè');
  });
});
