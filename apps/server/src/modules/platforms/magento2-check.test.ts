import { afterEach, describe, expect, it } from 'vitest';
import { all, closeMagentoSetups, failure, setup } from './fakes/magento2/magento2.harness';

afterEach(closeMagentoSetups);

describe('Magento 2 credential check', () => {
  it('names the store, its currency and the count of shown products', async () => {
    const { fake, client } = await setup();
    expect(await client.check()).toEqual({
      name: 'Rifugio Sport',
      currency: 'EUR',
      productCount: 6,
    });
    const probe = fake.requests.find((request) => request.path === '/default/V1/products');
    expect(probe?.query['searchCriteria[pageSize]']).toBe('1');
    expect(probe?.authorization).toBe(`Bearer ${fake.token}`);
  });

  it('a wrong token is invalid credentials, and says where Bearer tokens are allowed', async () => {
    const { client } = await setup({}, { accessToken: 'someone0elses0token' });
    const refused = await failure(client.check());
    expect(refused.code).toBe('platform-credentials-invalid');
    expect(refused.message).toContain('standalone Bearer tokens');
  });

  it('a valid token without the products resource is a missing permission', async () => {
    const { fake, client } = await setup();
    const limited = await setup({}, { accessToken: fake.limitedToken });
    const missing = await failure(limited.client.check());
    expect(missing.code).toBe('platform-permission-missing');
    expect(missing.message).toContain('Magento_Catalog::products');
    // Magento answers both cases 401: the difference is that another resource was granted.
    expect(limited.fake.requests.map((request) => request.status)).toEqual([200, 401]);
    await expect(client.check()).resolves.toMatchObject({ productCount: 6 });
  });

  it('a token without the stores resource is a missing permission naming it', async () => {
    const { fake, client } = await setup();
    fake.grant(fake.token, ['Magento_Catalog::products']);
    const missing = await failure(client.check());
    expect(missing).toMatchObject({ code: 'platform-permission-missing' });
    expect(missing.message).toContain('Stores > Settings > All Stores');
  });

  it('a 403 on the way (a proxy or firewall) is a missing permission', async () => {
    const { fake, client } = await setup();
    fake.inject({ status: 403, path: '/V1/products' });
    expect((await failure(client.check())).code).toBe('platform-permission-missing');
  });

  it('an unknown store view is named with the store views there are', async () => {
    const { client } = await setup({}, { storeView: 'fr' });
    const unknown = await failure(client.check());
    expect(unknown.code).toBe('platform-api-not-found');
    expect(unknown.message).toContain('"fr"');
    expect(unknown.message).toContain('default, en');
    expect((await failure(all(client))).code).toBe('platform-api-not-found');
  });

  it('an address without Magento REST API is not found', async () => {
    const { fake, client } = await setup();
    fake.inject({ status: 404, path: '/V1/store/storeConfigs', body: { message: 'Not Found' } });
    expect((await failure(client.check())).code).toBe('platform-api-not-found');
  });

  it('an import whose token loses a resource fails as a missing permission, naming it', async () => {
    const { fake, client } = await setup();
    fake.grant(fake.token, [
      'Magento_Backend::store',
      'Magento_Catalog::categories',
      'Magento_Catalog::attributes_attributes',
    ]);
    const missing = await failure(all(client));
    expect(missing.code).toBe('platform-permission-missing');
    expect(missing.message).toContain('Magento_Catalog::products');
  });
});
