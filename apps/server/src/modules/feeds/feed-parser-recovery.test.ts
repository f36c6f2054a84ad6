import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { CatalogueProduct } from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { parseFeed } from './feed-parser';
import { MAX_WARNING_DETAILS } from './feed-stats';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
/** Tiny chunks, so that references and markup are cut across chunk edges. */
const stream = (name: string) => createReadStream(fixture(name), { highWaterMark: 7 });

async function collect(source: AsyncIterable<Uint8Array>) {
  const feed = parseFeed(source);
  const products: CatalogueProduct[] = [];
  for await (const product of feed) products.push(product);
  return { products, stats: feed.stats };
}

const byId = (products: CatalogueProduct[], id: string) => products.find((p) => p.id === id);

describe('parseFeed recovering from common defects', () => {
  it('reads every item of an RSS feed whose only defects are bare &, HTML entities and control characters', async () => {
    const { products, stats } = await collect(stream('recoverable.rss.xml'));
    expect(products).toHaveLength(263);
    expect(byId(products, 'P-025')).toMatchObject({
      brand: 'Dolce & Gabbana',
      link: 'https://shop.example.it/p/25?colore=nero&taglia=M',
    });
    // &nbsp; is U+00A0, as HTML means it; the engine's tokenizer splits words on it.
    expect(byId(products, 'P-031')?.description).toBe('Cotone\u00a0100%, écru © Ferri');
    expect(byId(products, 'P-041')?.description).toBe('Borsa in pelle');
    expect(byId(products, 'P-051')?.description).toBe('Prezzo €\u00a09 &bogus; incluso');
    // CDATA is literal: nothing in it is an entity.
    expect(byId(products, 'P-081')?.description).toBe('Tom & Jerry &nbsp; <b>cartoon</b>');
    expect(byId(products, 'P-263')?.brand).toBe('Ferri\u00a0&\u00a0Figli');
    expect(stats).toEqual({
      format: 'rss',
      gzip: false,
      items: 263,
      products: 263,
      itemErrorCount: 0,
      itemErrors: [],
      warningCount: 6,
      warnings: [
        { index: 24, id: 'P-025', kind: 'bare-ampersand', count: 2 },
        { index: 30, id: 'P-031', kind: 'undeclared-entity', count: 3 },
        { index: 40, id: 'P-041', kind: 'control-character', count: 3 },
        { index: 50, id: 'P-051', kind: 'undeclared-entity', count: 3 },
        { index: 262, id: 'P-263', kind: 'undeclared-entity', count: 2 },
        // The channel's own title, outside any item.
        { kind: 'bare-ampersand', count: 1 },
      ],
    });
  });

  it('recovers in Atom too: a bare & in a link href, entities in text and a price', async () => {
    const { products, stats } = await collect(stream('recoverable.atom.xml'));
    expect(products).toEqual([
      {
        id: 'MUG-RED',
        title: 'Ceramic mug – red',
        link: 'https://shop.example.com/p/mug?colour=red&size=l',
        price: { amount: 12.5, currency: 'GBP' },
        additionalImageLinks: [],
        productType: [],
        customLabels: [],
      },
      expect.objectContaining({ id: 'MUG-BLUE', description: 'Holds 350 ml.' }),
    ]);
    expect(stats).toMatchObject({ format: 'atom', items: 2, products: 2, itemErrorCount: 0 });
    expect(stats.warnings).toEqual([
      { index: 0, id: 'MUG-RED', kind: 'undeclared-entity', count: 2 },
      { index: 0, id: 'MUG-RED', kind: 'bare-ampersand', count: 1 },
      { index: 1, id: 'MUG-BLUE', kind: 'control-character', count: 1 },
    ]);
    expect(stats.error).toBeUndefined();
  });

  it('drops control characters from TSV rows and reports them per row', async () => {
    const { products, stats } = await collect(stream('recoverable.tsv'));
    expect(products.map((p) => [p.title, p.brand])).toEqual([
      ['Tazza Moka', 'Bialetti'],
      ['Teiera', 'Alessi'],
      ['Caffè macinato', 'Lavazza'],
    ]);
    expect(stats.warnings).toEqual([
      { index: 0, id: 'T-1', kind: 'control-character', count: 3 },
      { index: 2, id: 'T-3', kind: 'control-character', count: 1 },
    ]);
    expect(stats.warningCount).toBe(2);
  });

  it('still stops at a broken structure: good items before the cut, then feed-malformed', async () => {
    const xml = readFileSync(fixture('recoverable.rss.xml'), 'utf8');
    const cut = xml.indexOf('<g:title>Prodotto 100');
    const { products, stats } = await collect(Readable.from([Buffer.from(xml.slice(0, cut))]));
    expect(products).toHaveLength(99);
    expect(stats).toMatchObject({ items: 100, itemErrorCount: 1, warningCount: 5 });
    expect(stats.itemErrors).toEqual([
      { index: 99, id: 'P-100', code: 'item-cut-off', reason: 'the feed ends inside this item' },
    ]);
    expect(stats.error?.code).toBe('feed-malformed');
  });

  it('keeps an item with an unclosed tag an item error, as before', async () => {
    const xml = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel><item><g:id>A</g:id><g:title>x</item><item><g:id>B</g:id><g:title>ok &amp; fine</g:title></item></channel></rss>`;
    const { products, stats } = await collect(Readable.from([Buffer.from(xml)]));
    expect(products.map((p) => p.title)).toEqual(['ok & fine']);
    expect(stats).toMatchObject({ items: 2, itemErrorCount: 1 });
    expect(stats.itemErrors[0]).toMatchObject({ index: 0, id: 'A' });
    expect(stats.itemErrors[0]?.reason).toMatch(/unexpected close tag/);
    expect(stats.warningCount).toBe(0);
  });

  it('counts every warning but keeps only the first details', async () => {
    const items = Array.from(
      { length: 150 },
      (_, i) => `<item><g:id>N-${i}</g:id><g:title>A&nbsp;B</g:title></item>`,
    ).join('');
    const xml = `<rss xmlns:g="http://base.google.com/ns/1.0"><channel>${items}</channel></rss>`;
    const { products, stats } = await collect(Readable.from([Buffer.from(xml)]));
    expect(products).toHaveLength(150);
    expect(stats.warningCount).toBe(150);
    expect(stats.warnings).toHaveLength(MAX_WARNING_DETAILS);
  });
});
