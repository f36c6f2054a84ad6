import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import {
  fineTuningWith,
  queryField,
  saveConf,
  searchIds,
  setupWith,
} from '../../../test/shop-setup';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { ProductsRepository } from '../catalogue/index';

const PRODUCTS = [
  { id: 'a', title: 'Scarpa rossa', brand: 'Alpha' },
  { id: 'b', title: 'Borsa rossa', brand: 'Beta' },
];

describe('stored indexes across restarts', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;
  let file: string;
  const restarted: App[] = [];

  /** A second server on the same database and data dir, started the way `startServer` starts. */
  const restart = async (): Promise<{ server: App['server']; productReads: number }> => {
    const reads = vi.spyOn(ProductsRepository.prototype, 'listByShop');
    const next = await buildApp({ config: app.config, database: app.database, runJobs: false });
    restarted.push(next);
    await next.services.indexing.loadAll();
    const productReads = reads.mock.calls.length;
    reads.mockRestore();
    return { server: next.server, productReads };
  };

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'restart@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS });
    await app.services.indexing.idle();
    file = path.join(app.config.dataDir, 'indexes', `${shop.id}.idx`);
  });
  afterEach(async () => {
    for (const next of restarted.splice(0)) await next.server.close();
  });
  afterAll(() => app.dispose());

  it('serves search from the stored index without reading products', async () => {
    expect(fs.existsSync(file)).toBe(true);
    // Rows gone behind the server's back, without a version bump: only the stored index knows them.
    const rows = await app.database.db.selectFrom('products').selectAll().execute();
    await app.database.db.deleteFrom('products').execute();
    try {
      const { server, productReads } = await restart();
      expect(productReads).toBe(0);
      expect(await searchIds(server, shop.key, 'rossa')).toEqual(['a', 'b']);
      const attributes = await server.inject({
        method: 'GET',
        url: `/API/shops/${shop.id}/attributes`,
        headers: owner.headers,
      });
      expect(attributes.json()).toEqual(expect.arrayContaining(['title', 'brand']));
    } finally {
      await app.database.db.insertInto('products').values(rows).execute();
    }
  });

  it('rebuilds once the catalogue changed after the index was stored', async () => {
    // A change the running server never indexed: the stored file still describes the old catalogue.
    const products = new ProductsRepository(app.database.db);
    const data = JSON.stringify({ id: 'c', title: 'Cintura rossa', brand: 'Gamma' });
    await products.applyBatch(shop.id, [{ id: 'c', data }], ['b'], 1);
    const { server, productReads } = await restart();
    expect(productReads).toBe(1);
    expect(await searchIds(server, shop.key, 'rossa')).toEqual(['a', 'c']);
    await restarted[0]?.services.indexing.idle();
    // The rebuild stored a current file: the next restart uses it again.
    expect((await restart()).productReads).toBe(0);
  });

  it('keeps the stored index when only query settings changed, and applies the current ones', async () => {
    const stored = fs.readFileSync(file);
    expect(
      (
        await saveConf(app.server, owner, shop.id, {
          fineTuning: fineTuningWith({ stopwords: ['rossa'] }),
        })
      ).statusCode,
    ).toBe(200);
    await app.services.indexing.idle();
    fs.writeFileSync(file, stored);
    const { server, productReads } = await restart();
    expect(productReads).toBe(0);
    // 'rossa' is a stop word now; alone it is kept, next to another word it is dropped.
    expect(await searchIds(server, shop.key, 'scarpa rossa')).toEqual(['a']);
  });

  it('rebuilds when what the index is built from changed since it was stored', async () => {
    const stored = fs.readFileSync(file);
    const setup = setupWith({ query: { title: queryField(), brand: queryField('code') } });
    expect((await saveConf(app.server, owner, shop.id, { setup })).statusCode).toBe(200);
    await app.services.indexing.idle();
    fs.writeFileSync(file, stored);
    const { server, productReads } = await restart();
    expect(productReads).toBe(1);
    // brand is a code field now: exact only, so a typo no longer finds it.
    expect(await searchIds(server, shop.key, 'Alpha')).toEqual(['a']);
    expect(await searchIds(server, shop.key, 'Alphx')).toEqual([]);
  });

  it.each([
    ['truncated', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2))],
    ['garbled', (bytes: Buffer) => Buffer.from(bytes).fill(7, 100, 200)],
    ['empty', () => Buffer.alloc(0)],
  ])('rebuilds from the products when the file is %s', async (_name, damage) => {
    fs.writeFileSync(file, damage(fs.readFileSync(file)));
    const { server, productReads } = await restart();
    expect(productReads).toBe(1);
    expect(await searchIds(server, shop.key, 'scarpa')).toEqual(['a']);
  });

  it('deletes the stored index with the shop', async () => {
    const other = await registerCustomShop(app.server, owner, 'https://other.example');
    await pushBatch(app.server, owner.apiKey, other.id, { upserts: PRODUCTS });
    await app.services.indexing.idle();
    const otherFile = path.join(app.config.dataDir, 'indexes', `${other.id}.idx`);
    expect(fs.existsSync(otherFile)).toBe(true);
    const removed = await app.server.inject({
      method: 'DELETE',
      url: `/API/shops/${other.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(otherFile)).toBe(false);
    expect(fs.existsSync(file)).toBe(true);
  });
});
