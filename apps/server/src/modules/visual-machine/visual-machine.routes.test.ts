import {
  API_PREFIX,
  defaultBannerCampaign,
  defaultCampaign,
  type SavedBannerCampaign,
  type SavedCampaign,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop } from '../../../test/custom-shops';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('Visual Machine calls', () => {
  let app: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let shopId: string;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    payload?: unknown,
    account: TestAccount = owner,
  ) =>
    app.server.inject({
      method,
      url: `${API_PREFIX}/shops/${shopId}/${path}`,
      headers: account.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    other = await createAccount(app.server, app.config.dataDir, 'other@shop.it');
    shopId = (await registerCustomShop(app.server, owner)).id;
    const upserts = [{ id: 'sofa-1', title: 'Sofa', price: { amount: 300, currency: 'EUR' } }];
    expect((await pushBatch(app.server, owner.apiKey, shopId, { upserts })).statusCode).toBe(200);
  });
  afterAll(() => app.dispose());

  it('creates, lists, reorders and deletes campaigns of the caller’s shop only', async () => {
    const body = {
      ...defaultCampaign(),
      name: 'Sofa week',
      conditions: [
        { queries: [{ type: 'queryIs', value: 'sofa' }], facet: { type: 'filterIs', filters: [] } },
      ],
      actions: [
        {
          type: 'pin',
          products: [
            { id: 'sofa-1', title: 'Sofa', image: '', price: 300, url: '', isAlive: true },
          ],
        },
      ],
    };
    const created = await call('POST', 'visual-machine', body);
    expect(created.statusCode).toBe(200);
    const saved = created.json<SavedCampaign>();
    expect((await call('GET', 'visual-machine')).json<SavedCampaign[]>()).toEqual([saved]);
    expect((await call('GET', 'visual-machine', undefined, other)).statusCode).toBe(404);
    const toggled = await call('PUT', 'visual-machine', [{ ...saved, isActive: false }]);
    expect(toggled.json<SavedCampaign[]>()[0]?.isActive).toBe(false);
    const invalid = await call('POST', 'visual-machine', defaultCampaign());
    expect([invalid.statusCode, invalid.json<{ code: string }>().code]).toEqual([
      400,
      'visual-machine-invalid',
    ]);
    expect((await call('DELETE', `visual-machine/${saved.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `visual-machine/${saved.id}`)).statusCode).toBe(404);
  });

  it('answers banner calls only with tier=1, and gives fresh banner ids', async () => {
    expect((await call('GET', 'VM')).statusCode).toBe(400);
    const banner = {
      ...defaultBannerCampaign(),
      name: 'Black friday',
      conditions: [
        {
          queries: [{ type: 'queryContains', value: 'black friday' }],
          facet: { type: 'filterIs', filters: [] },
        },
      ],
      actions: [
        {
          type: 'bannerListing',
          url: 'https://shop.example/bf',
          imageUrl: 'https://shop.example/bf.png',
          mobileImageUrl: 'https://shop.example/bf-m.png',
          position: 0,
          name: 'Black friday_1',
        },
      ],
    };
    const created = await call('POST', 'VM?tier=1', banner);
    expect(created.statusCode).toBe(200);
    const list = await call('GET', 'VM?tier=1');
    expect(list.json<SavedBannerCampaign[]>().map((item) => item.name)).toEqual(['Black friday']);
    const ids = await Promise.all([
      call('GET', 'VM/banner-id?tier=1'),
      call('GET', 'VM/banner-id?tier=1'),
    ]);
    const [first, second] = ids.map((answer) => answer.json<{ uuid: string }>().uuid);
    expect(first).not.toBe(second);
  });

  it('reads and saves the recommendations’ history interval', async () => {
    expect((await call('GET', 'recommendations/history-interval')).json()).toEqual({
      historyInterval: '30',
    });
    await call('PUT', 'recommendations/history-interval', { historyInterval: '15' });
    expect((await call('GET', 'recommendations/history-interval')).json()).toEqual({
      historyInterval: '15',
    });
    const bad = await call('PUT', 'recommendations/history-interval', { historyInterval: '7' });
    expect(bad.statusCode).toBe(400);
  });
});
