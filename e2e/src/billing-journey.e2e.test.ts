import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import {
  createActiveAccount,
  logInToConsole,
  strongPassword,
  uniqueEmail,
} from './support/accounts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * Billing as a new customer meets it on `npm start`'s manual provider
 * (docs/product/billing.md): an Italian company's billing information, a yearly plan bought from
 * the trial, and the invoice it issues, downloaded and read back with `pdftotext`.
 */
describe('billing in Chromium, on the manual provider', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('billing');
  const password = strongPassword();

  const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
  const submit = () => page.getByRole('button', { name: 'Update billing information' });

  beforeAll(async () => {
    await createActiveAccount(baseUrl, dataDir, email, password);
    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'en-US', acceptDownloads: true });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, baseUrl, email, password);
  });
  afterAll(() => browser?.close());

  it('fills an Italian company, held back until the SDI has 7 characters and a PEC is given', async () => {
    await page.goto(`${baseUrl}/billing/information`);
    await page.getByRole('region', { name: 'Company and address' }).waitFor();
    await field('First name').fill('Giulia');
    await field('Last name').fill('Rossi');
    await field('Company name').fill('Arredi Rossi Srl');
    await field('VAT number').fill('IT01234567890');
    await field('Billing email').fill('amministrazione@arredirossi.it');
    await field('Address').fill('Via Roma 1');
    await field('City').fill('Milano');
    await field('ZIP code').fill('20121');
    await page.getByRole('combobox', { name: /^Country/ }).selectOption('IT');
    await page.getByRole('combobox', { name: /^State or region/ }).selectOption('Lombardia');
    await field('SDI code').fill('abc123');
    await page.getByText('The SDI code has exactly 7 characters').waitFor();
    expect(await submit().isDisabled()).toBe(true);
    await field('SDI code').fill('ABC1234');
    await page.getByRole('img', { name: 'Valid SDI code' }).waitFor();
    // Italy also requires a PEC.
    expect(await submit().isDisabled()).toBe(true);
    await field('PEC').fill('arredirossi@pec.it');
    await submit().click();
    await page.getByText('Billing information updated').waitFor();
    const stored = await page.evaluate(async () => {
      const answer = await fetch('/API/customers/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('trova.token') ?? ''}` },
      });
      return (await answer.json()) as { sdi: string; pec: string; country: string };
    });
    expect(stored).toMatchObject({ country: 'IT', sdi: 'ABC1234', pec: 'arredirossi@pec.it' });
  });

  it('switches the plans to yearly and subscribes to Standard, pending until the invoice is paid', async () => {
    await page.goto(`${baseUrl}/billing/plans`);
    const standard = page.getByRole('article', { name: 'Standard' });
    await standard.waitFor();
    // The segmented control's radios are visually hidden behind their labels.
    await page.locator('label', { hasText: 'Yearly (save 10 %)' }).click();
    await page.waitForURL((url) => url.searchParams.get('cycle') === 'yearly');
    await standard.getByRole('button', { name: 'Subscribe to Standard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Standard?' });
    await dialog.getByText('You will receive an invoice to pay by bank transfer').waitFor();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await standard.getByRole('button', { name: 'Withdraw change' }).waitFor();
    const [plan] = await page.evaluate(async () => {
      const answer = await fetch('/API/customers/me/plan', {
        headers: { authorization: `Bearer ${localStorage.getItem('trova.token') ?? ''}` },
      });
      return (await answer.json()) as { pendingPlan: { planKey: string; isMonthly: boolean } }[];
    });
    expect(plan?.pendingPlan).toMatchObject({ planKey: 'standard', isMonthly: false });
  });

  it('lists the invoice in the history and downloads it as a PDF that pdftotext reads', async () => {
    await page.goto(`${baseUrl}/billing/overview`);
    const download = page.getByRole('button', { name: /^Download invoice/ }).first();
    await download.waitFor();
    const label = (await download.getAttribute('aria-label')) ?? (await download.textContent());
    const number = /\d{4}-\d{6}/.exec(label ?? '')?.[0];
    expect(number).toBeDefined();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(number);
    expect(text).toContain('Arredi Rossi Srl');
    expect(text).toContain('ABC1234');
    expect(text).toContain('arredirossi@pec.it');
  });
});
