import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import {
  createAccountWithoutShop,
  createShopWithoutTraffic,
  type ShopWithoutTraffic,
} from './support/audit-accounts';
import { auditRoutes } from './support/console-audit';
import {
  anonymousRoutes,
  noShopRoutes,
  savedItemRoutes,
  signedInRoutes,
  trafficRoutes,
} from './support/console-routes';
import { setAccountLanguage, type ConsoleLanguage } from './support/console-visit';
import { CATALOGUE } from './support/layer-shop';
import { logInApi, type OwnerSession } from './support/shop-api';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
/** Dozens of screens per test, two at a time; generous for a loaded 2-core machine. */
const AUDIT_TIMEOUT = 480_000;

/**
 * axe-core on every console route (docs/product/accessibility.md), in English and in Italian: the
 * demo shop (data on every screen), a shop without traffic (empty states, saved items), an account
 * without a shop, and no session. No serious or critical violation, colour contrast included; the
 * Italian screens also show no English catalogue text and no raw key (docs/product/translation.md).
 */
describe('every console screen is accessible, in both languages', () => {
  let browser: Browser;
  let demo: OwnerSession;
  let demoLanguage: ConsoleLanguage | undefined;
  let empty: ShopWithoutTraffic;
  let noShop: OwnerSession;

  beforeAll(async () => {
    const demoLogin = inject('demoLogin');
    if (!demoLogin) throw new Error('npm start printed no demo login');
    [browser, demo, empty, noShop] = await Promise.all([
      launchChromium(),
      logInApi(baseUrl, demoLogin.email, demoLogin.password),
      createShopWithoutTraffic(baseUrl, dataDir),
      createAccountWithoutShop(baseUrl, dataDir),
    ]);
  });
  afterAll(async () => {
    // Other files sign in as the demo and expect its own language.
    if (demoLanguage) await setAccountLanguage(baseUrl, demo, demoLanguage);
    await browser?.close();
  });

  /** Signed-in audits in `language`, two pages at a time: the demo's, then the others'. */
  async function auditSignedIn(language: ConsoleLanguage): Promise<string[]> {
    const previous = await setAccountLanguage(baseUrl, demo, language);
    demoLanguage ??= previous;
    await setAccountLanguage(baseUrl, empty.owner, language);
    await setAccountLanguage(baseUrl, noShop, language);
    const emptySubjects = { productId: CATALOGUE[0]?.[0] ?? '', query: 'shoe' };
    const [withData, others] = await Promise.all([
      auditRoutes(browser, baseUrl, { routes: signedInRoutes(), language, session: demo }),
      (async () => [
        ...(await auditRoutes(browser, baseUrl, {
          routes: [...trafficRoutes(emptySubjects), ...savedItemRoutes(empty.items)],
          language,
          session: empty.owner,
        })),
        ...(await auditRoutes(browser, baseUrl, {
          routes: noShopRoutes,
          language,
          session: noShop,
        })),
      ])(),
    ]);
    return [...withData, ...others];
  }

  it(
    'has no serious or critical violation on the access screens, signed out',
    async () => {
      const findings = await Promise.all(
        (['en', 'it'] as const).map((language) =>
          auditRoutes(browser, baseUrl, { routes: anonymousRoutes, language }),
        ),
      );
      expect(findings.flat()).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );

  it(
    'has no serious or critical violation on any signed-in screen, in English',
    async () => {
      expect(await auditSignedIn('en')).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );

  it(
    'has no serious or critical violation and no English on any signed-in screen, in Italian',
    async () => {
      expect(await auditSignedIn('it')).toEqual([]);
    },
    AUDIT_TIMEOUT,
  );
});
