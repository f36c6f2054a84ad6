import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { strongPassword, uniqueEmail } from './support/accounts';
import {
  DESKTOP_CHROME,
  createAlgoliaShop,
  nativeSearch,
  type AlgoliaShop,
} from './support/algolia-shop';
import { AnalyticsStore, DAY_MS } from './support/analytics-store';
import { bundlePage, serveClientPages, type ClientPageServer } from './support/client-pages';
import { buildSuggestions } from './support/suggestions-build';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

/**
 * What shoppers searched before the test, each search by its own shopper (one intent each). A
 * suggestion needs 3 intents with results, 3 letters and 3 products (docs/product/analytics.md):
 * `sc` has too few letters, `scarpa viola` finds nothing.
 */
const SEARCHED: Record<string, number> = {
  'scarpa classica': 5,
  scarpa: 3,
  'scarpa sportiva': 2,
  borsa: 4,
  sc: 3,
};

/** One storefront search, by a shopper of its own, as the layer sends it. */
async function shopperSearch(shop: AlgoliaShop, q: string, shopper: string): Promise<void> {
  const params = new URLSearchParams({ q, userToken: shopper });
  const answer = await fetch(`${baseUrl}/API/shops/${shop.key}/search?${params.toString()}`, {
    headers: { 'user-agent': DESKTOP_CHROME },
  });
  expect(answer.status).toBe(200);
  await answer.body?.cancel();
}

describe('Autocomplete with getAlgoliaResults and the query-suggestions plugin, on Trova', () => {
  let browser: Browser;
  let pages: ClientPageServer;
  let shop: AlgoliaShop;

  beforeAll(async () => {
    pages = await serveClientPages({
      autocomplete: {
        body: '<div id="autocomplete"></div>',
        script: await bundlePage('autocomplete.page.ts'),
      },
    });
    const login = { email: uniqueEmail('autocomplete'), password: strongPassword() };
    shop = await createAlgoliaShop(baseUrl, dataDir, pages.origin, login);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await pages?.close();
  });

  async function open(): Promise<Page> {
    const context = await browser.newContext({ userAgent: DESKTOP_CHROME });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const host = new URL(baseUrl).host;
    await page.goto(`${pages.origin}/autocomplete?host=${host}&key=${shop.key}`);
    return page;
  }

  it('builds the suggestions from the shoppers’ searches', async () => {
    let shopper = 0;
    for (const [q, times] of Object.entries(SEARCHED)) {
      for (let i = 0; i < times; i += 1) await shopperSearch(shop, q, `qs-${(shopper += 1)}`);
    }
    // The build reads the rolled-up intents (TROVA_ANALYTICS_ROLLUP_SECONDS in the e2e server).
    const store = new AnalyticsStore(dataDir);
    const today = Math.floor(Date.now() / DAY_MS);
    try {
      await expect
        .poll(
          () => store.queryIntents(shop.id, { fromDay: today, toDay: today }, 'borsa').intents,
          {
            timeout: 15_000,
          },
        )
        .toBe(4);
    } finally {
      store.close();
    }
    // Three pass: `sc` is too short, `scarpa sportiva` too rare.
    expect(await buildSuggestions(dataDir, shop.id)).toBe(3);
  });

  it('suggests the popular searches and shows the products the native route finds', async () => {
    const page = await open();
    const source = (id: string) => page.locator(`.aa-Source[data-autocomplete-source-id="${id}"]`);
    const suggestions = () =>
      source('querySuggestionsPlugin')
        .locator('.aa-ItemContentTitle')
        .evaluateAll((items) => items.map((item) => item.textContent?.trim()));
    const products = () =>
      source('products')
        .locator('.product')
        .evaluateAll((items) => items.map((item) => item.dataset.objectId));

    await page.locator('.aa-Input').click();
    await page.keyboard.type('sca', { delay: 30 });
    // Most popular first; `sc` and the product-less queries were never suggestions.
    await poll(suggestions).toEqual(['scarpa classica', 'scarpa']);
    const sca = await nativeSearch(baseUrl, shop, { q: 'sca', limit: 4 });
    await poll(products).toEqual(sca.results.map((hit) => hit.header.externalId));
    expect(await source('products').locator('.product-price').first().textContent()).toBe(
      String(sca.results[0]?.pricing.sellingPrice),
    );
    // The typed prefix is marked (Trova marks the whole word it begins, Algolia only the prefix).
    expect(await source('products').locator('mark').first().textContent()).toMatch(/^Sca/);

    // Choosing a suggestion puts it in the box, and typing on there shows its products.
    await source('querySuggestionsPlugin').getByText('scarpa classica').click();
    await poll(() => page.locator('.aa-Input').inputValue()).toBe('scarpa classica');
    await page.locator('.aa-Input').press('Backspace');
    await page.keyboard.type('a');
    const chosen = await nativeSearch(baseUrl, shop, { q: 'scarpa classica', limit: 4 });
    await poll(products).toEqual(chosen.results.map((hit) => hit.header.externalId));
  });
});
