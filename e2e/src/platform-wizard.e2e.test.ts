import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { startTrova, type TrovaProcess } from '../../scripts/lib/trova-process';
import {
  freePort,
  startPlatformFakes,
  type ConsoleLanguage,
  type CredentialFieldName,
  type CredentialJourney,
  type PlatformFakes,
} from './support/platform-fakes';
import { newPlatformOwner, WORDS } from './support/platform-owner';

interface OwnedShop {
  id: string;
  key: string;
}

/**
 * Issue 36's browser acceptance (docs/product/onboarding.md#platform): for each platform, the
 * wizard from the platform choice to a searchable shop against the platform's loopback fake, and
 * bad credentials named in the console's language. One Trova (allowed to reach the fakes only by
 * the test-only allowance) and one Chromium serve every platform; each owner is a new account.
 */
describe('an owner connects each shop platform through the wizard in Chromium', () => {
  let fakes: PlatformFakes;
  let trova: TrovaProcess;
  let browser: Browser;
  let baseUrl = '';

  const newOwner = (language: ConsoleLanguage) =>
    newPlatformOwner(browser, baseUrl, trova.dataDir, language);

  async function fillForm(
    page: Page,
    language: ConsoleLanguage,
    fields: Partial<Record<CredentialFieldName, string>>,
  ): Promise<void> {
    for (const [field, value] of Object.entries(fields) as [CredentialFieldName, string][]) {
      // The label ends with Mantine's required mark ("Store address *").
      const label = WORDS[language].fields[field].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      await page.getByLabel(new RegExp(`^${label}( \\*)?$`)).fill(value);
    }
  }

  /** From the shop step to the settings step: choose the new shop, start, wait for the import. */
  async function syncChosenShop(page: Page, language: ConsoleLanguage): Promise<void> {
    const words = WORDS[language];
    const website = page.getByRole('combobox', { name: words.website });
    await expect.poll(() => website.inputValue()).not.toBe('');
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await page.getByRole('heading', { name: words.ready }).waitFor();
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/wizard/settings', { timeout: 30_000 });
  }

  /** Publishes the owner's only shop and waits until its storefront search answers `shown`. */
  async function expectSearchable(token: string, shown: number): Promise<void> {
    const headers = { authorization: `Bearer ${token}` };
    const shops = (await (await fetch(`${baseUrl}/API/shops`, { headers })).json()) as OwnedShop[];
    const shop = shops[0];
    if (!shop) throw new Error('the owner has no shop');
    const activation = await fetch(`${baseUrl}/API/shops/${shop.id}/activation`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(activation.ok).toBe(true);
    const search = async (q: string): Promise<number> => {
      const url = `${baseUrl}/API/shops/${shop.key}/search?q=${encodeURIComponent(q)}`;
      const answer = await fetch(url);
      if (!answer.ok) return -1;
      return ((await answer.json()) as { results_count: number }).results_count;
    };
    await expect.poll(() => search(''), { timeout: 10_000 }).toBe(shown);
    // Every fixture catalogue has a 30 L backpack, named in Italian.
    expect(await search('zaino')).toBeGreaterThan(0);
  }

  async function connectWithKeys(journey: CredentialJourney): Promise<void> {
    const { language } = journey;
    const words = WORDS[language];
    const { page, token } = await newOwner(language);
    try {
      await page.getByRole('radio', { name: journey.label, exact: true }).check();
      if (journey.version) {
        await page.getByRole('combobox', { name: words.version }).selectOption(journey.version);
      }
      await page.getByRole('combobox', { name: words.language }).selectOption('it');
      await fillForm(page, language, { ...journey.fields, ...journey.badFields });
      await page.getByRole('button', { name: words.check }).click();
      const status = page.getByRole('status');
      await status.getByText(words.keysWrong).waitFor();
      await status.getByText('platform-credentials-invalid').waitFor();

      await fillForm(page, language, journey.fields);
      await page.getByRole('button', { name: words.check }).click();
      await status.getByText(words.found).waitFor();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.waitForURL(`${baseUrl}/wizard/shop`);
      await syncChosenShop(page, language);
      await expectSearchable(token, journey.shown);
    } finally {
      await page.context().close();
    }
  }

  beforeAll(async () => {
    fakes = await startPlatformFakes();
    // Shopify sends the owner back to the public URL: it must be the address the browser uses.
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${String(port)}`;
    trova = await startTrova({
      ...fakes.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      TROVA_DEMO: 'off',
      TROVA_RATE_LIMIT_SIGNUP_PER_IP: '1000',
      TROVA_RATE_LIMIT_LOGIN_PER_IP: '1000',
    });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await trova.stop();
    await fakes.close();
  });

  it('WooCommerce: wrong keys are named, the right ones end in a searchable shop', async () => {
    await connectWithKeys(fakes.journeys.woocommerce);
  });

  it('PrestaShop: a wrong webservice key is named in Italian, the right one syncs', async () => {
    await connectWithKeys(fakes.journeys.prestashop);
  });

  it('Magento 2: a wrong token is named, the right one ends in a searchable shop', async () => {
    await connectWithKeys(fakes.journeys['magento-2']);
  });

  it('Storeden: a wrong key pair is named in Italian, the right one syncs', async () => {
    await connectWithKeys(fakes.journeys.storeden);
  });

  it('Shopify: the app install goes through the authorisation page and back to a searchable shop', async () => {
    const { page, token } = await newOwner('en');
    try {
      await page.getByRole('radio', { name: 'Shopify', exact: true }).check();
      await page.getByRole('textbox', { name: 'Shopify shop domain' }).fill(fakes.shopify.shop);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      // Trova → the fake's authorisation page → Trova's callback → the wizard with the new shop.
      await page.waitForURL(`${baseUrl}/wizard/shop`);
      expect(fakes.shopify.requests.map((request) => request.path)).toEqual(
        expect.arrayContaining(['/admin/oauth/authorize', '/admin/oauth/access_token']),
      );
      await syncChosenShop(page, 'en');
      await expectSearchable(token, fakes.shopifyShown);
    } finally {
      await page.context().close();
    }
  });

  it('Shopify: a callback Trova cannot verify is named, with the way back', async () => {
    const { page } = await newOwner('en');
    try {
      // Signed by the app's secret, yet carrying a state Trova never issued (a replayed link).
      const query = new URLSearchParams(fakes.shopify.callbackQuery('forged-state', 'code'));
      await page.goto(`${baseUrl}/API/integrations/shp/callback?${query.toString()}`);
      await page.waitForURL((url) => url.searchParams.get('error') === 'shopify-oauth-invalid');
      const alert = page.getByRole('alert').filter({ hasText: 'Shopify did not complete' });
      await alert.getByText("Shopify's answer could not be verified").waitFor();
      await alert.getByRole('button', { name: 'Back to the platform step' }).click();
      await page.waitForURL(`${baseUrl}/wizard/cms`);
    } finally {
      await page.context().close();
    }
  });
});
