import {
  API_PREFIX,
  defaultCampaign,
  VM_PRODUCTS_MAX,
  VM_TRIGGER_CONDITIONS_MAX,
  VM_TRIGGERS_MAX,
  type Campaign,
  type SavedCampaign,
} from '@trova/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop } from '../../../test/custom-shops';
import { createTestApp, type TestApp } from '../../../test/test-app';

const product = (id: string) => ({ id, title: id, image: '', price: 1, url: '', isAlive: true });
const query = (value: string) => ({ type: 'queryIs' as const, value });

function campaign(parts: { queries?: number; triggers?: number; products?: number }): Campaign {
  const trigger = {
    queries: Array.from({ length: parts.queries ?? 1 }, (_, i) => query(`sofa${i}`)),
    facet: { type: 'filterIs' as const, filters: [] },
  };
  return {
    ...defaultCampaign(),
    name: 'Sofa week',
    conditions: Array.from({ length: parts.triggers ?? 1 }, () => trigger),
    actions: [
      {
        type: 'pin',
        products: Array.from({ length: parts.products ?? 1 }, (_, i) => product(`p${i}`)),
      },
    ],
  };
}

describe('caps on the lists a Visual Machine save writes', () => {
  let app: TestApp;
  let owner: TestAccount;
  let other: TestAccount;
  let shopId: string;
  let otherShopId: string;

  const call = (account: TestAccount, shop: string, method: 'GET' | 'POST', body?: Campaign) =>
    app.server.inject({
      method,
      url: `${API_PREFIX}/shops/${shop}/visual-machine`,
      headers: account.headers,
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    app = await createTestApp();
    owner = await createAccount(app.server, app.config.dataDir, 'vm-caps@shop.it');
    other = await createAccount(app.server, app.config.dataDir, 'vm-other@shop.it');
    shopId = (await registerCustomShop(app.server, owner)).id;
    otherShopId = (await registerCustomShop(app.server, other, 'https://other.example')).id;
    const upserts = Array.from({ length: VM_PRODUCTS_MAX }, (_, i) => ({
      id: `p${i}`,
      title: 'Sofa',
      price: { amount: 1, currency: 'EUR' },
    }));
    expect((await pushBatch(app.server, owner.apiKey, shopId, { upserts })).statusCode).toBe(200);
    const otherPush = await pushBatch(app.server, other.apiKey, otherShopId, { upserts });
    expect(otherPush.statusCode).toBe(200);
    const seeded = await call(other, otherShopId, 'POST', campaign({}));
    expect(seeded.statusCode, seeded.body).toBe(200);
  });
  afterAll(() => app.dispose());

  it('saves a campaign at every cap', async () => {
    const full = campaign({
      queries: VM_TRIGGER_CONDITIONS_MAX,
      triggers: VM_TRIGGERS_MAX,
      products: VM_PRODUCTS_MAX,
    });
    const answer = await call(owner, shopId, 'POST', full);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<SavedCampaign>().actions[0]?.products).toHaveLength(VM_PRODUCTS_MAX);
  });

  it.each([
    ['query conditions', { queries: VM_TRIGGER_CONDITIONS_MAX + 1 }],
    ['triggers', { triggers: VM_TRIGGERS_MAX + 1 }],
    ['products of an action', { products: VM_PRODUCTS_MAX + 1 }],
  ])('refuses %s over the cap with list-too-long and writes nothing', async (_, parts) => {
    const before = (await call(owner, shopId, 'GET')).json<SavedCampaign[]>();
    const answer = await call(owner, shopId, 'POST', campaign(parts));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'list-too-long' });
    expect((await call(owner, shopId, 'GET')).json<SavedCampaign[]>()).toEqual(before);
    expect((await call(other, otherShopId, 'GET')).json<SavedCampaign[]>()).toHaveLength(1);
  });
});
