import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { logInToConsole, strongPassword, uniqueEmail } from './support/accounts';
import { createLayerShop, waitForSearchCount } from './support/layer-shop';
import { api, bearer } from './support/shop-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

describe('the preview shows an unpublished shop’s layer and explains its ranking (Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;
  let shopKey: string;
  const email = uniqueEmail('preview');
  const password = strongPassword();

  beforeAll(async () => {
    // Never published: storefronts get nothing from it.
    const shop = await createLayerShop(baseUrl, dataDir, 'https://preview.e2e.test', {
      email,
      password,
    });
    shopKey = shop.key;
    const { token } = await api<{ token: string }>(baseUrl, `shops/${shop.id}/preview-token`, {
      headers: bearer(shop.owner),
    });
    // Its first index is built in the background after its first products.
    await waitForSearchCount(baseUrl, shopKey, 'shoe', 13, token);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, baseUrl, email, password);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers storefronts nothing while the shop is not published', async () => {
    const answer = await fetch(`${baseUrl}/API/shops/${shopKey}/search?q=shoe`);
    expect(answer.status).toBe(403);
  });

  it('opens the layer in the preview frame and searches the unpublished shop', async () => {
    await page.goto(`${baseUrl}/preview`);
    await page.getByText(/This shop is not published/).waitFor();
    const layer = page.frameLocator('iframe[title="Storefront preview"]').locator('trova-layer');
    await page.frameLocator('iframe[title="Storefront preview"]').getByRole('searchbox').click();
    const combobox = layer.getByRole('combobox');
    await combobox.fill('shoe');
    await combobox.press('Enter');
    await expect.poll(() => layer.locator('[role="option"]').count()).toBeGreaterThan(0);
    await expect.poll(() => layer.getByRole('status').innerText()).toBe('13 results');
  });

  it('reloads the layer at another version from the page', async () => {
    const select = page.getByRole('combobox', { name: 'Layer version' });
    const other = await select
      .locator('option')
      .evaluateAll((options) =>
        options.map((option) => option.getAttribute('value')).find((value) => value !== 'latest'),
      );
    expect(other).toMatch(/^\d+\.\d+\.\d+$/);
    await select.selectOption(other ?? '');
    const frame = page.locator('iframe[title="Storefront preview"]');
    await expect.poll(() => frame.getAttribute('srcdoc')).toContain(`/layer/${other}/loader.js`);
    await page.frameLocator('iframe[title="Storefront preview"]').getByRole('searchbox').click();
    await page
      .frameLocator('iframe[title="Storefront preview"]')
      .locator('trova-layer')
      .getByRole('combobox')
      .waitFor();
  });

  it('explains why each product ranks where it does, from the address', async () => {
    await page.goto(`${baseUrl}/preview?action=explain&q=running%20shoe`);
    const dialog = page.getByRole('dialog', { name: 'Why products rank where they do' });
    const first = dialog.getByRole('row').nth(1);
    await expect.poll(() => first.innerText()).toContain('Running shoe');
    await expect.poll(() => first.innerText()).toContain('Words: 2');
    expect(await dialog.getByRole('status').innerText()).toMatch(/product/);
  });
});
