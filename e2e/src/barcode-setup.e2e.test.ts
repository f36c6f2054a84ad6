import { defaultSetup, defaultSetupConfig, type Setup } from '@trova/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import {
  createActiveAccount,
  logInToConsole,
  strongPassword,
  uniqueEmail,
} from './support/accounts';
import { merchantFeed, serveFeed, type LoopbackFeed } from './support/feed-server';
import { api } from './support/shop-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** Two lamps whose barcodes appear in no word of the catalogue. */
const PRODUCTS = [
  { id: 'L-1', title: 'Lampada da terra', gtin: '8001234567897' },
  { id: 'L-2', title: 'Lampada da tavolo', gtin: '8001234567880' },
].map((product) => ({ ...product, description: 'Luce calda.', brand: 'Luce', price: '49.00 EUR' }));

interface SearchAnswer {
  results?: { header: { externalId: string } }[];
}

describe('a new owner gets barcode search from the wizard in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let feed: LoopbackFeed;
  const email = uniqueEmail('barcode');
  const password = strongPassword();

  /** The owner's session token and their one shop, as the console holds them. */
  async function ownerShop(): Promise<{ token: string; id: string; key: string }> {
    const token = (await page.evaluate(() => localStorage.getItem('trova.token'))) ?? '';
    const shops = await api<{ id: string; key: string }[]>(baseUrl, 'shops', {
      headers: { authorization: `Bearer ${token}` },
    });
    const shop = shops[0];
    if (!shop) throw new Error('the account has no shop');
    return { token, ...shop };
  }

  async function search(q: string): Promise<string[]> {
    const { key } = await ownerShop();
    const url = `${baseUrl}/API/shops/${key}/search?q=${encodeURIComponent(q)}`;
    const answer = (await (await fetch(url)).json()) as SearchAnswer;
    return (answer.results ?? []).map((result) => result.header.externalId);
  }

  beforeAll(async () => {
    feed = await serveFeed(merchantFeed(PRODUCTS));
    await createActiveAccount(baseUrl, dataDir, email, password);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser.close();
    await feed.close();
  });

  it('connects a Google Shopping feed carrying GTINs', async () => {
    await logInToConsole(page, baseUrl, email, password);
    await page.getByRole('combobox', { name: 'Market sector' }).selectOption('Home and garden');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('radio', { name: 'Google Shopping' }).check();
    await page.getByRole('textbox', { name: 'Website URL' }).fill('https://luce.e2e.test');
    await page.getByRole('combobox', { name: 'Shop language' }).selectOption('it');
    await page.getByRole('textbox', { name: 'Feed URL' }).fill(feed.url);
    await page.getByText('Correct feed').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(`${baseUrl}/wizard/shop`);
  });

  it('waits for the first synchronisation and reaches the settings step', async () => {
    const website = page.getByRole('combobox', { name: 'Website' });
    await expect.poll(() => website.inputValue(), { timeout: 15_000 }).not.toBe('');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Ready to sync' }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The feed is fetched, parsed and indexed meanwhile: slower than a screen on a busy machine.
    await page.waitForURL((url) => url.pathname === '/wizard/settings', { timeout: 45_000 });
  }, 60_000);

  it('proposes the GTIN as a code field, and the proposal fills the tiles', async () => {
    const proposal = page.getByRole('region', { name: 'Suggested starting setup' });
    await proposal.waitFor();
    const codes = proposal.getByText('Searched as codes', { exact: false }).locator('..');
    await codes.getByText('gtin', { exact: true }).waitFor();
    await proposal.getByRole('button', { name: 'Use this setup' }).click();
    await proposal.waitFor({ state: 'detached' });
    await page.getByText('gtin', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Edit query fields' }).click();
    const gtinType = page.getByRole('combobox', { name: 'Search type of gtin' });
    expect(await gtinType.inputValue()).toBe('code');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('finishes with a selector, after which the storefront search finds a product by its GTIN', async () => {
    await page.getByRole('button', { name: 'Edit input selector' }).click();
    await page.getByRole('textbox', { name: 'Selector', exact: true }).fill('#search');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(`${baseUrl}/fineTuning`);

    const { token, id } = await ownerShop();
    await api(baseUrl, `shops/${id}/activation`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: '{}',
    });
    await expect.poll(() => search('8001234567880'), { timeout: 20_000 }).toEqual(['L-2']);
  });

  it('warns beside the barcode toggle when no field is searched as a code', async () => {
    await page.goto(`${baseUrl}/layoutDesign/mobile`);
    const toggle = page.getByRole('switch', { name: 'Barcode scanner' });
    await toggle.waitFor();
    const warning = page.getByText('A scanned barcode finds a product only through', {
      exact: false,
    });
    expect(await warning.count()).toBe(0);

    // The same shop searching words only, as an owner who never chose a code field.
    const { token, id } = await ownerShop();
    const wordsOnly: Setup = {
      ...defaultSetup(),
      query: { title: { label: 'title', searchType: 'text', typoTolerance: 'fuzzy2' } },
      results: { title: { label: 'title', value: 'text' } },
      config: {
        ...defaultSetupConfig(),
        selector: { selectorId: 'search', desktop: '', mobile: '', isId: true },
      },
    };
    await api(baseUrl, `shops/${id}/configuration`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ setup: wordsOnly }),
    });
    await page.reload();
    await warning.waitFor();
    await page.getByRole('link', { name: 'Set a code field in the query fields' }).click();
    await page.waitForURL(`${baseUrl}/setup/search`);
  });
});
