import { createServer } from 'node:net';
import { PLATFORM_LABELS } from '@trova/contracts';
import {
  MAGENTO_FAKE_TOKEN,
  PRESTASHOP_FAKE_KEY,
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  startMagento2Fake,
  startPrestaShopFake,
  startShopifyFake,
  startStoredenFake,
  startWooCommerceFake,
  type ShopifyFake,
} from '../../../apps/server/src/modules/platforms/index';

/** The console's languages the journeys run in. */
export type ConsoleLanguage = 'en' | 'it';

/** A credential field of the wizard's platform form, by its contracts name. */
export type CredentialFieldName =
  | 'storeUrl'
  | 'consumerKey'
  | 'consumerSecret'
  | 'webserviceKey'
  | 'accessToken'
  | 'storeView'
  | 'apiKey'
  | 'exchange';

/** A credential platform's wizard journey against its loopback fake. */
export interface CredentialJourney {
  /** The radio's label (PLATFORM_LABELS): brands, the same in every language. */
  label: string;
  /** The version select's choice, for the platforms that ask for one. */
  version?: string;
  /** The console's language for this journey (the browser's locale). */
  language: ConsoleLanguage;
  /** The form's values that reach the fake, in the order the form shows them. */
  fields: Partial<Record<CredentialFieldName, string>>;
  /** The same form with a key the fake refuses. */
  badFields: Partial<Record<CredentialFieldName, string>>;
  /** The products the fixtures show in the storefront, which the import must bring. */
  shown: number;
}

export interface PlatformFakes {
  journeys: Record<'woocommerce' | 'prestashop' | 'magento-2' | 'storeden', CredentialJourney>;
  shopify: ShopifyFake;
  /** Products Shopify's fixtures show (one is a draft). */
  shopifyShown: number;
  /**
   * The Trova under test's settings: the SSRF guard's test-only allowance for the fakes' ports
   * (docs/deploy.md), Storeden's and Shopify's API origins on their fakes, and the Shopify app.
   */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A key of the right shape that no fake accepts. */
const WRONG_KEY = 'WRONGKEY0000000000000000000000XX';

/**
 * The five platform fakes on loopback, each seeded with its small fixture catalogue, started
 * before the server so their ephemeral ports can be named in its test-only allowance.
 * @example const fakes = await startPlatformFakes(); const trova = await startTrova(fakes.env);
 */
export async function startPlatformFakes(): Promise<PlatformFakes> {
  const [woo, presta, magento, storeden, shopify] = await Promise.all([
    startWooCommerceFake(),
    startPrestaShopFake(),
    startMagento2Fake(),
    startStoredenFake(),
    startShopifyFake(),
  ]);
  const targets = [woo.port, presta.port, magento.port, storeden.port, shopify.port]
    .map((port) => `127.0.0.1:${String(port)}`)
    .join(',');
  return {
    journeys: {
      woocommerce: {
        label: PLATFORM_LABELS.woocommerce,
        version: '9.x',
        language: 'en',
        fields: {
          storeUrl: woo.url,
          consumerKey: woo.consumerKey,
          consumerSecret: woo.consumerSecret,
        },
        badFields: { consumerSecret: `cs_${WRONG_KEY}` },
        // WOO_FIXTURE_SHOWN_IDS: 13 fixtures, a draft, a private and a hidden one are not shown.
        shown: 10,
      },
      prestashop: {
        label: PLATFORM_LABELS.prestashop,
        language: 'it',
        fields: { storeUrl: presta.url, webserviceKey: PRESTASHOP_FAKE_KEY },
        badFields: { webserviceKey: WRONG_KEY },
        // 13 fixtures: one inactive, one not visible, one catalogue-only.
        shown: 10,
      },
      'magento-2': {
        label: PLATFORM_LABELS['magento-2'],
        version: '2.4',
        language: 'en',
        fields: { storeUrl: magento.url, accessToken: MAGENTO_FAKE_TOKEN, storeView: 'default' },
        badFields: { accessToken: WRONG_KEY },
        // 14 fixtures in the default store view: children, disabled, invisible, other website.
        shown: 6,
      },
      storeden: {
        label: PLATFORM_LABELS.storeden,
        language: 'it',
        // Storeden's API is its own host (the fake); the store address only builds product links.
        fields: {
          storeUrl: 'https://www.sentierialti.example',
          apiKey: STOREDEN_FIXTURE_KEY,
          exchange: STOREDEN_FIXTURE_EXCHANGE,
        },
        badFields: { apiKey: WRONG_KEY },
        // 12 fixtures, one unpublished.
        shown: 11,
      },
    },
    shopify,
    shopifyShown: 11,
    env: {
      TROVA_ALLOW_PRIVATE_FEEDS: 'true',
      TROVA_PLATFORM_TEST_TARGETS: targets,
      TROVA_STOREDEN_API_ORIGIN: storeden.url,
      TROVA_SHOPIFY_API_ORIGIN: shopify.origin,
      TROVA_SHOPIFY_CLIENT_ID: shopify.clientId,
      TROVA_SHOPIFY_CLIENT_SECRET: shopify.clientSecret,
    },
    close: async () => {
      await Promise.all([
        woo.close(),
        presta.close(),
        magento.close(),
        storeden.close(),
        shopify.close(),
      ]);
    },
  };
}

/**
 * A port free on loopback right now, for a server that must know its own address before it
 * starts (its public URL is Shopify's callback, and the browser must stay on one origin).
 * @example const port = await freePort(); startTrova({ PORT: String(port) });
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
