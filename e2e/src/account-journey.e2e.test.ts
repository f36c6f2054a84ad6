import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { strongPassword, uniqueEmail } from './support/accounts';
import { waitForMail } from './support/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

async function logIn(page: Page, email: string, password: string, button: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((url) => !['/', '/login'].includes(url.pathname));
}

describe('a new shop owner in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('journey');
  const password = strongPassword();
  const newPassword = strongPassword();

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
  });
  afterAll(() => browser.close());

  it('signs up and is told to check the mail', async () => {
    await page.goto(`${baseUrl}/signup`);
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(password);
    await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
    await page.getByRole('checkbox', { name: 'I accept the privacy policy' }).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl}/activation-mail`);
    await page.getByRole('heading', { name: 'Check your mail' }).waitFor();
  });

  it('activates the account from the link in the outbox', async () => {
    const mail = await waitForMail(dataDir, email, 'activation');
    expect(new URL(mail.link).pathname).toBe('/activation');
    await page.goto(mail.link);
    await page.getByText('Account Activated').waitFor();
  });

  it('logs in and reaches the signed-in console', async () => {
    await page.goto(`${baseUrl}/login`);
    await logIn(page, email, password, 'Log in');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trova.token'))).toBeTruthy();
  });

  it('edits the user info', async () => {
    await page.goto(`${baseUrl}/account`);
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Giulia');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Rossi');
    await page.getByRole('button', { name: 'Update user info' }).click();
    await page.getByText('User info updated').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Account settings' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'First name', exact: true }).inputValue())
      .toBe('Giulia');
  });

  it('switches the system language to Italian and sees the console in Italian', async () => {
    await page.getByRole('combobox', { name: 'System language' }).selectOption('it');
    await page.getByRole('button', { name: 'Update language' }).click();
    await page.getByText('Lingua cambiata').waitFor();
    await page.getByRole('heading', { name: "Impostazioni dell'account" }).waitFor();
    await page.getByRole('link', { name: 'Statistiche' }).waitFor();
  });

  it('changes the password', async () => {
    await page.getByRole('textbox', { name: 'Password attuale', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill(newPassword);
    await page
      .getByRole('textbox', { name: 'Ripeti la nuova password', exact: true })
      .fill(newPassword);
    await page.getByRole('button', { name: 'Cambia password' }).click();
    await page.getByText('Password cambiata').waitFor();
  });

  it('logs out, which clears the stored session', async () => {
    await page.getByRole('button', { name: 'Esci' }).click();
    await page.getByRole('heading', { name: 'Accedi' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('trova.token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('trova.apiKey'))).toBeNull();
  });

  it('cannot log in with the old password, and can with the new one', async () => {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await page
      .getByText('Auth Failed')
      .or(page.getByText('Autenticazione fallita'))
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/(login)?$/);
    await page.goto(`${baseUrl}/login`);
    await logIn(page, email, newPassword, 'Accedi');
    await page.getByRole('navigation').first().waitFor();
  });
});
