import type { PlatformCredentialsInput } from '@trova/contracts';
import {
  MAGENTO_FAKE_TOKEN,
  PRESTASHOP_FAKE_KEY,
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
  generateMagentoCatalogue,
  generatePrestaShopProducts,
  generateShopifyProducts,
  generateStoredenProducts,
  generateWooProducts,
  startMagento2Fake,
  startPrestaShopFake,
  startShopifyFake,
  startStoredenFake,
  startWooCommerceFake,
} from '../../../apps/server/src/modules/platforms/index.js';

/** The platforms `bench:ingest` imports through their loopback fakes, in the order printed. */
export const CONNECTORS = [
  'woocommerce',
  'prestashop',
  'magento-2',
  'storeden',
  'shopify',
] as const;
export type ConnectorName = (typeof CONNECTORS)[number];

export const CONNECTOR_LABELS: Readonly<Record<ConnectorName, string>> = {
  woocommerce: 'WooCommerce',
  prestashop: 'PrestaShop',
  'magento-2': 'Magento 2',
  storeden: 'Storeden',
  shopify: 'Shopify',
};

/** How the server connects the fake's store: pasted credentials, or Shopify's app install. */
export type ConnectorAccess =
  | { kind: 'credentials'; credentials: PlatformCredentialsInput; platformVersion?: string }
  | { kind: 'shopify'; host: string };

/** One platform's fake serving a generated catalogue, in the bench's process. */
export interface ConnectorFake {
  port: number;
  /** Products the storefront shows: what the import must bring and the search answer. */
  expected: number;
  access: ConnectorAccess;
  /** Settings of the server under test beyond the allowance: API origins, the Shopify app. */
  env: Record<string, string>;
  /** Calls the server made to the fake so far. */
  requests(): number;
  close(): Promise<void>;
}

/** What every fake gives the bench: its port, its request count and its close. */
interface RunningFake {
  port: number;
  requests: readonly unknown[];
  close(): Promise<void>;
}

function connectorFake(
  fake: RunningFake,
  rest: Pick<ConnectorFake, 'expected' | 'access'> & { env?: Record<string, string> },
): ConnectorFake {
  return {
    port: fake.port,
    env: {},
    ...rest,
    requests: () => fake.requests.length,
    close: () => fake.close(),
  };
}

/**
 * Starts `name`'s loopback fake on `items` generated products (the fakes' own generators: every
 * Storeden 50th is unpublished, every other generated product is shown).
 * @example const fake = await startConnectorFake('prestashop', 20_000); // fake.expected === 20000
 */
export async function startConnectorFake(
  name: ConnectorName,
  items: number,
): Promise<ConnectorFake> {
  switch (name) {
    case 'woocommerce': {
      const fake = await startWooCommerceFake({ products: generateWooProducts(items) });
      const { url, consumerKey, consumerSecret } = fake;
      return connectorFake(fake, {
        expected: items,
        access: {
          kind: 'credentials',
          credentials: { platform: 'woocommerce', storeUrl: url, consumerKey, consumerSecret },
          platformVersion: '9.x',
        },
      });
    }
    case 'prestashop': {
      const fake = await startPrestaShopFake({ products: generatePrestaShopProducts(items) });
      return connectorFake(fake, {
        expected: items,
        access: {
          kind: 'credentials',
          credentials: {
            platform: 'prestashop',
            storeUrl: fake.url,
            webserviceKey: PRESTASHOP_FAKE_KEY,
          },
        },
      });
    }
    case 'magento-2': {
      const fake = await startMagento2Fake({ catalogue: generateMagentoCatalogue(items) });
      return connectorFake(fake, {
        expected: items,
        access: {
          kind: 'credentials',
          credentials: {
            platform: 'magento-2',
            storeUrl: fake.url,
            accessToken: MAGENTO_FAKE_TOKEN,
            storeView: 'default',
          },
          platformVersion: '2.4',
        },
      });
    }
    case 'storeden': {
      const products = generateStoredenProducts(items);
      const fake = await startStoredenFake({ products });
      return connectorFake(fake, {
        expected: products.filter((product) => product.status === 1).length,
        access: {
          kind: 'credentials',
          // Storeden's API is its own host (the fake, by TROVA_STOREDEN_API_ORIGIN); the store
          // address only builds product links and is never called.
          credentials: {
            platform: 'storeden',
            storeUrl: 'https://www.sentierialti.example',
            apiKey: STOREDEN_FIXTURE_KEY,
            exchange: STOREDEN_FIXTURE_EXCHANGE,
          },
        },
        env: { TROVA_STOREDEN_API_ORIGIN: fake.url },
      });
    }
    case 'shopify': {
      const fake = await startShopifyFake({ products: generateShopifyProducts(items) });
      return connectorFake(fake, {
        expected: items,
        access: { kind: 'shopify', host: fake.shop },
        env: {
          TROVA_SHOPIFY_API_ORIGIN: fake.origin,
          TROVA_SHOPIFY_CLIENT_ID: fake.clientId,
          TROVA_SHOPIFY_CLIENT_SECRET: fake.clientSecret,
        },
      });
    }
  }
}
