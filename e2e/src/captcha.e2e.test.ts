import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { startTrova, type TrovaProcess } from '../../scripts/lib/trova-process';

/** A Trova of its own with TROVA_CAPTCHA=on, since loopback visitors are otherwise exempt. */
describe('login with the captcha required', () => {
  let trova: TrovaProcess;
  let browser: Browser;

  beforeAll(async () => {
    trova = await startTrova({ TROVA_CAPTCHA: 'on' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await trova.stop();
  });

  it('refuses a login that carries no captcha solution', async () => {
    const demo = trova.demoLogin;
    if (!demo) throw new Error('npm start printed no demo login');
    const response = await fetch(`${trova.url}/API/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demo.email, password: demo.password }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'captcha-failed',
      message: 'You are a robot',
    });
  });

  it('logs in once the ALTCHA proof of work is solved in the browser', async () => {
    const demo = trova.demoLogin;
    if (!demo) throw new Error('npm start printed no demo login');
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${trova.url}/login`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText("I'm not a robot").click();
    await expect.poll(() => submit.isEnabled(), { timeout: 20_000 }).toBe(true);
    await submit.click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
});
