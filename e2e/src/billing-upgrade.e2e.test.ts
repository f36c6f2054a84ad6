import { execFileSync } from 'node:child_process';
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

interface HistoryRow {
  type: string;
  transactionId: string | null;
}

/**
 * A test that runs the operator's command: `npm run admin` starts tsx and the server's services,
 * which takes a quarter of a minute on a busy 2-core machine.
 */
const OPERATOR_STEP_TIMEOUT = 120_000;

/** The operator's command of docs/product/billing.md#operator-commands, on the Trova under test. */
function markPaid(number: string): void {
  execFileSync('npm', ['run', '--silent', 'admin', '--', 'invoices', 'mark-paid', number], {
    env: { ...process.env, TROVA_DATA_DIR: dataDir },
    stdio: 'pipe',
  });
}

/**
 * Upgrading a plan paid by bank transfer (`npm start`'s manual provider,
 * docs/product/billing.md#plan-states): Start bought during the trial and paid through the
 * operator's `mark-paid` is a tiered plan like any other, so Standard and Advanced stay on offer
 * and the upgrade goes through; nothing says the plan is arranged with sales.
 */
describe('upgrading a plan paid by bank transfer, in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('upgrade');
  const password = strongPassword();

  /** A call of the signed-in customer, as the console makes it. */
  const api = <T>(path: string, method = 'GET', body?: unknown): Promise<T> =>
    page.evaluate(
      async ({ path, method, body }) => {
        const answer = await fetch(`/API/${path}`, {
          method,
          headers: {
            authorization: `Bearer ${localStorage.getItem('trova.token') ?? ''}`,
            'content-type': 'application/json',
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return (await answer.json()) as T;
      },
      { path, method, body },
    );

  /** The number of the newest invoice, the one the last plan change issued. */
  const newestInvoice = async (): Promise<string> => {
    const year = new Date().getFullYear();
    const from = Math.floor(Date.UTC(year - 1, 0, 1) / 1000);
    const to = Math.floor(Date.UTC(year + 1, 0, 1) / 1000);
    const rows = await api<HistoryRow[]>(`customers/me/payment/history?from=${from}&to=${to}`);
    // Numbers are sequential within the year, so the greatest is the newest.
    const [number] = rows
      .flatMap((row) => (row.type === 'invoice' && row.transactionId ? [row.transactionId] : []))
      .sort()
      .reverse();
    if (!number) throw new Error(`no invoice in the history: ${JSON.stringify(rows)}`);
    return number;
  };

  const card = (name: string) => page.getByRole('article', { name });

  const subscribe = async (name: string) => {
    await card(name)
      .getByRole('button', { name: `Subscribe to ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Subscribe to ${name}?` });
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await card(name).getByRole('button', { name: 'Withdraw change' }).waitFor();
  };

  beforeAll(async () => {
    await createActiveAccount(baseUrl, dataDir, email, password);
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    page.setDefaultTimeout(15_000);
    await logInToConsole(page, baseUrl, email, password);
    // A Dutch company: complete billing information without the Italian SDI and PEC.
    const saved = await api<{ status: string }>('customers/me', 'PUT', {
      firstName: 'Eva',
      lastName: 'de Vries',
      companyName: 'Winkel BV',
      address: 'Damrak 1',
      email: 'facturen@winkel.nl',
      city: 'Amsterdam',
      vat: 'NL123456789B01',
      country: 'NL',
      state: '',
      zip: '1012 LG',
      sdi: '',
      pec: '',
    });
    expect(saved.status).toBe('OK');
  });
  afterAll(() => browser?.close());

  it(
    'buys Start from the trial and, once its invoice is paid, still offers Standard and Advanced',
    async () => {
      await page.goto(`${baseUrl}/billing/plans`);
      await card('Start').waitFor();
      await subscribe('Start');
      markPaid(await newestInvoice());

      await page.reload();
      await card('Start').getByRole('button', { name: 'Subscribed' }).waitFor();
      for (const name of ['Standard', 'Advanced']) {
        const button = card(name).getByRole('button', { name: `Subscribe to ${name}` });
        expect(await button.isEnabled()).toBe(true);
      }
      expect(
        await card('Little')
          .getByRole('link', { name: /Contact sales/ })
          .count(),
      ).toBe(1);
      expect(await page.getByText(/invoiced by agreement|arranged with sales/).count()).toBe(0);
    },
    OPERATOR_STEP_TIMEOUT,
  );

  it(
    'upgrades to Standard, which takes effect once its invoice is paid',
    async () => {
      await subscribe('Standard');
      markPaid(await newestInvoice());
      await page.reload();
      await card('Standard').getByRole('button', { name: 'Subscribed' }).waitFor();
      const [plan] = await api<{ key: string; pendingPlan: unknown }[]>('customers/me/plan');
      expect(plan).toMatchObject({ key: 'standard', pendingPlan: null });
      expect(
        await card('Advanced').getByRole('button', { name: 'Subscribe to Advanced' }).isEnabled(),
      ).toBe(true);
    },
    OPERATOR_STEP_TIMEOUT,
  );
});
