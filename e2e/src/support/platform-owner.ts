import type { Browser, Page } from 'playwright-core';
import { strongPassword, uniqueEmail } from './accounts';
import { waitForMail } from './outbox';
import type { ConsoleLanguage } from './platform-fakes';

/** The console's words the platform journeys read (apps/console/src/i18n/locales). */
export const WORDS = {
  en: {
    sector: 'Market sector',
    next: 'Next',
    version: 'Version',
    language: 'Shop language',
    check: 'Check connection',
    found: 'Connection works',
    keysWrong: 'The keys are wrong',
    website: 'Website',
    ready: 'Ready to sync',
    fields: {
      storeUrl: 'Store address',
      consumerKey: 'Consumer key',
      consumerSecret: 'Consumer secret',
      webserviceKey: 'Webservice key',
      accessToken: 'Access token',
      storeView: 'Store view code',
      apiKey: 'API key',
      exchange: 'Exchange',
    },
  },
  it: {
    sector: 'Settore di mercato',
    next: 'Avanti',
    version: 'Versione',
    language: 'Lingua del negozio',
    check: 'Verifica il collegamento',
    found: 'Il collegamento funziona',
    keysWrong: 'Le chiavi sono errate',
    website: 'Sito',
    ready: 'Pronto per la sincronizzazione',
    fields: {
      storeUrl: 'Indirizzo del negozio',
      consumerKey: 'Chiave utente',
      consumerSecret: 'Segreto utente',
      webserviceKey: 'Chiave del webservice',
      accessToken: 'Token di accesso',
      storeView: 'Codice della vista negozio',
      apiKey: 'Chiave API',
      exchange: 'Codice di scambio',
    },
  },
} as const satisfies Record<ConsoleLanguage, unknown>;

async function post(url: string, body: object, token?: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A new owner whose account speaks `language` (the console follows the account's language),
 * signed up, activated and signed in through the public API, in a page of its own browser
 * context on the wizard's platform step, the sector chosen.
 * @example const { page, token } = await newPlatformOwner(browser, baseUrl, dataDir, 'it');
 */
export async function newPlatformOwner(
  browser: Browser,
  baseUrl: string,
  dataDir: string,
  language: ConsoleLanguage,
): Promise<{ page: Page; token: string }> {
  const email = uniqueEmail('platform');
  const password = strongPassword();
  await post(`${baseUrl}/API/customers`, { email, password, language_iso: language });
  const link = new URL((await waitForMail(dataDir, email, 'activation')).link);
  const id = link.searchParams.get('id') ?? '';
  await post(`${baseUrl}/API/customers/${id}/activation`, { key: link.searchParams.get('key') });
  const session = await post(`${baseUrl}/API/session`, { username: email, password });
  const { jwt, api_key: apiKey } = (await session.json()) as { jwt: string; api_key: string };
  const context = await browser.newContext({ locale: language === 'it' ? 'it-IT' : 'en-US' });
  await context.addInitScript(
    ({ token, key, origin }) => {
      // The console's origin only, once: the fakes' pages are other origins.
      if (window.location.origin !== origin || localStorage.getItem('trova.token')) return;
      localStorage.setItem('trova.token', token);
      localStorage.setItem('trova.apiKey', key);
    },
    { token: jwt, key: apiKey, origin: baseUrl },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const words = WORDS[language];
  await page.goto(`${baseUrl}/wizard`);
  await page.getByRole('combobox', { name: words.sector }).selectOption('Sports and outdoors');
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await page.waitForURL(`${baseUrl}/wizard/cms`);
  return { page, token: jwt };
}
