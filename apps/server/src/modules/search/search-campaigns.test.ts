import {
  defaultBannerCampaign,
  defaultCampaign,
  defaultLayout,
  searchResponseSchema,
  type BannerCampaign,
  type Campaign,
  type CampaignAction,
  type PreviewToken,
  type SavedCampaign,
  type SearchResponse,
} from '@trova/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/accounts';
import { pushBatch, registerCustomShop, type CustomShop } from '../../../test/custom-shops';
import { createTestApp, testClock, type TestApp } from '../../../test/test-app';

const sofa = (id: string, title: string, color: string) => ({ id, title, color });
const CATALOGUE = [
  sofa('oslo', 'Sofa Oslo', 'Grigio'),
  sofa('bergen', 'Sofa Bergen', 'Rosso'),
  sofa('milano', 'Sofa Milano', 'Rosso'),
  sofa('roma', 'Sofa Roma', 'Rosso'),
  sofa('napoli', 'Sofa Napoli', 'Blu'),
  sofa('torino', 'Sofa Torino', 'Rosso'),
  sofa('lamp', 'Lampada da terra', 'Rosso'),
];

const chosen = (id: string) => ({ id, title: id, image: '', price: 1, url: '', isAlive: true });
const action = (type: CampaignAction['type'], ...ids: string[]): CampaignAction => ({
  type,
  products: ids.map(chosen),
});
const whenQueryContains = (value: string): Campaign['conditions'] => [
  { queries: [{ type: 'queryContains', value }], facet: { type: 'filterIs', filters: [] } },
];

/**
 * Issue 13 acceptance: campaigns and banners applied by the public search
 * (docs/product/visual-machine.md#what-search-does).
 */
describe('search applies Visual Machine campaigns', () => {
  const clock = testClock(Date.UTC(2025, 5, 1));
  const nowSeconds = () => Math.floor(clock() / 1000);
  let app: TestApp;
  let owner: TestAccount;
  let shop: CustomShop;

  const call = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    app.server.inject({
      method,
      url: `/API/shops/${shop.id}/${path}`,
      headers: owner.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (path: string, body: Campaign | BannerCampaign) => {
    const answer = await call('POST', path, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<SavedCampaign>();
  };
  const search = async (query: string): Promise<SearchResponse> => {
    const answer = await app.server.inject({ url: `/API/shops/${shop.key}/search?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = answer.json<SearchResponse>();
    expect(searchResponseSchema.parse(sent)).toEqual(sent);
    return sent;
  };
  const ids = async (query: string) =>
    (await search(query)).results.map((hit) => hit.header.externalId);

  beforeAll(async () => {
    app = await createTestApp({}, { indexDebounceMs: 0, now: clock });
    owner = await createAccount(app.server, app.config.dataDir, 'sofas@shop.it');
    shop = await registerCustomShop(app.server, owner);
    const pushed = await pushBatch(app.server, owner.apiKey, shop.id, { upserts: CATALOGUE });
    expect(pushed.statusCode, pushed.body).toBe(200);
    await app.services.indexing.idle();
  });
  afterAll(() => app.dispose());

  beforeEach(async () => {
    for (const path of ['visual-machine', 'VM?tier=1']) {
      const list = await app.server.inject({
        url: `/API/shops/${shop.id}/${path}`,
        headers: owner.headers,
      });
      for (const item of list.json<SavedCampaign[]>()) {
        const [base, tier = ''] = path.split('?');
        await call('DELETE', `${base}/${item.id}${tier ? `?${tier}` : ''}`);
      }
    }
  });

  it('pins in pin order, keeps the second pin’s slot when the first fails the filter, buries and removes', async () => {
    await create('visual-machine', {
      ...defaultCampaign(),
      name: 'Sofa week',
      conditions: whenQueryContains('sofa'),
      actions: [
        action('pin', 'napoli', 'bergen'),
        action('bury', 'milano'),
        action('remove', 'roma'),
      ],
    });
    const all = await ids('q=sofa');
    expect(all.slice(0, 2)).toEqual(['napoli', 'bergen']);
    expect(all.at(-1)).toBe('milano');
    expect(all).not.toContain('roma');
    const red = await ids('q=sofa&filters[0][0][color]=Rosso');
    expect(red).not.toContain('napoli');
    expect(red).toEqual(['torino', 'bergen', 'milano']);
    expect(await ids('q=lampada')).toEqual(['lamp']);
  });

  it('does nothing outside a campaign’s validity', async () => {
    const plain = await ids('q=sofa');
    await create('visual-machine', {
      ...defaultCampaign(),
      name: 'Next week',
      validity: { type: 'timeInterval', from: nowSeconds() + 60, to: nowSeconds() + 120 },
      conditions: whenQueryContains('sofa'),
      actions: [action('pin', 'lamp')],
    });
    expect(await ids('q=sofa')).toEqual(plain);
    clock.advance(90_000);
    expect((await ids('q=sofa'))[0]).toBe('lamp');
    clock.advance(60_000);
    expect(await ids('q=sofa')).toEqual(plain);
  });

  it('names the campaign that placed a hit in a preview’s explain', async () => {
    await create('visual-machine', {
      ...defaultCampaign(),
      name: 'Sofa week',
      conditions: whenQueryContains('sofa'),
      actions: [action('pin', 'oslo'), action('bury', 'torino')],
    });
    const token = await app.server.inject({
      url: `/API/shops/${shop.id}/preview-token`,
      headers: owner.headers,
    });
    const preview = await search(`q=sofa&explain=1&preview=${token.json<PreviewToken>().token}`);
    const explained = new Map(preview.results.map((hit) => [hit.header.externalId, hit.explain]));
    expect(explained.get('oslo')).toMatchObject({ decidedBy: 'pin', campaign: 'Sofa week' });
    expect(explained.get('torino')).toMatchObject({ decidedBy: 'bury', campaign: 'Sofa week' });
    expect(explained.get('bergen')?.campaign).toBeUndefined();
  });

  it('answers the banners of the first matching banner campaign, none with dynamic blocks', async () => {
    const banner = {
      url: 'https://shop.example/sofas',
      imageUrl: 'https://shop.example/sofas.png',
      mobileImageUrl: 'https://shop.example/sofas-m.png',
    };
    await create('VM?tier=1', {
      ...defaultBannerCampaign(),
      name: 'Sofas',
      conditions: whenQueryContains('sofa'),
      actions: [
        { ...banner, type: 'bannerListing', position: 0, name: 'Sofas_1' },
        { ...banner, type: 'bannerCard', position: 3, name: 'Sofas_2' },
      ],
    });
    expect((await search('q=sofa')).banners).toEqual([
      { ...banner, id: 'Sofas_1', type: 'bannerListing', position: 0 },
      { ...banner, id: 'Sofas_2', type: 'bannerCard', position: 3 },
    ]);
    expect((await search('q=lampada')).banners).toBeUndefined();
    const layout = { ...defaultLayout(), dynamicBanner: true };
    const saved = await call('PUT', 'conf', { layout });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await search('q=sofa')).banners).toBeUndefined();
    await call('PUT', 'conf', { layout: defaultLayout() });
  });

  it('never serves a cached answer computed with other campaigns', async () => {
    const before = await ids('q=sofa');
    const hits = app.services.search.cacheStats().hits;
    expect(await ids('q=sofa')).toEqual(before);
    expect(app.services.search.cacheStats().hits).toBe(hits + 1);
    const created = await create('visual-machine', {
      ...defaultCampaign(),
      name: 'Lamps on sofas',
      conditions: whenQueryContains('sofa'),
      actions: [action('pin', 'lamp')],
    });
    expect((await ids('q=sofa'))[0]).toBe('lamp');
    const moved = await call('PUT', `visual-machine/${created.id}`, {
      ...created,
      actions: [action('pin', 'torino')],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await ids('q=sofa'))[0]).toBe('torino');
    await call('PUT', 'visual-machine', [{ ...moved.json<SavedCampaign>(), isActive: false }]);
    expect(await ids('q=sofa')).toEqual(before);
  });
});
