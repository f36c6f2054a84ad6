import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { strongPassword, uniqueEmail } from './support/accounts';
import {
  DESKTOP_CHROME,
  createAlgoliaShop,
  nativeSearch,
  type AlgoliaShop,
} from './support/algolia-shop';
import { bundlePage, serveClientPages, type ClientPageServer } from './support/client-pages';
import { eventNamed, facetCounts, mainQueries, sentQueryId } from './support/instantsearch-dom';
import { api, bearer } from './support/shop-api';
import type { AnalyticsOverview } from '@trova/contracts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const QUERY = 'scarpa';

describe('InstantSearch.js 4 and React InstantSearch 7, unmodified, on Trova in Chromium', () => {
  let browser: Browser;
  let pages: ClientPageServer;
  let shop: AlgoliaShop;
  /** The product searches the InstantSearch page sent, which analytics must count. */
  let searches = 0;
  const host = new URL(baseUrl).host;

  /** Every answer of Trova's `/1/` paths that was not a success, with what was sent. */
  const refused: string[] = [];

  async function open(
    name: string,
    userToken: string,
  ): Promise<{ page: Page; requests: Request[] }> {
    const context = await browser.newContext({ userAgent: DESKTOP_CHROME, locale: 'it-IT' });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    page.on('response', (response) => {
      const request = response.request();
      if (!response.ok() && request.url().startsWith(`${baseUrl}/1/`)) {
        refused.push(`${response.status()} ${request.url()} ${request.postData() ?? ''}`);
      }
    });
    await page.goto(`${pages.origin}/${name}?host=${host}&key=${shop.key}&userToken=${userToken}`);
    return { page, requests };
  }

  beforeAll(async () => {
    const [instantsearch, react] = await Promise.all([
      bundlePage('instantsearch.page.ts'),
      bundlePage('react-instantsearch.page.ts'),
    ]);
    const containers = ['searchbox', 'stats', 'brand', 'price', 'categories', 'sort', 'dynamic']
      .concat(['hits', 'pagination'])
      .map((id) => `<div id="${id}"></div>`);
    pages = await serveClientPages({
      instantsearch: { body: containers.join(''), script: instantsearch },
      react: { body: '<div id="app"></div>', script: react },
    });
    const login = { email: uniqueEmail('instantsearch'), password: strongPassword() };
    shop = await createAlgoliaShop(baseUrl, dataDir, pages.origin, login);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await pages?.close();
  });

  it('searches, refines, sorts and pages with the numbers of the native route', async () => {
    const { page, requests } = await open('instantsearch', 'shopper-is');
    const nbHits = () => page.locator('#stats .nb-hits').textContent();
    const hitIds = () =>
      page.locator('#hits article').evaluateAll((hits) => hits.map((hit) => hit.dataset.objectId));
    const all = await nativeSearch(baseUrl, shop, { q: QUERY });

    await page.locator('#searchbox input').fill(QUERY);
    await poll(nbHits).toBe(String(all.results_count));
    expect(await page.locator('#hits .hit-title mark').first().textContent()).toBe('Scarpa');
    expect(await facetCounts(page, '#brand', '.ais-RefinementList-item')).toEqual(
      Object.entries(all.stats.brand ?? {}),
    );
    // Searching the brands asks Trova for facet values, counted under the query.
    const brandSearch = page.locator('#brand .ais-SearchBox-input');
    await brandSearch.fill('ze');
    await poll(() => facetCounts(page, '#brand', '.ais-RefinementList-item')).toEqual([
      ['Zeta', all.stats.brand?.Zeta],
    ]);
    await brandSearch.fill('');
    await poll(() => facetCounts(page, '#brand', '.ais-RefinementList-item')).toHaveLength(4);
    // The layout lists material before colour; dynamicWidgets follows renderingContent.
    const dynamic = page.locator('#dynamic .ais-RefinementList');
    expect(await dynamic.count()).toBe(2);
    await dynamic.nth(0).getByText('pelle').waitFor();
    await dynamic.nth(1).getByText('rosso').waitFor();

    // The virtual replica sorts by price; page 2 holds the native route's next four.
    await page.locator('#sort select').selectOption({ label: 'Price ascending' });
    const cheapest = await nativeSearch(baseUrl, shop, { q: QUERY, sortByPrice: 'ASC', limit: 8 });
    const ids = cheapest.results.map((hit) => hit.header.externalId);
    await poll(hitIds).toEqual(ids.slice(0, 4));
    expect(await page.locator('#hits .hit-price').first().textContent()).toBe(
      String(cheapest.results[0]?.pricing.sellingPrice),
    );
    await page.locator('#pagination a', { hasText: /^2$/ }).click();
    await poll(hitIds).toEqual(ids.slice(4, 8));

    // OR between two brands: the list keeps counting every brand.
    const brands = ['Acme', 'Zeta'];
    for (const brand of brands)
      await page.getByRole('checkbox', { name: new RegExp(brand) }).check();
    const byBrand = await nativeSearch(baseUrl, shop, { q: QUERY, filters: { brand: brands } });
    await poll(nbHits).toBe(String(byBrand.results_count));
    expect(await facetCounts(page, '#brand', '.ais-RefinementList-item')).toEqual(
      Object.entries(all.stats.brand ?? {}),
    );

    // The category tree: departments first, then the chosen one's children.
    const tree = byBrand.stats.categories ?? {};
    const menu = () => facetCounts(page, '#categories', '.ais-HierarchicalMenu-link');
    await poll(menu).toEqual(
      expect.arrayContaining([
        ['Donna', tree.Donna],
        ['Uomo', tree.Uomo],
      ]),
    );
    await page.locator('#categories .ais-HierarchicalMenu-link', { hasText: 'Donna' }).click();
    const inDonna = await nativeSearch(baseUrl, shop, {
      q: QUERY,
      filters: { brand: brands, categories: ['Donna'] },
    });
    await poll(nbHits).toBe(String(inDonna.results_count));
    const shoes = Object.entries(tree).find(([path]) => /^Donna.+Scarpe$/.test(path));
    expect(await menu()).toContainEqual(['Scarpe', shoes?.[1]]);

    // The price range: the bounds shown are the answer's, a minimum narrows as natively.
    const price = inDonna.stats.price ?? {};
    const min = page.locator('#price input').nth(0);
    expect(await min.getAttribute('placeholder')).toBe(String(price.min));
    expect(await page.locator('#price input').nth(1).getAttribute('placeholder')).toBe(
      String(price.max),
    );
    const from = Math.round(((price.min ?? 0) + (price.max ?? 0)) / 2);
    await min.fill(String(from));
    await page.locator('#price button').click();
    const ranged = await nativeSearch(baseUrl, shop, {
      q: QUERY,
      filters: { brand: brands, categories: ['Donna'] },
      price: { from },
    });
    await poll(nbHits).toBe(String(ranged.results_count));

    // A click through the insights middleware, then the thank-you page's two purchases: one
    // after the search (its queryID), one without, of another product the search showed.
    const [clicked, shown] = await hitIds();
    const click = page.waitForRequest((request) => eventNamed(request, 'Product Clicked'));
    await page.locator('#hits .hit-title').first().click();
    const queryID = sentQueryId(await click);
    expect(queryID).toMatch(/^[a-f0-9]{32}$/);
    expect((await (await click).response())?.status()).toBe(200);
    const sent = ['Bought', 'Bought later'].map((name) =>
      page.waitForRequest((request) => eventNamed(request, name)),
    );
    await page.evaluate(
      ([queryID, clicked, shown, index]) => {
        const aa = (window as unknown as { aa: (...args: unknown[]) => unknown }).aa;
        const sale = { index, currency: 'EUR', value: 40 };
        aa('purchasedObjectIDsAfterSearch', {
          ...sale,
          eventName: 'Bought',
          queryID,
          objectIDs: [clicked],
        });
        aa('purchasedObjectIDs', { ...sale, eventName: 'Bought later', objectIDs: [shown] });
      },
      [queryID, clicked, shown, shop.key],
    );
    for (const request of await Promise.all(sent)) {
      expect((await request.response())?.status()).toBe(200);
    }
    searches = mainQueries(requests);
    // The libraries' own calls (the middleware's start event, views, filter clicks) all succeed.
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('the click and both purchases reach the shop’s analytics, the purchase without queryID attributed', async () => {
    const day = Math.floor(Date.now() / 86_400_000) * 86_400;
    const overview = () =>
      api<AnalyticsOverview>(baseUrl, `analytics/${shop.id}/overview`, {
        method: 'POST',
        headers: bearer(shop.owner),
        body: JSON.stringify({ device: 'all', date: { from: day, to: day + 86_399 } }),
      });
    const sum = (series: readonly number[] | undefined) =>
      (series ?? []).reduce((total, value) => total + value, 0);
    // Rolled up in the background (TROVA_ANALYTICS_ROLLUP_SECONDS).
    const counted = async () => {
      const { kpi, data } = await overview();
      return {
        clicks: kpi.total_clicks.value,
        conversions: sum(data.conversions),
        value: sum(data.totalValue),
      };
    };
    await expect
      .poll(counted, { timeout: 20_000 })
      .toEqual({ clicks: 1, conversions: 2, value: 80 });
    const { kpi } = await overview();
    // InstantSearch's OR sub-queries (`analytics: false`) are never logged as searches.
    expect(kpi.total_searches.value).toBe(searches);
  });

  it('React InstantSearch 7 on algoliasearch 4 shows the native counts and hits', async () => {
    const { page } = await open('react', 'shopper-react');
    const stats = () => page.locator('.ais-Stats-text').textContent();
    const hitIds = () =>
      page.locator('.hit-title').evaluateAll((hits) => hits.map((hit) => hit.dataset.objectId));
    const bags = await nativeSearch(baseUrl, shop, { q: 'borsa' });
    await page.locator('.ais-SearchBox-input').fill('borsa');
    await poll(stats).toMatch(new RegExp(`^${bags.results_count} results`));
    expect(await facetCounts(page, '', '.ais-RefinementList-item')).toEqual(
      Object.entries(bags.stats.brand ?? {}).slice(0, 10),
    );
    await page.getByRole('checkbox', { name: /Nova/ }).check();
    const nova = await nativeSearch(baseUrl, shop, { q: 'borsa', filters: { brand: ['Nova'] } });
    await poll(stats).toMatch(new RegExp(`^${nova.results_count} results`));
    expect(await hitIds()).toEqual(nova.results.slice(0, 20).map((hit) => hit.header.externalId));
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
