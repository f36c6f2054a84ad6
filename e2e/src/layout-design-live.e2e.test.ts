import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultSetup, type Setup } from '@trova/contracts';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { createActiveAccount, strongPassword, uniqueEmail } from './support/accounts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const PRODUCTS = [
  {
    id: 'SOFA-1',
    title: 'Divano Milano',
    brand: 'Comodo',
    price: { amount: 499, currency: 'EUR' },
    link: 'https://layout.e2e.test/p/1',
  },
  {
    id: 'SOFA-2',
    title: 'Divano Roma',
    brand: 'Salotto',
    price: { amount: 699, currency: 'EUR' },
    link: 'https://layout.e2e.test/p/2',
  },
];

/** A storefront on loopback: one page with the shop's search box and the import code. */
async function serveStorefront(page: () => string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

const textField = (label: string): Setup['query'][string] => ({
  label,
  typoTolerance: 'fuzzy2',
  searchType: 'text',
});

async function api<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}/API/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A pushed, configured and published shop whose storefront box is `#shop-search`. */
async function publishedShop(email: string, password: string): Promise<string> {
  const session = await api<{ jwt: string; api_key: string }>('session', {
    method: 'POST',
    body: JSON.stringify({ username: email, password }),
  });
  const owner = { authorization: `Bearer ${session.jwt}` };
  const apiKey = { 'x-api-key': session.api_key };
  const shop = await api<{ id: string; key: string }>('integrations/custom', {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ shopUrl: 'https://layout.e2e.test', languageIso: 'en' }),
  });
  await api(`integrations/custom/${shop.id}/products`, {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ upserts: PRODUCTS }),
  });
  const setup: Setup = {
    ...defaultSetup(),
    query: { title: textField('title'), brand: textField('brand') },
    results: { title: { label: 'title', value: 'text' }, brand: { label: 'brand', value: 'text' } },
    lang: 'en',
  };
  setup.config.selector = { selectorId: 'shop-search', desktop: '', mobile: '', isId: true };
  await api(`shops/${shop.id}/configuration`, {
    method: 'PUT',
    headers: owner,
    body: JSON.stringify({ setup }),
  });
  await api(`shops/${shop.id}/activation`, { method: 'POST', headers: owner, body: '{}' });
  return shop.key;
}

/** The shop's first index is built in the background after its first products. */
async function indexed(shopKey: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const answer = await fetch(`${baseUrl}/API/shops/${shopKey}/search?q=divano`);
    const body = (await answer.json()) as { results_count?: number };
    if (body.results_count === count) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop's index never answered ${count} products`);
}

describe('each layout tab, saved in the console, changes the live layer (Chromium)', () => {
  let browser: Browser | undefined;
  let console_: Page;
  let shopKey: string;
  let storefront: { url: string; server: Server } | undefined;
  const email = uniqueEmail('layout');
  const password = strongPassword();

  const saveBar = () => console_.getByRole('region', { name: 'Save changes' });
  async function save(): Promise<void> {
    await saveBar().getByRole('button', { name: 'Save', exact: true }).click();
    await console_.getByText('Configuration saved').waitFor();
  }

  /**
   * A shopper's first visit after the save: a new browser context, since the layer configuration
   * is cached by browsers for a minute. Returns the overlay's shadow content after typing `text`.
   */
  async function shopperTypes(
    text: string,
    options: BrowserContextOptions = {},
  ): Promise<{ page: Page; overlay: Locator }> {
    if (!browser) throw new Error('Chromium did not start');
    const context = await browser.newContext({ locale: 'en-US', ...options });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    // The box opens the layer once the loader has the shop's configuration.
    const configured = page.waitForResponse((answer) =>
      answer.url().startsWith(`${baseUrl}/API/shops/${shopKey}/layer`),
    );
    await page.goto(storefront?.url ?? '');
    await configured;
    const box = page.getByRole('searchbox', { name: 'Search the shop' });
    await box.click();
    const overlay = page.locator('trova-layer');
    const combobox = overlay.getByRole('combobox');
    await combobox.waitFor();
    await combobox.fill(text);
    return { page, overlay };
  }

  beforeAll(async () => {
    await createActiveAccount(baseUrl, dataDir, email, password);
    shopKey = await publishedShop(email, password);
    storefront = await serveStorefront(
      () => `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title></head><body>
<input id="shop-search" type="search" aria-label="Search the shop">
<script src="${baseUrl}/layer/latest/loader.js?key=${shopKey}" async></script></body></html>`,
    );
    browser = await launchChromium();
    console_ = await (await browser.newContext({ locale: 'en-US' })).newPage();
    console_.setDefaultTimeout(15_000);
    await console_.goto(`${baseUrl}/login`);
    await console_.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await console_.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await console_.getByRole('button', { name: 'Log in', exact: true }).click();
    await console_.waitForURL((url) => url.pathname !== '/login');
    await indexed(shopKey, PRODUCTS.length);
  });
  afterAll(async () => {
    await browser?.close();
    storefront?.server.close();
  });

  it('general: the primary colour themes the layer', async () => {
    await console_.goto(`${baseUrl}/layoutDesign/general`);
    const colour = console_.getByRole('textbox', { name: 'Primary colour' });
    await colour.fill('#0a7d33');
    await colour.press('Tab');
    await save();
    const { page, overlay } = await shopperTypes('divano');
    const themed = overlay.locator('.tv-theme');
    await expect
      .poll(() =>
        themed.evaluate((node) =>
          getComputedStyle(node).getPropertyValue('--tv-primary').trim().toLowerCase(),
        ),
      )
      .toBe('#0a7d33');
    await page.context().close();
  });

  it('desktop: input typing shows results while the shopper types, without Enter', async () => {
    const before = await shopperTypes('divano');
    await before.overlay.getByText('Press Enter to search').waitFor();
    await before.page.context().close();

    await console_.goto(`${baseUrl}/layoutDesign/desktop`);
    await console_
      .getByRole('combobox', { name: 'Typing' })
      .selectOption({ label: 'Input (instant results)' });
    await save();
    const { page, overlay } = await shopperTypes('divano');
    await expect.poll(() => overlay.locator('[role="option"]').count()).toBe(2);
    await page.context().close();
  });

  it('mobile: the minimum characters apply on a phone, not on the desktop', async () => {
    await console_.goto(`${baseUrl}/layoutDesign/mobile`);
    await console_
      .getByRole('combobox', { name: 'Typing' })
      .selectOption({ label: 'Input (instant results)' });
    const minChars = console_.getByRole('textbox', { name: 'Minimum characters' });
    await minChars.fill('8');
    await minChars.press('Tab');
    await save();
    const phone = { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true };
    const { page, overlay } = await shopperTypes('divano', phone);
    console.log(
      await overlay.innerText().catch(() => 'none'),
      await page.evaluate(() => innerWidth),
    );
    await overlay.getByText('Type at least 8 characters').waitFor();
    await page.context().close();
    const desktop = await shopperTypes('divano');
    await expect.poll(() => desktop.overlay.locator('[role="option"]').count()).toBe(2);
    await desktop.page.context().close();
  });

  it('card: an attribute appears on every product card', async () => {
    await console_.goto(`${baseUrl}/layoutDesign/card`);
    const first = console_.getByRole('group', { name: 'First attribute' });
    await first.getByRole('combobox', { name: 'Field' }).selectOption('brand');
    const label = first.getByRole('textbox', { name: 'Label' });
    await label.fill('Maker');
    await label.press('Tab');
    await save();
    const { page, overlay } = await shopperTypes('divano milano');
    await overlay.getByText('Maker: Comodo').waitFor();
    await page.context().close();
  });
});
