import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';

const baseUrl = inject('baseUrl');

describe('console shell in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
  });

  it('shows the login page at /login', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByLabel(/email/i).count()).toBeGreaterThan(0);
  });

  it('switches the interface to Italian from the language selector', async () => {
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByText('IT', { exact: true }).click();
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
  });

  it('sends an anonymous visitor of /billing to the login page', async () => {
    await page.goto(`${baseUrl}/billing`);
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(['/', '/login']).toContain(new URL(page.url()).pathname);
  });

  it('redirects /billing to its first tab, /billing/overview, once logged in', async () => {
    const demo = inject('demoLogin');
    if (!demo) throw new Error('npm start printed no demo login');
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.goto(`${baseUrl}/billing`);
    await page.waitForURL(`${baseUrl}/billing/overview`);
    expect(new URL(page.url()).pathname).toBe('/billing/overview');
  });

  it('shows the not-found page for an unknown path', async () => {
    await page.goto(`${baseUrl}/it-does-not-exist`);
    await page.waitForURL(`${baseUrl}/notfound`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
  });
});
