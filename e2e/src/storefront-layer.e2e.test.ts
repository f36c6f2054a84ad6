import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Request } from 'playwright-core';
import { defaultLayout } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { logInToConsole, strongPassword, uniqueEmail } from './support/accounts';
import {
  CATALOGUE,
  createLayerShop,
  publishShop,
  waitForSearchCount,
  type LayerShop,
} from './support/layer-shop';
import { api, bearer } from './support/shop-api';
import {
  SHOP_BOX_ID,
  serveStorefront,
  storefrontPage,
  type LoopbackStorefront,
} from './support/storefront';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Answers arrive over HTTP after a 200 ms pause in typing: poll longer than Vitest's 1 s. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

const shoesByPrice = CATALOGUE.filter(([id]) => id.startsWith('S-'))
  .sort((a, b) => a[3] - b[3])
  .map(([, title]) => title);
const idOf = (title: string) => CATALOGUE.find((product) => product[1] === title)?.[0] ?? '';

describe('the search layer on a hostile storefront, against the real server, in Chromium', () => {
  let browser: Browser;
  let storefront: LoopbackStorefront;
  let shop: LayerShop;
  let importCode: string;
  const email = uniqueEmail('layer');
  const password = strongPassword();

  const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
  const options = (page: Page) => page.getByRole('listbox').getByRole('option');
  const titles = (page: Page) =>
    page
      .locator('[role="option"] .tv-card-title')
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  const status = (page: Page) => page.getByRole('status').textContent();

  /** A fresh context (nothing cached: the layer configuration is browser-cached for 60 s). */
  async function openStorefront(path = '/'): Promise<{ page: Page; requests: Request[] }> {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    // Once the network is idle the loader has the shop's configuration and watches the box.
    await page.goto(`${storefront.origin}${path}`, { waitUntil: 'networkidle' });
    return { page, requests };
  }

  /** Focuses the shop's own box, waits for the overlay to take over and types the query. */
  async function search(page: Page, query: string): Promise<void> {
    await page.focus(`#${SHOP_BOX_ID}`);
    await poll(() => searchBox(page).evaluate((box) => box.matches(':focus'))).toBe(true);
    await page.keyboard.type(query);
  }

  beforeAll(async () => {
    storefront = await serveStorefront();
    shop = await createLayerShop(baseUrl, dataDir, storefront.origin, { email, password });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await storefront?.close();
  });

  it('the console gives the import code: the loader tag of the shop', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, baseUrl, email, password);
    await page.goto(`${baseUrl}/setup/search?action=import-code`);
    const code = page.getByRole('dialog', { name: 'Import code' }).getByLabel('Layer code');
    importCode = (await code.textContent()) ?? '';
    expect(importCode).toBe(
      `<script src="${baseUrl}/layer/latest/loader.js?key=${shop.key}" async></script>`,
    );
    await context.close();
    storefront.page('/', storefrontPage(importCode));
  });

  it('an unpublished shop leaves the storefront as it is', async () => {
    const configuration = `/API/shops/${shop.key}/layer`;
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === configuration);
    await page.goto(`${storefront.origin}/`);
    expect((await answered).status()).toBe(403);
    await page.focus(`#${SHOP_BOX_ID}`);
    await page.keyboard.type('shoe');
    // The loader adds the overlay's script in the same task as the shopper's focus or keystroke.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.locator('trova-layer').count()).toBe(0);
    expect(await page.locator('script[src*="overlay.js"]').count()).toBe(0);
    expect(
      requests.filter((path) => path.includes('/search') || path.endsWith('overlay.js')),
    ).toEqual([]);
    await context.close();
  });

  it('with the owner’s preview token the unpublished shop searches on the storefront', async () => {
    const preview = await api<{ token: string }>(baseUrl, `shops/${shop.id}/preview-token`, {
      headers: bearer(shop.owner),
    });
    const tag = importCode.replace('<script ', `<script data-trova-preview="${preview.token}" `);
    storefront.page('/preview', storefrontPage(tag));
    // The first index is built in the background after the first push.
    await waitForSearchCount(baseUrl, shop.key, 'shoe', 13, preview.token);
    const { page, requests } = await openStorefront('/preview');
    await search(page, 'shoe');
    await poll(() => status(page)).toBe('13 results');
    const searches = requests.filter((request) => request.url().includes('/search?'));
    expect(new URL(searches.at(-1)?.url() ?? baseUrl).searchParams.get('preview')).toBe(
      preview.token,
    );
    // The owner previewing is no visitor: no page view, no event at all.
    expect(requests.filter((request) => request.url().includes('/API/events'))).toEqual([]);
    await page.context().close();
  });

  it('once published, a shopper types a query and sees products and the brand filter', async () => {
    await publishShop(baseUrl, shop);
    const { page, requests } = await openStorefront();
    await search(page, 'shoe');
    await poll(() => status(page)).toBe('13 results');
    expect(await options(page).count()).toBe(6);
    // The page load sent one page view, which the server took; opening the search sent none.
    const sent = requests.filter(
      (request) => request.method() === 'POST' && request.url().includes('/API/events'),
    );
    const kinds = sent.flatMap((request) =>
      (request.postDataJSON() as { events: { kind: string }[] }).events.map((e) => e.kind),
    );
    expect(kinds).toEqual(['page-view']);
    expect(await (await sent[0]?.response())?.json()).toEqual({ accepted: 1, rejected: [] });
    const brand = page.getByRole('group', { name: 'Brand' });
    expect(await brand.getByRole('checkbox').count()).toBe(3);
    await brand.getByRole('checkbox', { name: 'Acme (5)' }).waitFor();
    // The hostile theme reaches neither the overlay's layout nor its cards.
    const dialog = await page.getByRole('dialog', { name: 'Product search' }).boundingBox();
    expect(dialog).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 });
    expect(
      await options(page)
        .first()
        .evaluate((card) => getComputedStyle(card).display),
    ).toBe('flex');
    await page.context().close();
  });

  it('filters by brand, sorts by price, pages through and opens a product', async () => {
    const { page } = await openStorefront();
    await search(page, 'shoe');
    await poll(() => status(page)).toBe('13 results');

    await page.getByRole('checkbox', { name: 'Acme (5)' }).check();
    await poll(() => status(page)).toBe('5 results');
    await page
      .getByRole('combobox', { name: 'Sort by' })
      .selectOption({ label: 'Price Ascending' });
    await poll(() => titles(page)).toEqual([
      'Yoga shoe',
      'Walking shoe',
      'Running shoe',
      'Boat shoe',
      'Climbing shoe',
    ]);
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);

    // Without the filter the sort stays, and the 13 shoes take three pages of six.
    await page.getByRole('checkbox', { name: 'Acme (5)' }).uncheck();
    await poll(() => status(page)).toBe('13 results');
    await poll(() => titles(page)).toEqual(shoesByPrice.slice(0, 6));
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await poll(() => titles(page)).toEqual(shoesByPrice.slice(6, 12));
    expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await pages.getByRole('button', { name: 'Page 3' }).click();
    await poll(() => titles(page)).toEqual(shoesByPrice.slice(12));

    await options(page).first().click();
    await page.waitForURL(`${storefront.origin}/p/${idOf(shoesByPrice[12] ?? '')}`);
    await page.context().close();
  });

  it('has no serious or critical accessibility violations with results and filters open', async () => {
    const { page } = await openStorefront();
    await search(page, 'shoe');
    await poll(() => status(page)).toBe('13 results');
    await page.keyboard.press('ArrowDown');
    const results = await new AxeBuilder({ page }).include('trova-layer').analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
    expect(serious).toEqual([]);
    // axe looked inside the shadow root: its checks passed on the overlay's own elements.
    const checkedInShadow = results.passes
      .flatMap((rule) => rule.nodes)
      .filter((node) => Array.isArray(node.target[0]) && node.target[0][0] === 'trova-layer');
    expect(checkedInShadow.length).toBeGreaterThan(10);
    await page.context().close();
  });

  it('moves through products with the arrows and opens the active one with Enter', async () => {
    const { page } = await openStorefront();
    // The shop's box is the page's first stop for Tab.
    await page.keyboard.press('Tab');
    await poll(() => searchBox(page).evaluate((box) => box.matches(':focus'))).toBe(true);
    await page.keyboard.type('shoe');
    await poll(() => status(page)).toBe('13 results');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const second = options(page).nth(1);
    expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(
      await second.getAttribute('id'),
    );
    expect(await second.getAttribute('aria-selected')).toBe('true');
    const title = (await second.locator('.tv-card-title').textContent()) ?? '';
    await Promise.all([
      page.waitForURL(`${storefront.origin}/p/${idOf(title)}`),
      page.keyboard.press('Enter'),
    ]);
    await page.context().close();
  });

  it('keeps Tab inside the overlay through every control, and Escape returns to the shop’s box', async () => {
    const { page } = await openStorefront();
    await search(page, 'shoe');
    await poll(() => status(page)).toBe('13 results');
    /** What has focus in the layer: tag and role (or input type); 'outside' for the page. */
    const focused = () =>
      page.evaluate(() => {
        const host = document.querySelector('trova-layer');
        if (document.activeElement !== host) return 'outside';
        const element = host?.shadowRoot?.activeElement;
        const kind = element?.getAttribute('role') ?? element?.getAttribute('type') ?? '';
        return `${element?.tagName ?? ''}:${kind}`;
      });
    const seen: string[] = [];
    for (let i = 0; i < 20 && seen.at(-1) !== 'INPUT:combobox'; i += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    // Search box, Search, Close, the three brands, sort, pages 1–3 and Next, then round again.
    expect(seen).toEqual([
      'BUTTON:submit',
      'BUTTON:button',
      'INPUT:checkbox',
      'INPUT:checkbox',
      'INPUT:checkbox',
      'SELECT:',
      'BUTTON:button',
      'BUTTON:button',
      'BUTTON:button',
      'BUTTON:button',
      'INPUT:combobox',
    ]);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('BUTTON:button');
    await page.keyboard.press('Escape');
    await poll(() => searchBox(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(SHOP_BOX_ID);
    await page.context().close();
  });
  it('shows the icebreaker and the showcase on the empty box, and keeps the last search', async () => {
    // Click typing with the icebreaker and the last searches: the showcase needs click typing.
    const layout = defaultLayout();
    layout.desktop = {
      ...layout.desktop,
      typing: 1,
      showcase: true,
      showcaseItems: ['lastSearches'],
      showcaseLastSearches: true,
    };
    layout.icebreaker = { isActive: true, number: 3 };
    await api(baseUrl, `shops/${shop.id}/conf`, {
      method: 'PUT',
      headers: bearer(shop.owner),
      body: JSON.stringify({ layout }),
    });
    const { page } = await openStorefront();
    await page.focus(`#${SHOP_BOX_ID}`);
    const popular = page.getByRole('region', { name: 'Popular searches' });
    // The icebreaker offers the catalogue's most frequent words before analytics has queries.
    const suggestion = popular.getByRole('button', { name: 'shoe', exact: true });
    await suggestion.waitFor();
    expect(await popular.getByRole('button').count()).toBeLessThanOrEqual(3);
    const axe = await new AxeBuilder({ page }).include('trova-layer').analyze();
    expect(
      axe.violations.filter((rule) => rule.impact === 'serious' || rule.impact === 'critical'),
    ).toEqual([]);

    await suggestion.press('Enter');
    await poll(() => status(page)).toBe('13 results');
    await searchBox(page).fill('');
    const recent = page.getByRole('region', { name: 'Your recent searches' });
    await recent.getByRole('button', { name: 'shoe', exact: true }).waitFor();
    await page.context().close();
  });
  it("sends the shopper's click, with the search's queryID and position, to the event log", async () => {
    const { page } = await openStorefront();
    await search(page, 'shoe');
    // The showcase test left click typing on: Enter searches in either mode.
    await page.keyboard.press('Enter');
    await poll(() => status(page)).toBe('13 results');
    const first = (await titles(page))[0] ?? '';
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/API/events?key='),
    );
    // A product opened in a new tab leaves the page in place: the click goes after a second.
    await Promise.all([
      page.context().waitForEvent('page'),
      options(page)
        .first()
        .click({ modifiers: ['Control'] }),
    ]);
    const request = await sent;
    const { events } = request.postDataJSON() as {
      events: { kind: string; objectIDs: string[]; positions: number[]; queryID?: string }[];
    };
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'click',
        objectIDs: [idOf(first)],
        positions: [1],
        queryID: expect.stringMatching(/^[a-f0-9]{32}$/) as unknown,
      }),
    ]);
    expect(await (await request.response())?.json()).toEqual({ accepted: 1, rejected: [] });
    await page.context().close();
  });
});
