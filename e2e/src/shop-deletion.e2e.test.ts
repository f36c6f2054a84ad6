import { defaultSetup, defaultSetupConfig, type Setup } from '@trova/contracts';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import {
  createActiveAccount,
  logInToConsole,
  strongPassword,
  uniqueEmail,
} from './support/accounts';
import { api, bearer, logInApi, type OwnerSession } from './support/shop-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

interface PushedShop {
  id: string;
  key: string;
  url: string;
  /** Its products: its share of the SKU total. */
  count: number;
}

/** What a finished wizard leaves: title searched and shown, a selector. */
function finishedSetup(): Setup {
  return {
    ...defaultSetup(),
    query: { title: { label: 'title', searchType: 'text', typoTolerance: 'fuzzy2' } },
    results: { title: { label: 'title', value: 'text' } },
    config: {
      ...defaultSetupConfig(),
      selector: { selectorId: 'search', desktop: '', mobile: '', isId: true },
    },
  };
}

/** A push-API shop with `count` products and a finished setup: a completed shop. */
async function completedShop(owner: OwnerSession, url: string, count: number): Promise<PushedShop> {
  const shop = await api<{ id: string; key: string }>(baseUrl, 'integrations/custom', {
    method: 'POST',
    headers: { 'x-api-key': owner.apiKey },
    body: JSON.stringify({ shopUrl: url, languageIso: 'en' }),
  });
  const upserts = Array.from({ length: count }, (_, index) => ({
    id: `P-${String(index)}`,
    title: `Product ${String(index)}`,
  }));
  await api(baseUrl, `integrations/custom/${shop.id}/products`, {
    method: 'POST',
    headers: { 'x-api-key': owner.apiKey },
    body: JSON.stringify({ upserts }),
  });
  await api(baseUrl, `shops/${shop.id}/configuration`, {
    method: 'PUT',
    headers: bearer(owner),
    body: JSON.stringify({ setup: finishedSetup() }),
  });
  return { ...shop, url, count };
}

describe('an owner with two shops deletes one from setup in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let shops: PushedShop[];
  const email = uniqueEmail('deletion');
  const password = strongPassword();

  beforeAll(async () => {
    await createActiveAccount(baseUrl, dataDir, email, password);
    const owner = await logInApi(baseUrl, email, password);
    shops = [
      await completedShop(owner, 'https://primo.e2e.test', 3),
      await completedShop(owner, 'https://secondo.e2e.test', 2),
    ];
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser.close();
  });

  const recap = () => page.getByRole('region', { name: 'Usage recap' });
  let deleted: PushedShop;
  let remaining: PushedShop;
  /** Every answer about the deleted shop from the deletion on: none may be a 404. */
  const aboutDeleted: Response[] = [];
  const collect = (response: Response) => {
    const url = response.url();
    if (url.includes(deleted.id) || url.includes(deleted.key)) aboutDeleted.push(response);
  };

  it('opens setup on one of the two shops, counting the SKUs of both', async () => {
    await logInToConsole(page, baseUrl, email, password);
    await page.goto(`${baseUrl}/setup/search`);
    await page.getByRole('heading', { name: 'Search configuration' }).waitFor();
    await recap().getByText('5', { exact: true }).waitFor();
    const currentId = await page.evaluate(() => localStorage.getItem('trova.shopId'));
    const current = shops.find((shop) => shop.id === currentId);
    const other = shops.find((shop) => shop.id !== currentId);
    if (!current || !other) throw new Error(`no current shop among ours: ${String(currentId)}`);
    [deleted, remaining] = [current, other];
  });

  it('deletes the current shop and lands on the dashboard with the remaining one', async () => {
    await page.getByRole('button', { name: 'Delete shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete shop' });
    await dialog.getByRole('textbox', { name: 'Shop address' }).fill(deleted.url);
    page.on('response', collect);
    await dialog.getByRole('button', { name: 'Delete this shop' }).click();

    await page.waitForURL(`${baseUrl}/dashboard`);
    const currentShop = page.getByRole('region', { name: 'Current shop' });
    await currentShop.getByText(`EN ${new URL(remaining.url).host}`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trova.shopId'))).toBe(remaining.id);
    // The SKU total counts the remaining shop only.
    await recap().getByText(String(remaining.count), { exact: true }).waitFor();
    expect(await page.getByText('No synced shop').count()).toBe(0);
  });

  it('asks nothing more about the deleted shop', async () => {
    // Back in setup without a reload: the cached polls and lists are the ones that would ask.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Setup' })
      .click();
    await page.getByRole('heading', { name: 'Search configuration' }).waitFor();
    await page.getByRole('button', { name: 'Edit query fields' }).waitFor();
    page.off('response', collect);
    const statuses = aboutDeleted.map((response) => `${response.status()} ${response.url()}`);
    expect(statuses.filter((line) => line.startsWith('404'))).toEqual([]);
  });
});
