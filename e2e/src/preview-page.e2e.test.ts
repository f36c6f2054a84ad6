import { defaultSetup, type Setup } from '@trova/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { createActiveAccount, strongPassword, uniqueEmail } from './support/accounts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const PRODUCTS = [
  { id: 'LAMP-1', title: 'Lampada da tavolo', brand: 'Luce' },
  { id: 'LAMP-2', title: 'Lampada a stelo', brand: 'Ombra' },
];

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/API/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A configured shop that was never published: storefronts get nothing from it. */
async function unpublishedShop(email: string, password: string): Promise<string> {
  const session = await api<{ jwt: string; api_key: string }>('session', {
    method: 'POST',
    body: JSON.stringify({ username: email, password }),
  });
  const apiKey = { 'x-api-key': session.api_key };
  const shop = await api<{ id: string; key: string }>('integrations/custom', {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ shopUrl: 'https://preview.e2e.test', languageIso: 'it' }),
  });
  await api(`integrations/custom/${shop.id}/products`, {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ upserts: PRODUCTS }),
  });
  const field: Setup['query'][string] = {
    label: 'title',
    typoTolerance: 'fuzzy2',
    searchType: 'text',
  };
  const setup: Setup = {
    ...defaultSetup(),
    query: { title: field },
    results: { title: { label: 'title', value: 'text' } },
    lang: 'it',
  };
  await api(`shops/${shop.id}/configuration`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.jwt}` },
    body: JSON.stringify({ setup }),
  });
  return shop.key;
}

describe('the preview shows an unpublished shop’s layer and explains its ranking (Chromium)', () => {
  let browser: Browser | undefined;
  let page: Page;
  let shopKey: string;
  const email = uniqueEmail('preview');
  const password = strongPassword();

  beforeAll(async () => {
    await createActiveAccount(baseUrl, dataDir, email, password);
    shopKey = await unpublishedShop(email, password);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers storefronts nothing while the shop is not published', async () => {
    const answer = await fetch(`${baseUrl}/API/shops/${shopKey}/search?q=lampada`);
    expect(answer.status).toBe(403);
  });

  it('opens the layer in the preview frame and searches the unpublished shop', async () => {
    await page.goto(`${baseUrl}/preview`);
    await page.getByText(/This shop is not published/).waitFor();
    const frame = page.frameLocator('iframe[title="Storefront preview"]');
    // The shop's first index is built in the background: search again until it answers.
    await expect
      .poll(
        async () => {
          await page.reload();
          await frame.getByRole('searchbox').click();
          const combobox = frame.locator('trova-layer').getByRole('combobox');
          await combobox.fill('lampada');
          await combobox.press('Enter');
          const options = frame.locator('trova-layer').locator('[role="option"]');
          await options
            .first()
            .waitFor({ timeout: 3_000 })
            .catch(() => undefined);
          return options.count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
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
    await page.goto(`${baseUrl}/preview?action=explain&q=lampada%20tavolo`);
    const dialog = page.getByRole('dialog', { name: 'Why products rank where they do' });
    const first = dialog.getByRole('row').nth(1);
    await expect.poll(() => first.innerText()).toContain('Lampada da tavolo');
    await expect.poll(() => first.innerText()).toContain('Words: 2');
    expect(await dialog.getByRole('status').innerText()).toMatch(/product/);
  });
});
