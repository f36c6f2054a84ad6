import { afterEach, describe, expect, it } from 'vitest';
import type { Magento2Fake } from './fakes/magento2/magento2.fake';
import { generateMagentoCatalogue } from './fakes/magento2/magento2.generator';
import { all, closeMagentoSetups, failure, setup } from './fakes/magento2/magento2.harness';

afterEach(closeMagentoSetups);

const productPages = (fake: Magento2Fake): number[] =>
  fake.requests
    .filter((request) => request.path.endsWith('/V1/products') && request.status === 200)
    .map((request) => Number(request.query['searchCriteria[currentPage]']));

describe('Magento 2 client: full import', () => {
  it('imports the products the store view shows, with the Bearer token on every call', async () => {
    const { fake, client } = await setup();
    const products = await all(client);
    expect(products.map((product) => product.id).sort()).toEqual(['1', '12', '13', '2', '3', '7']);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.requests.every((request) => request.authorization === `Bearer ${fake.token}`)).toBe(
      true,
    );
    const tent = products.find((product) => product.id === '2');
    expect(tent).toMatchObject({
      availability: 'out_of_stock',
      link: `${fake.url}/tenda-due-posti-cima.html`,
    });
  });

  it('folds configurable children read from their own endpoint', async () => {
    const { fake, client } = await setup();
    const shoes = (await all(client)).find((product) => product.id === '3');
    expect(shoes).toMatchObject({
      size: '42, 43',
      price: { amount: 139, currency: 'EUR' },
      availability: 'in_stock',
    });
    expect(fake.requests.map((request) => request.path)).toContain(
      '/default/V1/configurable-products/SCARPE-DOL/children',
    );
  });

  it('puts the store view in the path and reads its links', async () => {
    const { fake, client } = await setup({}, { storeView: 'en' });
    const products = await all(client);
    expect(products.find((product) => product.id === '1')?.link).toBe(
      `${fake.url}/en/zaino-30-l.html`,
    );
    const catalogue = fake.requests.filter((request) => request.path.includes('/V1/products'));
    expect(catalogue.every((request) => request.path.startsWith('/en/V1/'))).toBe(true);
  });

  it('stops paging on total_count and never asks past the last page', async () => {
    const { fake, client } = await setup({ catalogue: generateMagentoCatalogue(250) });
    const products = await all(client);
    expect(new Set(products.map((product) => product.id)).size).toBe(250);
    expect(products).toHaveLength(250);
    expect(productPages(fake)).toEqual([1, 2, 3]);
  });

  it('a page past the end repeats the last page, and the repeat never duplicates products', async () => {
    const { fake, client } = await setup({ catalogue: generateMagentoCatalogue(250) });
    const seen: string[] = [];
    let pages = 0;
    for await (const page of client.products()) {
      seen.push(...page.map((product) => product.id));
      // After two pages 60 products of the first vanish: page 3 is now past the end of 190,
      // and Magento answers it with the last page, whose first 40 products were already read.
      if (++pages === 2) for (const id of seen.slice(0, 60)) fake.remove(Number(id));
    }
    expect(seen).toHaveLength(250);
    expect(new Set(seen).size).toBe(250);
    expect(productPages(fake)).toEqual([1, 2, 3]);

    const direct = async (page: number): Promise<unknown> => {
      const query = `searchCriteria[pageSize]=100&searchCriteria[currentPage]=${page}`;
      const response = await fetch(`${fake.url}/rest/default/V1/products?${query}`, {
        headers: { authorization: `Bearer ${fake.token}` },
      });
      return response.json();
    };
    expect(await direct(99)).toEqual(await direct(await lastPage(fake)));
  });
});

/** The last page's number for 100 products a page, from the fake's own total. */
async function lastPage(fake: Magento2Fake): Promise<number> {
  const response = await fetch(`${fake.url}/rest/default/V1/products?searchCriteria[pageSize]=1`, {
    headers: { authorization: `Bearer ${fake.token}` },
  });
  const { total_count: total } = (await response.json()) as { total_count: number };
  return Math.ceil(total / 100);
}

describe('Magento 2 client: manners and errors', () => {
  it('waits as Retry-After says when Magento throttles', async () => {
    const { fake, client, sleeps } = await setup();
    fake.inject({ status: 429, retryAfter: '7', times: 2, path: '/V1/products' });
    expect(await all(client)).toHaveLength(6);
    expect(sleeps).toEqual([7000, 7000]);
    const statuses = fake.requests
      .filter((r) => r.path.endsWith('/V1/products'))
      .map((r) => r.status);
    expect(statuses.slice(0, 3)).toEqual([429, 429, 200]);
  });

  it('reads stock SKU by SKU where Multi-Source Inventory is absent', async () => {
    const { fake, client } = await setup({ msi: false });
    const tent = (await all(client)).find((product) => product.id === '2');
    expect(tent?.availability).toBe('out_of_stock');
    expect(
      fake.requests.some((request) => request.path === '/default/V1/stockItems/TENDA-2P'),
    ).toBe(true);
  });

  it('a wrong token is refused as invalid credentials', async () => {
    const { client } = await setup({}, { accessToken: 'not0the0token' });
    expect((await failure(client.check())).code).toBe('platform-credentials-invalid');
    expect((await failure(all(client))).code).toBe('platform-credentials-invalid');
  });
});
