import {
  catalogueProductSchema,
  defaultCampaign,
  type Campaign,
  type Notification,
  type SavedCampaign,
} from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { storedProduct } from '../catalogue/index';

const catalogue = ['a', 'b', 'c', 'd'].map((id) => ({ id, title: `Sofa ${id}` }));
const chosen = (id: string) => ({ id, title: id, image: '', price: 1, url: '', isAlive: true });

function campaign(name: string, ...ids: string[]): Campaign {
  return {
    ...defaultCampaign(),
    name,
    conditions: [
      { queries: [{ type: 'always', value: '' }], facet: { type: 'filterIs', filters: [] } },
    ],
    actions: [{ type: 'pin', products: ids.map(chosen) }],
  };
}

/** docs/product/visual-machine.md#warnings: products leaving the catalogue mark their campaigns. */
describe('Visual Machine product availability', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const campaigns = async () =>
    (
      await app.server.inject({
        url: `/API/shops/${shop.id}/visual-machine`,
        headers: owner.headers,
      })
    ).json<SavedCampaign[]>();
  const alive = async () =>
    Object.fromEntries(
      (await campaigns()).map((c) => [c.name, c.actions[0]?.products.map((p) => p.isAlive)]),
    );
  const failures = async () =>
    (await app.server.inject({ url: '/API/notifications?from=1&size=20', headers: owner.headers }))
      .json<Notification[]>()
      .filter((n) => n.code === 'vm-product-fail');

  beforeEach(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'owner@shop.it');
    shop = await registerCustomShop(app.server, owner);
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: catalogue });
    for (const body of [campaign('Sofa week', 'a', 'b'), campaign('Sale', 'b', 'c')]) {
      const created = await app.server.inject({
        method: 'POST',
        url: `/API/shops/${shop.id}/visual-machine`,
        headers: owner.headers,
        payload: body,
      });
      expect(created.statusCode, created.body).toBe(200);
    }
  });
  afterEach(() => app.dispose());

  it('marks every campaign holding a deleted product and notifies once per change', async () => {
    await pushBatch(app.server, owner.apiKey, shop.id, { deletes: ['b', 'c', 'd'] });
    expect(await alive()).toEqual({ 'Sofa week': [true, false], Sale: [false, false] });
    const [failure, ...more] = await failures();
    expect(more).toEqual([]);
    expect(failure).toMatchObject({
      payload: { shopId: shop.id },
      detail: { productCount: 2, itemCount: 2 },
    });
    expect((failure?.detail?.products as string[]).sort()).toEqual(['b', 'c']);
  });

  it('marks a product alive again when it comes back, without notifying', async () => {
    await pushBatch(app.server, owner.apiKey, shop.id, { deletes: ['b'] });
    await pushBatch(app.server, owner.apiKey, shop.id, { upserts: [catalogue[1]] });
    expect(await alive()).toEqual({ 'Sofa week': [true, true], Sale: [true, true] });
    expect(await failures()).toHaveLength(1);
  });

  it('leaves campaigns alone when a change does not touch their products', async () => {
    await pushBatch(app.server, owner.apiKey, shop.id, { deletes: ['d'] });
    expect(await alive()).toEqual({ 'Sofa week': [true, true], Sale: [true, true] });
    expect(await failures()).toEqual([]);
  });

  it('marks after a full sync that drops products, with one notification', async () => {
    const { catalogueWriter } = app.services;
    const kept = ['a', 'd'].map((id) =>
      storedProduct(catalogueProductSchema.parse({ id, title: id })),
    );
    await catalogueWriter.clearStaging(shop.id);
    await catalogueWriter.stage(shop.id, kept);
    await catalogueWriter.promote(shop, { sweep: true });
    expect(await alive()).toEqual({ 'Sofa week': [true, false], Sale: [false, false] });
    expect(await failures()).toHaveLength(1);
  });
});
