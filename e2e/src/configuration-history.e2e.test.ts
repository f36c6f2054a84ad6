import { defaultSetup, type Setup } from '@trova/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { createActiveAccount, strongPassword, uniqueEmail } from './support/accounts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** 'divano' is in one product's title and in the other's description: weights decide the order. */
const PRODUCTS = [
  { id: 'IN-TITLE', title: 'Divano Milano', description: 'Comodo e moderno, tre posti.' },
  { id: 'IN-TEXT', title: 'Poltrona Roma', description: 'Si abbina a ogni divano del salotto.' },
];

const field = (label: string): Setup['query'][string] => ({
  label,
  typoTolerance: 'fuzzy2',
  searchType: 'text',
});

/** The shop a push integration and a finished wizard would leave: configured and published. */
async function pushedShop(email: string, password: string): Promise<string> {
  const api = async <T>(path: string, init: RequestInit): Promise<T> => {
    const response = await fetch(`${baseUrl}/API/${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const session = await api<{ jwt: string; api_key: string }>('session', {
    method: 'POST',
    body: JSON.stringify({ username: email, password }),
  });
  const owner = { authorization: `Bearer ${session.jwt}` };
  const apiKey = { 'x-api-key': session.api_key };
  const shop = await api<{ id: string; key: string }>('integrations/custom', {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ shopUrl: 'https://history.e2e.test', languageIso: 'it' }),
  });
  await api(`integrations/custom/${shop.id}/products`, {
    method: 'POST',
    headers: apiKey,
    body: JSON.stringify({ upserts: PRODUCTS }),
  });
  // Revision 1: the wizard's settings step.
  await api(`shops/${shop.id}/configuration`, {
    method: 'PUT',
    headers: owner,
    body: JSON.stringify({ setup: wizardSetup() }),
  });
  // Revision 2: the description outweighs the title.
  await api(`shops/${shop.id}/conf`, {
    method: 'PUT',
    headers: owner,
    body: JSON.stringify({
      fineTuning: { weights: { title: 1, description: 9 }, ips: [], stopwords: [], synonyms: [] },
    }),
  });
  await api(`shops/${shop.id}/activation`, { method: 'POST', headers: owner, body: '{}' });
  return shop.key;
}

/** A setup as the wizard's settings step sends it: title and description searched and shown. */
function wizardSetup(): Setup {
  return {
    ...defaultSetup(),
    query: { title: field('title'), description: field('description') },
    results: { title: { label: 'title', value: 'text' } },
    lang: 'it',
  };
}

describe('a shop owner rolls the configuration back from its history in Chromium', () => {
  let browser: Browser;
  let page: Page;
  let shopKey: string;
  const email = uniqueEmail('history');
  const password = strongPassword();

  async function order(): Promise<string[]> {
    const answer = await fetch(`${baseUrl}/API/shops/${shopKey}/search?q=divano`);
    const body = (await answer.json()) as { results?: { header: { externalId: string } }[] };
    if (!body.results) throw new Error(`search failed: ${JSON.stringify(body)}`);
    return body.results.map((result) => result.header.externalId);
  }

  const saveBar = () => page.getByRole('region', { name: 'Save changes' });
  const history = () => page.getByRole('dialog', { name: 'Configuration history' });

  beforeAll(async () => {
    await createActiveAccount(baseUrl, dataDir, email, password);
    shopKey = await pushedShop(email, password);
    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await browser.close();
  });

  it('logs in and finds the description weighing more than the title', async () => {
    // The shop's first index is built in the background after its first products.
    await expect
      .poll(() => order().catch(() => []), { timeout: 15_000 })
      .toEqual(['IN-TEXT', 'IN-TITLE']);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${baseUrl}/fineTuning`);
    await page.getByRole('slider', { name: 'title', exact: true }).waitFor();
  });

  it('edits the weights and saves, and search follows at once', async () => {
    await page.getByRole('slider', { name: 'title', exact: true }).press('End');
    await page.getByRole('slider', { name: 'description', exact: true }).press('Home');
    await saveBar().getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Configuration saved').waitFor();
    await expect.poll(order, { timeout: 5_000 }).toEqual(['IN-TITLE', 'IN-TEXT']);
  });

  it('opens the history, which the Back button closes', async () => {
    await saveBar().getByRole('button', { name: 'History', exact: true }).click();
    await history().waitFor();
    expect(new URL(page.url()).searchParams.get('action')).toBe('history');
    await history().getByRole('listitem', { name: 'Revision 3' }).waitFor();
    await page.goBack();
    await history().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/fineTuning');
    expect(new URL(page.url()).searchParams.get('action')).toBeNull();
  });

  it('rolls back to the revision before the edit, and search follows', async () => {
    await saveBar().getByRole('button', { name: 'History', exact: true }).click();
    const revision = history().getByRole('listitem', { name: 'Revision 2' });
    await revision.getByRole('button', { name: 'Roll back', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm rollback', exact: true }).click();
    await page.getByText('Configuration rolled back to revision 2').waitFor();
    await expect.poll(order, { timeout: 5_000 }).toEqual(['IN-TEXT', 'IN-TITLE']);
    // The rollback is itself a revision, the newest, and the sliders show what is live again.
    await history().getByRole('listitem', { name: 'Revision 4' }).waitFor();
    await page.keyboard.press('Escape');
    await history().waitFor({ state: 'hidden' });
    const title = page.getByRole('slider', { name: 'title', exact: true });
    await expect.poll(() => title.getAttribute('aria-valuenow')).toBe('1');
  });
});
