import type { CatalogueProductInput } from '@trova/contracts';
import { createMagento2Client, type Magento2ClientOptions } from '../../magento2.client';
import type { PlatformClient } from '../../platform-client';
import { isPlatformError } from '../../platform-error';
import { PlatformHttp } from '../../platform-http';
import { startMagento2Fake, type Magento2Fake, type Magento2FakeOptions } from './magento2.fake';

/**
 * Test support: a fake store and a client reaching it through the test-only SSRF allowance, with
 * a sleep recorder in place of real waits.
 */
const opened: { fake: Magento2Fake; http: PlatformHttp }[] = [];
/** Closes every fake and client opened by `setup` (call it in `afterEach`). */
export async function closeMagentoSetups(): Promise<void> {
  for (const { fake, http } of opened.splice(0)) {
    http.close();
    await fake.close();
  }
}

export interface Setup {
  fake: Magento2Fake;
  client: PlatformClient;
  sleeps: number[];
}

export async function setup(
  fakeOptions: Magento2FakeOptions = {},
  credentials: { accessToken?: string; storeView?: string } = {},
  clientOptions: Magento2ClientOptions = {},
): Promise<Setup> {
  const fake = await startMagento2Fake(fakeOptions);
  const sleeps: number[] = [];
  const http = new PlatformHttp({
    platform: 'Magento 2',
    allowTarget: ({ port }) => port === fake.port,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
  opened.push({ fake, http });
  const client = createMagento2Client(
    {
      platform: 'magento-2',
      storeUrl: fake.url,
      accessToken: fake.token,
      storeView: 'default',
      ...credentials,
    },
    http,
    { now: () => new Date('2026-06-15T12:00:00Z'), ...clientOptions },
  );
  return { fake, client, sleeps };
}

export async function all(client: PlatformClient): Promise<CatalogueProductInput[]> {
  const products: CatalogueProductInput[] = [];
  for await (const page of client.products()) products.push(...page);
  return products;
}

export async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a PlatformError');
}
