import { algoliasearch } from 'algoliasearch';
import algoliasearchV4 from 'algoliasearch-v4';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { strongPassword, uniqueEmail } from './support/accounts';
import {
  createAlgoliaShop,
  generatedCatalogue,
  nativeSearch,
  type AlgoliaShop,
} from './support/algolia-shop';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const STOREFRONT = 'https://algolia-clients.example';

interface Hit {
  objectID: string;
  price: number;
}

/**
 * The unmodified `algoliasearch` 5 and 4 clients in Node, pointed at the real Trova by `hosts`
 * only (docs/product/algolia-protocol.md). Every number expected comes from the native search
 * route (with a preview token, so never logged) or from the generated catalogue.
 */
describe('algoliasearch 5 and 4, unmodified, on Trova', () => {
  let shop: AlgoliaShop;
  const { hostname, port } = new URL(baseUrl);
  const v5 = () =>
    algoliasearch('trova', shop.key, {
      hosts: [{ url: hostname, port: Number(port), protocol: 'http', accept: 'readWrite' }],
    });
  const v4 = () =>
    algoliasearchV4('trova', shop.key, {
      hosts: [{ url: `${hostname}:${port}`, protocol: 'http' }],
    });

  beforeAll(async () => {
    const login = { email: uniqueEmail('algolia-clients'), password: strongPassword() };
    shop = await createAlgoliaShop(baseUrl, dataDir, STOREFRONT, login);
  });

  it('v5: nbHits, pages and facet counts match the native search', async () => {
    const native = await nativeSearch(baseUrl, shop, { q: 'scarpa' });
    const { results } = await v5().search({
      requests: [
        { indexName: shop.key, query: 'scarpa', facets: ['brand', 'color'], hitsPerPage: 10 },
      ],
    });
    const [result] = results as {
      nbHits: number;
      nbPages: number;
      facets: Record<string, Record<string, number>>;
      hits: Hit[];
    }[];
    expect(result?.nbHits).toBe(native.results_count);
    expect(result?.nbPages).toBe(Math.ceil(native.results_count / 10));
    expect(result?.facets.brand).toEqual(native.stats.brand);
    expect(result?.facets.color).toEqual(native.stats.color);
    expect(result?.hits.map((hit) => hit.objectID)).toEqual(
      native.results.slice(0, 10).map((hit) => hit.header.externalId),
    );
  });

  it('v4: a sort replica with OR facet and price filters orders as the native sort', async () => {
    const native = await nativeSearch(baseUrl, shop, {
      q: '',
      filters: { brand: ['Acme', 'Zeta'] },
      price: { from: 20, to: 100 },
      sortByPrice: 'ASC',
    });
    const answer = await v4()
      .initIndex(`${shop.key}:selling_price:asc`)
      .search<Hit>('', {
        facetFilters: [['brand:Acme', 'brand:Zeta']],
        numericFilters: ['price>=20', 'price<=100'],
        hitsPerPage: 100,
      });
    expect(answer.nbHits).toBe(native.results_count);
    expect(answer.hits.map((hit) => hit.objectID)).toEqual(
      native.results.map((hit) => hit.header.externalId),
    );
    const prices = answer.hits.map((hit) => hit.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('both: category levels and price stats are counted from the catalogue', async () => {
    const catalogue = generatedCatalogue(STOREFRONT);
    const levels = new Map<string, number>();
    for (const product of catalogue) {
      const path = product.productType?.[0] ?? '';
      const top = path.split(' > ')[0] ?? '';
      levels.set(top, (levels.get(top) ?? 0) + 1);
      levels.set(path, (levels.get(path) ?? 0) + 1);
    }
    const prices = catalogue.map((product) => product.price?.amount ?? 0);
    const facets = ['categories.lvl0', 'categories.lvl1', 'price'];
    const [fromV5] = (
      await v5().search({ requests: [{ indexName: shop.key, query: '', facets, hitsPerPage: 0 }] })
    ).results as {
      facets: Record<string, Record<string, number>>;
      facets_stats: Record<string, { min: number; max: number }>;
    }[];
    const fromV4 = await v4().initIndex(shop.key).search('', { facets, hitsPerPage: 0 });
    for (const result of [fromV5, fromV4]) {
      for (const [value, count] of Object.entries(result?.facets?.['categories.lvl0'] ?? {})) {
        expect(count).toBe(levels.get(value));
      }
      expect(Object.keys(result?.facets?.['categories.lvl1'] ?? {}).sort()).toEqual(
        [...levels.keys()].filter((value) => value.includes(' > ')).sort(),
      );
      expect(result?.facets_stats?.price).toMatchObject({
        min: Math.min(...prices),
        max: Math.max(...prices),
      });
    }
  });

  it('both: facet value search counts as the native facet counts', async () => {
    const native = await nativeSearch(baseUrl, shop, { q: '' });
    const fromV5 = await v5().searchForFacetValues({
      indexName: shop.key,
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'ze' },
    });
    const fromV4 = await v4().initIndex(shop.key).searchForFacetValues('brand', 'ze');
    for (const answer of [fromV5, fromV4]) {
      expect(answer.facetHits).toEqual([
        { value: 'Zeta', highlighted: '<em>Ze</em>ta', count: native.stats.brand?.Zeta },
      ]);
    }
  });

  it('both: an unknown key is refused with 403 and an unknown replica with 404', async () => {
    const stranger = algoliasearch('trova', 'no-such-key', {
      hosts: [{ url: hostname, port: Number(port), protocol: 'http', accept: 'readWrite' }],
    });
    await expect(
      stranger.search({ requests: [{ indexName: 'no-such-key', query: '' }] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(v4().initIndex(`${shop.key}:colour:asc`).search('')).rejects.toMatchObject({
      status: 404,
    });
  });
});
