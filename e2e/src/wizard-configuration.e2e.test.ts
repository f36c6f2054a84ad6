import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { createActiveAccount, strongPassword, uniqueEmail } from './support/accounts';
import { merchantFeed, serveFeed, type LoopbackFeed } from './support/feed-server';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** A small living-room catalogue: nothing in it is called 'sofa' until a synonym says so. */
const PRODUCTS = [
  { id: 'D-1', title: 'Divano letto grigio', description: 'Tre posti, tessuto.', brand: 'Casa' },
  { id: 'D-2', title: 'Divano angolare blu', description: 'Chaise longue.', brand: 'Casa' },
  { id: 'P-1', title: 'Poltrona relax', description: 'Reclinabile, pelle.', brand: 'Comodo' },
  { id: 'L-1', title: 'Lampada da terra', description: 'Luce calda.', brand: 'Luce' },
  { id: 'T-1', title: 'Tavolino da caffè', description: 'Rovere.', brand: 'Legno' },
].map((product, index) => ({ ...product, price: `${String(99 + index * 50)}.00 EUR` }));

interface SearchAnswer {
  results: { header: { externalId: string } }[];
  results_count: number;
}

describe('a shop owner connects a feed, sets it up and tunes search in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let feed: LoopbackFeed;
  const email = uniqueEmail('wizard');
  const password = strongPassword();

  async function shopKey(): Promise<string> {
    const token = await page.evaluate(() => localStorage.getItem('trova.token'));
    const response = await fetch(`${baseUrl}/API/shops`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    const shops = (await response.json()) as { key: string }[];
    const key = shops[0]?.key;
    if (!key) throw new Error('the account has no shop');
    return key;
  }

  async function search(q: string): Promise<string[]> {
    const url = `${baseUrl}/API/shops/${await shopKey()}/search?q=${encodeURIComponent(q)}`;
    const answer = (await (await fetch(url)).json()) as Partial<SearchAnswer>;
    if (!answer.results) throw new Error(`search failed: ${JSON.stringify(answer)}`);
    return answer.results.map((result) => result.header.externalId).sort();
  }

  const saveBar = () => page.getByRole('region', { name: 'Save changes' });

  function weightOf(field: string): Promise<string | null> {
    return page.getByRole('slider', { name: field, exact: true }).getAttribute('aria-valuenow');
  }

  beforeAll(async () => {
    feed = await serveFeed(merchantFeed(PRODUCTS));
    await createActiveAccount(baseUrl, dataDir, email, password);
    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser.close();
    await feed.close();
  });

  it('logs in and lands on the wizard, which asks for a sector first', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${baseUrl}/wizard`);
    await page.getByRole('combobox', { name: 'Market sector' }).selectOption('Fashion');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(`${baseUrl}/wizard/cms`);
  });

  it('connects the Google Shopping feed served on loopback after the feed check passes', async () => {
    await page.getByRole('radio', { name: 'Google Shopping' }).check();
    await page.getByRole('textbox', { name: 'Website URL' }).fill('https://shop.e2e.test');
    await page.getByRole('combobox', { name: 'Shop language' }).selectOption('it');
    await page.getByRole('textbox', { name: 'Feed URL' }).fill(feed.url);
    await page.getByText('Correct feed').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(`${baseUrl}/wizard/shop`);
  });

  it('chooses the new shop and waits for its first synchronisation', async () => {
    const website = page.getByRole('combobox', { name: 'Website' });
    await expect.poll(() => website.inputValue(), { timeout: 15_000 }).not.toBe('');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Ready to sync' }).waitFor();
    // The syncing screen polls for the catalogue; a five-product feed may be in before it shows.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The settings step's URL names the shop (?shop=<id>), so a reload keeps it.
    await page.waitForURL((url) => url.pathname === '/wizard/settings', { timeout: 60_000 });
  });

  it('chooses query, result and selector settings and finishes on fine tuning', async () => {
    await page.getByRole('button', { name: 'Edit query fields' }).click();
    await page.getByRole('checkbox', { name: 'title', exact: true }).check();
    await page.getByRole('checkbox', { name: 'description', exact: true }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByRole('button', { name: 'Edit result fields' }).click();
    await page.getByRole('checkbox', { name: 'title', exact: true }).check();
    await page.getByRole('combobox', { name: 'Type of title' }).selectOption('text');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByRole('button', { name: 'Edit input selector' }).click();
    await page.getByRole('textbox', { name: 'Selector', exact: true }).fill('#search');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(`${baseUrl}/fineTuning`);
    await page.getByRole('slider', { name: 'title', exact: true }).waitFor();
  });

  it('publishes the shop from the save bar, so storefronts get answers', async () => {
    // The toggle follows the server: it turns on once the shop list says the shop is published.
    await saveBar().getByRole('switch', { name: 'Not published' }).click();
    await saveBar().getByRole('switch', { name: 'Published' }).waitFor();
    expect(await search('divano')).toEqual(['D-1', 'D-2']);
  });

  it('adds a synonym group and saves it, after which the search API finds the synonym', async () => {
    expect(await search('sofa')).toEqual([]);
    await page.getByRole('button', { name: 'Add synonym group' }).click();
    const word = page.getByRole('textbox', { name: 'Synonym' });
    await word.fill('sofa');
    await word.press('Enter');
    await word.fill('divano');
    await word.press('Enter');
    await page.getByRole('button', { name: 'Done' }).click();
    await saveBar().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Configuration saved').waitFor();
    await expect.poll(() => search('sofa'), { timeout: 20_000 }).toEqual(['D-1', 'D-2']);
  });

  it('discard restores a changed weight', async () => {
    const before = await weightOf('title');
    await page.getByRole('slider', { name: 'title', exact: true }).press('ArrowRight');
    await expect.poll(() => weightOf('title')).not.toBe(before);
    await saveBar().getByRole('button', { name: 'Discard', exact: true }).click();
    await expect.poll(() => weightOf('title')).toBe(before);
  });

  it('leaving with unsaved changes asks to save them first', async () => {
    await page.getByRole('slider', { name: 'title', exact: true }).press('ArrowRight');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Setup' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Save changes?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(`${baseUrl}/setup/search`);
  });
});
