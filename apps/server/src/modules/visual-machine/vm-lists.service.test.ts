import {
  defaultCampaign,
  defaultRecommendation,
  type Campaign,
  type Plan,
  type VmProduct,
} from '@trova/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/dialects';
import { euros, putProducts, seedShops } from '../../../test/market-prices';
import { ProductsRepository } from '../catalogue/index';
import { ShopsRepository } from '../shops/index';
import { recommendationKind, campaignKind } from './vm-kinds';
import { VmItemsRepository } from './vm-items.repository';
import { VmListsService, type VmListsDependencies } from './vm-lists.service';
import { VmSettingsService } from './vm-settings.service';

const anna = { userId: 'u-anna', customerId: 'c-anna', sessionId: 'x' };
const marco = { userId: 'u-marco', customerId: 'c-marco', sessionId: 'x' };
const product = (id: string, isAlive = true): VmProduct => ({
  id,
  title: id,
  image: '',
  price: 1,
  url: '',
  isAlive,
});
const campaign = (name: string, ids: string[]): Campaign => ({
  ...defaultCampaign(),
  name,
  conditions: [
    { queries: [{ type: 'queryIs', value: 'sofa' }], facet: { type: 'filterIs', filters: [] } },
  ],
  actions: [{ type: 'pin', products: ids.map((id) => product(id)) }],
});
const littlePlan = { key: 'little', subscriptionTimestamp: 0 } as unknown as Plan;

describe('Visual Machine lists', () => {
  let database: TestDatabase;
  let plans: Plan[];
  let campaigns: VmListsService<Campaign>;
  let deps: VmListsDependencies;

  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
    await seedShops(database.db);
    await putProducts(database.db, 's-anna', [euros('sofa-1', 100), euros('sofa-2', 200)]);
    plans = [];
    const products = new ProductsRepository(database.db);
    deps = {
      shops: new ShopsRepository(database.db),
      items: new VmItemsRepository(database.db),
      existingProducts: async (shopId, ids) =>
        new Set((await products.findMany(shopId, ids)).keys()),
      plans: () => plans,
      now: () => 1_800_000_000_000,
    };
    campaigns = new VmListsService(deps, campaignKind);
  });
  afterEach(() => database.dispose());

  it('creates, copies, lists in order, updates and deletes a campaign', async () => {
    const saved = await campaigns.create(anna, 's-anna', campaign('Sofa week', ['sofa-1']));
    expect(saved.id).toEqual(expect.any(String));
    const { id: _id, ...copy } = { ...saved, name: `${saved.name} - copy` };
    const copied = await campaigns.create(anna, 's-anna', copy);
    expect(copied.id).not.toBe(saved.id);
    await campaigns.update(anna, 's-anna', saved.id, { ...saved, isActive: false });
    const list = await campaigns.list(anna, 's-anna');
    expect(list.map((item) => [item.name, item.isActive])).toEqual([
      ['Sofa week', false],
      ['Sofa week - copy', true],
    ]);
    expect(await campaigns.remove(anna, 's-anna', saved.id)).toEqual({ status: 'OK' });
    await expect(campaigns.remove(anna, 's-anna', saved.id)).rejects.toMatchObject({
      code: 'visual-machine-item-not-found',
    });
  });

  it("answers another customer's shop as missing, and refuses plans below standard", async () => {
    await expect(campaigns.list(marco, 's-anna')).rejects.toMatchObject({ code: 'shop-not-found' });
    await expect(campaigns.list(undefined, 's-anna')).rejects.toMatchObject({ status: 401 });
    plans = [littlePlan];
    await expect(campaigns.list(anna, 's-anna')).rejects.toMatchObject({
      code: 'plan-feature-locked',
      status: 402,
    });
    const settings = new VmSettingsService(deps);
    await expect(settings.bannerId(anna, 's-anna')).rejects.toMatchObject({ status: 402 });
  });

  it('refuses a save the console would block, with its warnings, and writes nothing', async () => {
    await expect(campaigns.create(anna, 's-anna', defaultCampaign())).rejects.toMatchObject({
      code: 'visual-machine-invalid',
      status: 400,
      details: { warnings: ['nameRequired', 'needQueryOrFilter', 'actionNeedsProducts'] },
    });
    expect(await campaigns.list(anna, 's-anna')).toEqual([]);
  });

  it('decides availability itself: a new missing product refuses, a vanished one does not block', async () => {
    await expect(
      campaigns.create(anna, 's-anna', campaign('Ghost', ['not-in-catalogue'])),
    ).rejects.toMatchObject({ details: { warnings: ['productNotAlive'] } });
    // The request claims the product is gone; the catalogue has it.
    const claimed = campaign('Sofa', ['sofa-1']);
    claimed.actions[0]!.products[0]!.isAlive = false;
    const saved = await campaigns.create(anna, 's-anna', claimed);
    expect(saved.actions[0]?.products[0]?.isAlive).toBe(true);
    await new ProductsRepository(database.db).applyBatch('s-anna', [], ['sofa-1'], 1);
    const toggled = await campaigns.update(anna, 's-anna', saved.id, { ...saved, isActive: false });
    expect(toggled.actions[0]?.products[0]?.isAlive).toBe(false);
    expect(toggled.isActive).toBe(false);
    const [reordered] = await campaigns.saveOrder(anna, 's-anna', [toggled]);
    expect(reordered?.actions[0]?.products[0]?.isAlive).toBe(false);
  });

  it('saves a reorder or enable-all only over the whole stored list', async () => {
    const a = await campaigns.create(anna, 's-anna', campaign('A', ['sofa-1']));
    const b = await campaigns.create(anna, 's-anna', campaign('B', ['sofa-2']));
    const order = await campaigns.saveOrder(anna, 's-anna', [
      { ...b, isActive: false },
      { ...a, isActive: false },
    ]);
    expect(order.map((item) => [item.name, item.isActive])).toEqual([
      ['B', false],
      ['A', false],
    ]);
    await expect(campaigns.saveOrder(anna, 's-anna', [a])).rejects.toMatchObject({
      code: 'visual-machine-order-mismatch',
      status: 409,
    });
    await expect(
      campaigns.saveOrder(anna, 's-anna', [a, { ...b, id: 'unknown' }]),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('stores a recommendation under the shop it is saved in, whatever shop it names', async () => {
    const recommendations = new VmListsService(deps, recommendationKind);
    const rule = { ...defaultRecommendation('s-marco'), name: 'Bestsellers' };
    rule.recommender.recommender = { type: 'custom', content: { products: [product('sofa-2')] } };
    const saved = await recommendations.create(anna, 's-anna', rule);
    expect(saved.shopId).toBe('s-anna');
    const query = { ...rule, extra: { ...rule.extra, actionType: 'query' as const } };
    query.recommender = {
      ...rule.recommender,
      recommender: { type: 'query', baseUrl: 'x', queryString: 'q=' },
    };
    await expect(recommendations.create(anna, 's-anna', query)).rejects.toMatchObject({
      details: { warnings: ['searchMissing'] },
    });
  });

  it('keeps the history interval, 30 days until one is saved', async () => {
    const settings = new VmSettingsService(deps);
    expect(await settings.historyInterval(anna, 's-anna')).toEqual({ historyInterval: '30' });
    await settings.setHistoryInterval(anna, 's-anna', { historyInterval: '15' });
    expect(await settings.interval('s-anna')).toBe('15');
    await expect(settings.historyInterval(marco, 's-anna')).rejects.toMatchObject({ status: 404 });
    expect((await settings.bannerId(anna, 's-anna')).uuid).toMatch(/^[0-9a-f-]{36}$/);
  });
});
