import {
  defaultBannerCampaign,
  defaultCampaign,
  type BannerAction,
  type BannerCampaign,
  type Campaign,
  type CampaignAction,
  type SearchFacts,
} from '@trova/contracts';
import { describe, expect, it } from 'vitest';
import { compileVmRules, NO_VM_RULES, vmSearchEffect } from './vm-search-rules';

const NOW = 1_700_000_000;

const product = (id: string) => ({ id, title: id, image: '', price: 1, url: '', isAlive: true });
const action = (type: CampaignAction['type'], ...ids: string[]): CampaignAction => ({
  type,
  products: ids.map(product),
});
const campaign = (name: string, query: string, ...actions: CampaignAction[]): Campaign => ({
  ...defaultCampaign(),
  name,
  conditions: [
    {
      queries: [{ type: 'queryContains', value: query }],
      facet: { type: 'filterIs', filters: [] },
    },
  ],
  actions,
});
const sofa: SearchFacts = { q: 'Sofa letto', filters: [] };
const effect = (campaigns: Campaign[], search = sofa, sorted = false) =>
  vmSearchEffect(compileVmRules(campaigns, [], { dynamicBanner: false }), search, {
    sorted,
    nowSeconds: NOW,
  });

describe('what campaigns do to a search', () => {
  it('pins in pin order from slot 1, and boosts, buries and removes, naming the campaign', () => {
    const week = campaign(
      'Sofa week',
      'sofa',
      action('pin', 'a', 'b'),
      action('boost', 'c'),
      action('bury', 'd'),
      action('remove', 'e'),
    );
    expect(effect([week]).merchandising).toEqual({
      pins: [
        { id: 'a', position: 0, label: 'Sofa week' },
        { id: 'b', position: 1, label: 'Sofa week' },
      ],
      boost: [{ id: 'c', label: 'Sofa week' }],
      bury: [{ id: 'd', label: 'Sofa week' }],
      remove: ['e'],
    });
  });

  it('does nothing for a search no trigger matches, nor for an inactive or expired campaign', () => {
    const week = campaign('Sofa week', 'sofa', action('pin', 'a'));
    expect(effect([week], { q: 'tv', filters: [] })).toEqual({});
    expect(effect([{ ...week, isActive: false }])).toEqual({});
    const over = { ...week, validity: { type: 'timeInterval' as const, from: 1, to: NOW - 1 } };
    expect(effect([over])).toEqual({});
    const soon = { ...week, validity: { type: 'timeInterval' as const, from: NOW + 1, to: null } };
    expect(effect([soon])).toEqual({});
    expect(vmSearchEffect(NO_VM_RULES, sofa, { sorted: false, nowSeconds: NOW })).toEqual({});
  });

  it('lets the first campaign in list order win a product and a slot', () => {
    const first = campaign('First', 'sofa', action('pin', 'a'), action('boost', 'b'));
    const second = campaign('Second', 'letto', action('pin', 'c', 'd'), action('remove', 'a', 'b'));
    expect(effect([first, second]).merchandising).toEqual({
      pins: [
        { id: 'a', position: 0, label: 'First' },
        { id: 'd', position: 1, label: 'Second' },
      ],
      boost: [{ id: 'b', label: 'First' }],
      bury: [],
      remove: [],
    });
  });

  it('keeps only removals when the shopper sorts by a field', () => {
    const week = campaign('Sofa week', 'sofa', action('pin', 'a'), action('remove', 'e'));
    expect(effect([week], sofa, true).merchandising).toEqual({
      remove: ['e'],
      applyWhenSorted: true,
    });
    const pinOnly = campaign('Pins', 'sofa', action('pin', 'a'));
    expect(effect([pinOnly], sofa, true)).toEqual({});
  });
});

describe('banners in the answer', () => {
  const banner = (over: Partial<BannerAction>): BannerAction => ({
    type: 'bannerCard',
    url: 'https://shop.example/',
    imageUrl: 'https://shop.example/d.png',
    mobileImageUrl: 'https://shop.example/m.png',
    position: 1,
    name: 'x',
    ...over,
  });
  const bannerCampaign = (
    name: string,
    query: string,
    actions: BannerAction[],
  ): BannerCampaign => ({
    ...defaultBannerCampaign(),
    name,
    conditions: [
      { queries: [{ type: 'queryIs', value: query }], facet: { type: 'filterIs', filters: [] } },
    ],
    actions,
  });
  const banners = (list: BannerCampaign[], dynamicBanner = false, q = 'sofa') =>
    vmSearchEffect(
      compileVmRules([], list, { dynamicBanner }),
      { q, filters: [] },
      {
        sorted: false,
        nowSeconds: NOW,
      },
    ).banners;

  it('answers the banners of the first matching banner campaign, listing first', () => {
    const sofaBanners = bannerCampaign('Sofa', 'sofa', [
      banner({ name: 'Sofa_2', position: 3 }),
      banner({ name: 'Sofa_1', type: 'bannerListing', position: 0 }),
      banner({ name: 'Sofa_3', position: 21 }),
    ]);
    const other = bannerCampaign('Other', 'sofa', [banner({ name: 'Other_1' })]);
    const tv = bannerCampaign('Tv', 'tv', [banner({ name: 'Tv_1' })]);
    expect(banners([tv, sofaBanners, other])).toEqual([
      {
        id: 'Sofa_1',
        type: 'bannerListing',
        position: 0,
        url: 'https://shop.example/',
        imageUrl: 'https://shop.example/d.png',
        mobileImageUrl: 'https://shop.example/m.png',
      },
      expect.objectContaining({ id: 'Sofa_2', type: 'bannerCard', position: 3 }),
    ]);
    expect(banners([tv], false, 'sofa')).toBeUndefined();
  });

  it('answers none while the layout’s dynamic blocks replace banners', () => {
    const sofaBanners = bannerCampaign('Sofa', 'sofa', [banner({ name: 'Sofa_1' })]);
    expect(banners([sofaBanners], true)).toBeUndefined();
  });
});
