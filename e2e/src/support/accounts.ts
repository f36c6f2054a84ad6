import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { waitForMail } from './outbox';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@e2e.trova.test`;
}

/** A password that satisfies the policy, different on every call. */
export function strongPassword(): string {
  return `Tr0va!${randomBytes(5).toString('hex')}`;
}

/** Signs up and activates through the public API, as the console would; loopback needs no captcha. */
export async function createActiveAccount(
  baseUrl: string,
  dataDir: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await fetch(`${baseUrl}/API/customers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, language_iso: 'en' }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const link = new URL((await waitForMail(dataDir, email, 'activation')).link);
  const id = link.searchParams.get('id') ?? '';
  const activation = await fetch(`${baseUrl}/API/customers/${id}/activation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: link.searchParams.get('key') }),
  });
  if (!activation.ok) throw new Error(`activation failed: ${activation.status}`);
}

/** Logs in through the console's login page and waits to leave it. */
export async function logInToConsole(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
