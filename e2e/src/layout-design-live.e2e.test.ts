import type { Browser, Page } from 'playwright-core';
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
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('layout design tabs saved in the console reach the live layer, in Chromium', () => {
  let browser: Browser;
  let storefront: LoopbackStorefront;
  let shop: LayerShop;
  let consolePage: Page;
  const email = uniqueEmail('layout');
  const password = strongPassword();

  beforeAll(async () => {
    storefront = await serveStorefront();
    shop = await createLayerShop(baseUrl, dataDir, storefront.origin, { email, password });
    await publishShop(baseUrl, shop);
    const loader = await api<{ path: string }>(baseUrl, `shops/${shop.key}/loader`, {
      headers: bearer(shop.owner),
    });
    storefront.page('/', storefrontPage(`<script src="${loader.path}" async></script>`, ''));
    await waitForSearchCount(baseUrl, shop.key, 'shoe', 13);
    browser = await launchChromium();
    consolePage = await (await browser.newContext({ locale: 'en-US' })).newPage();
    consolePage.setDefaultTimeout(15_000);
    await logInToConsole(consolePage, baseUrl, email, password);
  });
  afterAll(async () => {
    await browser?.close();
    await storefront?.close();
  });

  /** Saves from the save bar and waits for the server to take the layout. */
  async function save(): Promise<void> {
    const saved = consolePage.waitForResponse(
      (response) =>
        response.url().endsWith(`/API/shops/${shop.id}/conf`) &&
        response.request().method() === 'PUT',
    );
    await consolePage
      .getByRole('region', { name: 'Save changes' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    expect((await saved).ok()).toBe(true);
  }

  /**
   * The storefront in a fresh browser context (the layer configuration is browser-cached for 60 s):
   * the shopper focuses the box, types 'shoe' and presses Enter (which searches in either typing
   * mode), and sees the 13 shoes counted.
   */
  async function searchStorefront(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${storefront.origin}/`, { waitUntil: 'networkidle' });
    await page.focus(`#${SHOP_BOX_ID}`);
    const box = page.getByRole('combobox', { name: 'Search products' });
    await poll(() => box.evaluate((input) => input.matches(':focus'))).toBe(true);
    await page.keyboard.type('shoe');
    await page.keyboard.press('Enter');
    await poll(() => page.getByRole('status').textContent()).toBe('13 results');
    return page;
  }

  it('general: a new primary colour colours the overlay', async () => {
    await consolePage.goto(`${baseUrl}/layoutDesign/general`);
    const colour = consolePage.getByRole('textbox', { name: 'Primary colour' });
    await colour.fill('#8A2BE2');
    await colour.press('Enter');
    await save();
    const page = await searchStorefront(DESKTOP);
    const primary = await page
      .locator('.tv-theme')
      .evaluate((theme) => getComputedStyle(theme).getPropertyValue('--tv-primary').trim());
    expect(primary).toBe('#8A2BE2');
    await page.context().close();
  });

  it('desktop: the half-screen layout opens a panel over the right half', async () => {
    await consolePage.goto(`${baseUrl}/layoutDesign/desktop`);
    await consolePage
      .getByRole('combobox', { name: 'Layout', exact: true })
      .selectOption('half-screen');
    await save();
    const page = await searchStorefront(DESKTOP);
    const panel = await page.getByRole('dialog', { name: 'Product search' }).boundingBox();
    expect(panel).toMatchObject({ x: DESKTOP.width / 2, width: DESKTOP.width / 2 });
    await page.context().close();
  });

  it('mobile: six products per page on a phone', async () => {
    await consolePage.goto(`${baseUrl}/layoutDesign/mobile`);
    await consolePage.getByRole('combobox', { name: 'Products per page' }).selectOption('6');
    await save();
    const page = await searchStorefront(PHONE);
    await poll(() => page.getByRole('listbox').getByRole('option').count()).toBe(6);
    await page.context().close();
  });

  it('card: a card attribute shows each product’s brand with its label', async () => {
    await consolePage.goto(`${baseUrl}/layoutDesign/card`);
    const first = consolePage.getByRole('group', { name: 'First attribute' });
    await first.getByRole('combobox', { name: 'Field' }).selectOption('brand');
    const label = first.getByRole('textbox', { name: 'Label' });
    await label.fill('Maker');
    await label.press('Enter');
    await save();
    const page = await searchStorefront(DESKTOP);
    const lines = await page
      .locator('[role="option"] .tv-card-attr')
      .evaluateAll((spans) => spans.map((span) => span.textContent ?? ''));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^Maker: (Acme|Zeta|Orbit)$/);
    await page.context().close();
  });
});
