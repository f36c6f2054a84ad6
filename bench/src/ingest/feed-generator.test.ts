import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueProductSchema, type CatalogueProduct } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProducts } from '../../../apps/server/src/modules/demo/index.js';
import { parseFeed } from '../../../apps/server/src/modules/feeds/index.js';
import { writeBenchFeed } from './feed-generator.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function parsed(path: string): Promise<CatalogueProduct[]> {
  const products: CatalogueProduct[] = [];
  for await (const product of parseFeed(createReadStream(path))) products.push(product);
  return products;
}

describe('the bench feed', () => {
  it('is the demo catalogue of the same seed, item for item, as the server parses it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'trova-bench-feed-'));
    const path = join(dir, 'feed.xml');
    const bytes = await writeBenchFeed(path, 1201, 42);
    expect(bytes).toBeGreaterThan(1201 * 500);
    const expected = demoProducts(1201, 42).map((product) => catalogueProductSchema.parse(product));
    expect(await parsed(path)).toEqual(expected);
  });
});
