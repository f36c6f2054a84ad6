import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { strongPassword, uniqueEmail } from './support/accounts';
import {
  CATALOGUE,
  createLayerShop,
  publishShop,
  waitForSearchCount,
  type LayerShop,
} from './support/layer-shop';
import {
  SHOP_BOX_ID,
  serveStorefront,
  storefrontPage,
  type LoopbackStorefront,
} from './support/storefront';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

/** Typed from the first key on a cold page: before the loader, its configuration and the overlay. */
const QUERY = 'climbing shoe';
const KEY_DELAY_MS = 60;
/** A slow mobile link: every request waits 400 ms, downloads crawl at 40 KB/s. */
const SLOW_NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: 40 * 1024,
  uploadThroughput: 40 * 1024,
};

describe('typing into a cold storefront page on a slow network, in Chromium', () => {
  let browser: Browser;
  let storefront: LoopbackStorefront;
  let shop: LayerShop;
  let events: SQLite.Database;
  let loaderTag: string;

  /** What the server logged for the shop's shopper, oldest first: the query and queryID. */
  const logged = (kind: string, userToken: string) =>
    events
      .prepare(
        `select query, query_id as queryId from events
         where shop_id = ? and kind = ? and user_token = ? order by occurred_at, id`,
      )
      .all(shop.id, kind, userToken) as { query: string | null; queryId: string | null }[];
  /** The anonymous token the layer keeps for the shopper (docs/product/layer.md#events-a-shops-pages-send). */
  const userTokenOf = (page: Page) =>
    page.evaluate((key) => localStorage.getItem(`trova:user-token:${key}`) ?? '', shop.key);

  const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });

  beforeAll(async () => {
    storefront = await serveStorefront();
    shop = await createLayerShop(baseUrl, dataDir, storefront.origin, {
      email: uniqueEmail('typing'),
      password: strongPassword(),
    });
    await publishShop(baseUrl, shop);
    await waitForSearchCount(baseUrl, shop.key, 'shoe', 13);
    loaderTag = `<script src="${baseUrl}/layer/latest/loader.js?key=${shop.key}" async></script>`;
    storefront.page('/', storefrontPage(loaderTag));
    browser = await launchChromium();
    events = new SQLite(path.join(dataDir, 'trova.sqlite'), {
      readonly: true,
      fileMustExist: true,
    });
  });
  afterAll(async () => {
    events?.close();
    await browser?.close();
    await storefront?.close();
  });

  it('searches and logs the whole query typed at 60 ms a key before the layer was ready', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    const searches: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/API/shops/${shop.key}/search?`)) searches.push(request);
    });

    // The shopper starts as soon as the box is there: the HTML, not the layer, has arrived.
    await page.goto(`${storefront.origin}/`, { waitUntil: 'commit' });
    await page.locator(`#${SHOP_BOX_ID}`).focus();
    expect(await page.locator('trova-layer').count()).toBe(0);
    await page.keyboard.type(QUERY, { delay: KEY_DELAY_MS });
    // The whole query was typed before the overlay opened: the loader had to keep all of it.
    expect(await page.locator('trova-layer[data-open]').count()).toBe(0);

    // Every keystroke reached the overlay's box, in order, with the caret at the end.
    await poll(() => searchBox(page).inputValue()).toBe(QUERY);
    expect(await searchBox(page).evaluate((box) => (box as HTMLInputElement).selectionStart)).toBe(
      QUERY.length,
    );
    await poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ results?$/);
    const sent = searches.map((request) => new URL(request.url()).searchParams.get('q') ?? '');
    expect(sent.at(-1)).toBe(QUERY);
    // Searches sent on the way are what was typed so far, never one without its first letters.
    for (const q of sent) expect(QUERY.startsWith(q)).toBe(true);

    // The server logged the whole query, and nothing that lost its start.
    const shopper = await userTokenOf(page);
    await poll(() => logged('search', shopper).map((row) => row.query)).toContain(QUERY);
    for (const { query } of logged('search', shopper))
      expect(QUERY.startsWith(query ?? '')).toBe(true);
    await context.close();
  });

  it('opens a product from its card link and credits a later purchase to the search', async () => {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${storefront.origin}/`, { waitUntil: 'networkidle' });
    const answered = page.waitForResponse(
      (response) => response.url().includes('/search?') && response.url().includes('q=climbing'),
    );
    await page.focus(`#${SHOP_BOX_ID}`);
    await page.keyboard.type('climbing');
    const { queryID } = (await (await answered).json()) as { queryID: string };
    const card = page.getByRole('listbox').getByRole('option').first();
    const id = CATALOGUE.find(([, title]) => title === 'Climbing shoe')?.[0] ?? '';
    expect(await card.getAttribute('href')).toBe(`${storefront.origin}/p/${id}`);
    await card.click();
    await page.waitForURL(`${storefront.origin}/p/${id}`);
    // The thank-you page sends its purchase as the docs show it, without a queryID.
    const thanks = `<script>window.trova = window.trova || { q: [] };
trova.q.push({ name: 'purchase', payload: { objectIDs: ['${id}'], prices: [139], currency: 'EUR' }, at: Date.now() });</script>`;
    storefront.page('/thanks', storefrontPage(`${thanks}\n${loaderTag}`));
    await page.goto(`${storefront.origin}/thanks`);
    const lastQueryId = () =>
      (window as { trova?: { lastQueryId(): string | undefined } }).trova?.lastQueryId();
    await poll(() => page.evaluate(lastQueryId)).toBe(queryID);

    // The click went before the page was left; the purchase carries the search's queryID.
    const shopper = await userTokenOf(page);
    await poll(() => logged('click', shopper).map((row) => row.queryId)).toEqual([queryID]);
    await poll(() => logged('purchase', shopper).map((row) => row.queryId)).toEqual([queryID]);
    await context.close();
  });
});
