import type { StoredenCredentials } from '@trova/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  STOREDEN_FIXTURE_EXCHANGE,
  STOREDEN_FIXTURE_KEY,
} from './fakes/storeden/storeden.fixtures';
import { startStoredenFake, type StoredenFake } from './fakes/storeden/storeden.fake';
import { PlatformHttp } from './platform-http';
import { createStoredenClient } from './storeden.client';

// A full import sweeps every product it did not read: the walk must read everything or throw.

const credentials: StoredenCredentials = {
  platform: 'storeden',
  storeUrl: 'https://www.sentierialti.example',
  apiKey: STOREDEN_FIXTURE_KEY,
  exchange: STOREDEN_FIXTURE_EXCHANGE,
};
const LIST = '/v1.1/products/paginated_list.json';

let fake: StoredenFake | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function setUp(products?: Parameters<typeof startStoredenFake>[0]) {
  const started = await startStoredenFake(products);
  fake = started;
  const http = new PlatformHttp({
    platform: 'Storeden',
    allowTarget: ({ port }) => port === started.port,
    sleep: () => Promise.resolve(),
  });
  const client = createStoredenClient(credentials, http, { apiBase: started.url, pageSize: 5 });
  return { fake: started, client };
}

async function count(pages: AsyncIterable<unknown[]>): Promise<number> {
  let total = 0;
  for await (const page of pages) total += page.length;
  return total;
}

const invalid = { code: 'platform-answer-invalid' };

describe('Storeden product walk', () => {
  it('fails when a page comes in an unknown envelope', async () => {
    const { fake, client } = await setUp();
    fake.tamper(({ path, query, body }) =>
      path === LIST && query.page === '2' ? { rows: body } : body,
    );
    await expect(count(client.products())).rejects.toMatchObject(invalid);
  });

  it('fails on a 200 body that is neither a list nor an envelope', async () => {
    const { fake, client } = await setUp();
    fake.tamper(({ path, body }) => (path === LIST ? {} : body));
    await expect(count(client.products())).rejects.toMatchObject(invalid);
  });

  it('fails when a page repeats the previous one (`page` ignored)', async () => {
    const { fake, client } = await setUp();
    let first: unknown = null;
    fake.tamper(({ path, query, body }) => {
      if (path !== LIST) return body;
      if (query.page === '1') first = body;
      return first;
    });
    await expect(count(client.products())).rejects.toMatchObject({
      ...invalid,
      message: expect.stringContaining('repeats') as unknown,
    });
    expect(fake.requests.filter((r) => r.path === LIST)).toHaveLength(2);
  });

  it('reads an empty shop as no products', async () => {
    const { client } = await setUp({ products: [] });
    await expect(count(client.products())).resolves.toBe(0);
  });

  it('fails the poll when the change listing is not a list', async () => {
    const { fake, client } = await setUp();
    fake.tamper(({ path, body }) => (path === '/v1.1/products/list.json' ? 'oops' : body));
    const poll = async () => {
      for await (const changes of client.changedSince(0)) void changes;
    };
    await expect(poll()).rejects.toMatchObject(invalid);
  });
});
