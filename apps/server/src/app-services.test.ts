import type { ShopEventMap } from './kernel/shop-events';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../test/custom-shops';
import { fineTuningWith, queryField, saveConf, searchIds, setupWith } from '../test/shop-setup';
import { createTestApp, type TestApp } from '../test/test-app';
import { searchSettingsOf } from './modules/configuration/index';

/** Each module deletes its own rows of a deleted shop; billing reads its counts first. */
const DELETING = ['billing'];
const DELETED = ['events', 'analytics', 'cluster'];

const PRODUCTS = [
  { id: 'a', title: 'Scarpa rossa', brand: 'Alpha' },
  { id: 'b', title: 'Borsa', brand: 'Beta' },
];

/**
 * The shop-events seam of the assembled application (docs/architecture.md, "Shop events"): who
 * listens to what, in which order, and what one configuration save does through it.
 */
describe('the assembled application’s shop events', () => {
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, indexOptimizeDelayMs: 0 });
    owner = await createAccount(app.server, app.config.dataDir, 'seam@shop.it');
    shop = await registerCustomShop(app.server, owner);
    expect(
      (await pushBatch(app.server, owner.apiKey, shop.id, { upserts: PRODUCTS })).statusCode,
    ).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  it('runs each event’s subscribers bottom-up, in the module order', () => {
    const bus = app.services.shopEvents;
    const subscribers = (event: keyof ShopEventMap) => bus.subscribers(event);
    expect(subscribers('configuration.saved')).toEqual(['search', 'visual-machine', 'cluster']);
    expect(subscribers('catalogue.changed')).toEqual(['search', 'visual-machine', 'cluster']);
    expect(subscribers('shop.published')).toEqual(['search', 'cluster']);
    expect(subscribers('shop.deleting')).toEqual(DELETING);
    expect(subscribers('shop.deleted')).toEqual(DELETED);
  });

  it('makes a save live through the seam: search, then the Visual Machine, then the change feed', async () => {
    const live = vi.spyOn(app.services.indexing, 'configurationSaved');
    const rules = vi.spyOn(app.services.vmSearchRules, 'changed');
    const told = vi.spyOn(app.services.changeFeed, 'publish');
    const setup = setupWith({ query: { title: queryField() }, facets: ['brand'] });
    const fineTuning = fineTuningWith({ synonyms: [['scarpa', 'calzatura']] });
    const answer = await saveConf(app.server, owner, shop.id, { setup, fineTuning });
    expect(answer.statusCode, answer.body).toBe(200);
    await app.services.indexing.idle();

    // One event, carrying what the save read and derived once.
    expect(live).toHaveBeenCalledTimes(1);
    const [saved] = live.mock.calls[0] ?? [];
    expect(saved?.shop).toEqual({ id: shop.id, key: shop.key });
    expect(saved?.previous.setup).toBeNull();
    expect(saved && saved.settings).toEqual(saved && searchSettingsOf(saved.configuration));
    const { configuration, revision } = await app.services.configuration.read(shop.id);
    expect(saved?.configuration).toEqual(configuration);
    expect(saved?.revision).toBe(revision);

    // Search: the schema changed (a facet), so the index was rebuilt on it; the synonyms answer.
    expect(app.services.registry.get(shop.key)?.inputs).toEqual(saved?.settings.inputs);
    expect(await searchIds(app.server, shop.key, 'calzatura')).toEqual(['a']);
    // The Visual Machine dropped the shop's rules; cluster told the other processes, last.
    expect(rules).toHaveBeenCalledWith(shop.id);
    expect(told).toHaveBeenCalledWith({ kind: 'configuration', shop: saved?.shop, revision });
    const order = [live, rules, told].map((spy) => spy.mock.invocationCallOrder[0] ?? 0);
    expect(order).toEqual([...order].sort((x, y) => x - y));

    // The same save again changes nothing: no revision, no event.
    await saveConf(app.server, owner, shop.id, { setup, fineTuning });
    expect(live).toHaveBeenCalledTimes(1);
    expect((await app.services.configuration.read(shop.id)).revision).toBe(revision);
    vi.restoreAllMocks();
  });

  it('tells search and the change feed when a shop is unpublished and published', async () => {
    const told = vi.spyOn(app.services.changeFeed, 'publish');
    const unpublish = await app.server.inject({
      method: 'DELETE',
      url: `/API/shops/${shop.id}/activation`,
      headers: owner.headers,
    });
    expect(unpublish.statusCode).toBe(200);
    expect(app.services.registry.get(shop.key)?.published).toBe(false);
    expect(told).toHaveBeenCalledWith({
      kind: 'published',
      shop: { id: shop.id, key: shop.key },
      published: false,
    });
    vi.restoreAllMocks();
  });
});
