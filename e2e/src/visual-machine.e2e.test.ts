import type { Browser, Page } from 'playwright-core';
import { defaultRecommendation } from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { logInToConsole, strongPassword, uniqueEmail } from './support/accounts';
import {
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
/** Answers arrive over HTTP after a pause in typing: poll longer than Vitest's 1 s. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/**
 * The Visual Machine from the console to the storefront (docs/product/visual-machine.md): a
 * campaign made in the console pins a product for a query, a banner campaign shows its listing
 * banner, and a no-results search shows the shop's recommendation, in the real layer.
 */
describe('the Visual Machine, from the console to the storefront, in Chromium', () => {
  let browser: Browser;
  let console_: Page;
  let storefront: LoopbackStorefront;
  let shop: LayerShop;
  const email = uniqueEmail('vm');
  const password = strongPassword();

  const section = async (name: string) => {
    await console_.getByRole('button', { name, exact: true }).click();
    await console_.getByRole('region', { name }).waitFor();
  };

  /** A fresh storefront tab (the layer configuration is browser-cached), searching `query`. */
  async function searchOnStorefront(query: string): Promise<Page> {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${storefront.origin}/`, { waitUntil: 'networkidle' });
    await page.focus(`#${SHOP_BOX_ID}`);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await poll(() => box.evaluate((element) => element.matches(':focus'))).toBe(true);
    await page.keyboard.type(query);
    return page;
  }

  const titles = (page: Page) =>
    page
      .locator('[role="option"] .tv-card-title')
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));

  beforeAll(async () => {
    storefront = await serveStorefront();
    shop = await createLayerShop(baseUrl, dataDir, storefront.origin, { email, password });
    await publishShop(baseUrl, shop);
    await waitForSearchCount(baseUrl, shop.key, 'shoe', 13);
    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'en-US' });
    console_ = await context.newPage();
    console_.setDefaultTimeout(15_000);
    await logInToConsole(console_, baseUrl, email, password);
    // The shop's pages carry its import code (the loader tag the console gives).
    storefront.page(
      '/',
      storefrontPage(
        `<script src="${baseUrl}/layer/latest/loader.js?key=${shop.key}" async></script>`,
      ),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await storefront?.close();
  });

  it('creates a campaign for "shoe" that pins the hiking shoe, chosen in the product panel', async () => {
    // Without a campaign, relevance puts another shoe first.
    const before = await fetch(`${baseUrl}/API/shops/${shop.key}/search?q=shoe`);
    const first = ((await before.json()) as { results: { header: { externalId: string } }[] })
      .results[0]?.header.externalId;
    expect(first).not.toBe('S-06');
    await console_.goto(`${baseUrl}/visualMachine/campaigns/new`);
    await console_.getByRole('textbox', { name: 'Name' }).fill('Hiking week');
    await section('Trigger 1');
    await console_.getByRole('button', { name: 'Add query condition' }).click();
    await console_.getByRole('combobox', { name: 'Condition' }).selectOption('queryIs');
    await console_.getByRole('textbox', { name: 'Text' }).fill('shoe');
    await section('Actions');
    await console_.getByRole('button', { name: 'Choose products' }).click();
    const panel = console_.getByRole('dialog', { name: 'Products to Pin' });
    await panel.getByRole('textbox', { name: 'Search products' }).fill('hiking');
    await panel.getByRole('checkbox', { name: 'Choose Hiking shoe' }).click();
    await console_.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await console_.getByRole('button', { name: 'Create campaign' }).click();
    await console_.waitForURL(`${baseUrl}/visualMachine/campaigns`);
    await console_.getByRole('table', { name: 'Campaigns' }).getByText('Hiking week').waitFor();
  });

  it('shows the pinned product first in the layer on the storefront', async () => {
    const page = await searchOnStorefront('shoe');
    await poll(async () => (await titles(page))[0]).toBe('Hiking shoe');
    await page.context().close();
  });

  it('shows the listing banner of a banner campaign made in the console', async () => {
    await console_.goto(`${baseUrl}/visualMachine/banners/new`);
    await console_.getByRole('textbox', { name: 'Name' }).fill('Shoe days');
    await section('Trigger 1');
    await console_.getByRole('button', { name: 'Add query condition' }).click();
    await console_.getByRole('textbox', { name: 'Text' }).fill('shoe');
    await section('Banners');
    const banner = console_.getByRole('group', { name: 'Banner 1' });
    await banner
      .getByRole('textbox', { name: /Desktop image URL/ })
      .fill(`${storefront.origin}/i/banner-desktop.svg`);
    await banner
      .getByRole('textbox', { name: /Mobile image URL/ })
      .fill(`${storefront.origin}/i/banner-mobile.svg`);
    await console_.getByRole('button', { name: 'Create campaign' }).click();
    await console_.waitForURL(`${baseUrl}/visualMachine/banners`);

    const page = await searchOnStorefront('shoe');
    const image = page.getByRole('img', { name: 'Shoe days' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(`${storefront.origin}/i/banner-desktop.svg`);
    await page.context().close();
  });

  it('shows the configured recommendation when a search finds nothing', async () => {
    const rule = defaultRecommendation(shop.id);
    rule.name = 'Our favourites';
    rule.recommender.recommender = {
      type: 'custom',
      content: {
        products: [
          { id: 'S-13', title: 'Yoga shoe', image: '', price: 29, url: '', isAlive: true },
          { id: 'O-01', title: 'Wool scarf', image: '', price: 25, url: '', isAlive: true },
        ],
      },
    };
    await api(baseUrl, `shops/${shop.id}/recommendations`, {
      method: 'POST',
      headers: bearer(shop.owner),
      body: JSON.stringify(rule),
    });
    const page = await searchOnStorefront('qwertyuiop');
    const widget = page.getByRole('region', { name: 'Our favourites' });
    await widget.waitFor();
    await poll(() => widget.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('Yoga shoe'),
      expect.stringContaining('Wool scarf'),
    ]);
    await page.context().close();
  });
});
