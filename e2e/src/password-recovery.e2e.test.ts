import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { createActiveAccount, strongPassword, uniqueEmail } from './support/accounts';
import { waitForMail } from './support/outbox';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

async function login(email: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/API/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  return response.status;
}

/**
 * Moves every recovery code of the instance 11 minutes into the past, as if the user had waited;
 * the server reads expiry from storage, so this is what elapsed time looks like to it.
 */
function ageRecoveryCodes(minutes: number): void {
  const db = new Database(path.join(dataDir, 'trova.sqlite'));
  try {
    db.prepare(
      'update password_recoveries set created_at = created_at - ?, expires_at = expires_at - ?',
    ).run(minutes * 60, minutes * 60);
  } finally {
    db.close();
  }
}

describe('password recovery in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('recovery');
  const original = strongPassword();
  const reset = strongPassword();

  beforeAll(async () => {
    await createActiveAccount(baseUrl, dataDir, email, original);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(10_000);
  });
  afterAll(() => browser.close());

  async function requestLink(count: number): Promise<string> {
    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('button', { name: 'Send again' }).waitFor();
    return (await waitForMail(dataDir, email, 'recovery', count)).link;
  }

  async function submitReset(link: string, password: string): Promise<void> {
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Reset password' }).click();
  }

  let firstLink = '';

  it('mails a reset link and sets the new password through it', async () => {
    firstLink = await requestLink(1);
    expect(new URL(firstLink).pathname).toBe('/recovery');
    await submitReset(firstLink, reset);
    await page.getByText('Password changed. You can now log in.').waitFor();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await login(email, reset)).toBe(200);
    expect(await login(email, original)).toBe(401);
  });

  it('refuses the same link a second time', async () => {
    await submitReset(firstLink, strongPassword());
    await page.getByText('This reset link has expired or was already used').waitFor();
    expect(await login(email, reset)).toBe(200);
  });

  it('refuses a link older than 10 minutes', async () => {
    const link = await requestLink(2);
    ageRecoveryCodes(11);
    const late = strongPassword();
    await submitReset(link, late);
    await page.getByText('This reset link is older than 10 minutes').waitFor();
    expect(await login(email, late)).toBe(401);
    expect(await login(email, reset)).toBe(200);
  });
});

describe('the demo account printed by npm start', () => {
  it('logs in with the printed email and password', async () => {
    const demo = inject('demoLogin');
    if (!demo) throw new Error('npm start printed no demo login');
    expect(demo.email).toMatch(/@/);
    expect(await login(demo.email, demo.password)).toBe(200);
  });
});
