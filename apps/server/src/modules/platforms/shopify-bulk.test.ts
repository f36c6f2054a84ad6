import { afterEach, describe, expect, it } from 'vitest';
import { startShopifyFake, type ShopifyFake } from './fakes/shopify/shopify.fake';
import { PlatformHttp } from './platform-http';
import { jsonLines, shopifyBulkProducts } from './shopify-bulk';
import { ShopifyGraphql } from './shopify-graphql';
import type { ShopifyProduct } from './shopify.mapper';
import { SHOPIFY_API_VERSION } from './shopify-queries';

/** Chunks as a socket hands them over, one at a time. */
async function* chunks(parts: Buffer[]): AsyncIterable<Buffer> {
  for (const part of parts) yield await Promise.resolve(part);
}

describe('jsonLines', () => {
  it('cuts lines across chunks, a UTF-8 character split between two included', async () => {
    const text = Buffer.from('{"title":"Sacco a pelo -5°"}\n\n{"title":"Perù"}\r\n{"last":true}');
    // Split inside "°" (two bytes) and inside a line.
    const cut = text.indexOf(Buffer.from('°')) + 1;
    const lines: string[] = [];
    for await (const line of jsonLines(
      chunks([text.subarray(0, cut), text.subarray(cut, 40), text.subarray(40)]),
    )) {
      lines.push(line);
    }
    expect(lines).toEqual(['{"title":"Sacco a pelo -5°"}', '{"title":"Perù"}', '{"last":true}']);
  });
});

describe('shopifyBulkProducts', () => {
  let fake: ShopifyFake | undefined;
  let http: PlatformHttp | undefined;
  afterEach(async () => {
    http?.close();
    await fake?.close();
  });

  const exportOf = async (exportOrder: 'grouped' | 'children-last') => {
    const shop = await startShopifyFake({ exportOrder });
    fake = shop;
    http = new PlatformHttp({ platform: 'Shopify', allowTarget: ({ port }) => port === shop.port });
    const graphql = new ShopifyGraphql(
      { host: shop.shop, accessToken: shop.accessToken, apiOrigin: shop.origin },
      http,
    );
    const products: ShopifyProduct[] = [];
    const sleep = () => Promise.resolve();
    for await (const product of shopifyBulkProducts(graphql, { sleep })) products.push(product);
    return products;
  };

  it('speaks a supported API version in which the export can be asked to group lines', () => {
    // groupObjects exists from 2025-07; 2025-01 is past Shopify's 12 months of support.
    expect(SHOPIFY_API_VERSION >= '2026-07').toBe(true);
  });

  it('folds every child line of a grouped export into its product', async () => {
    const products = await exportOf('grouped');
    expect(products).toHaveLength(12);
    expect(products.every((product) => product.variants.length > 0)).toBe(true);
  });

  it('fails the import rather than dropping child lines that do not follow their product', async () => {
    const failure = exportOf('children-last');
    await expect(failure).rejects.toMatchObject({ code: 'platform-answer-invalid' });
    await expect(failure).rejects.toThrow('not right after its product');
  });
});
