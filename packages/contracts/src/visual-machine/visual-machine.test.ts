import { describe, expect, it } from 'vitest';
import { bannerCampaignWarnings, campaignWarnings, recommendationWarnings } from './campaign.rules';
import { campaignSchema, copyOf, defaultCampaign, type Campaign } from './campaign.schema';
import {
  bannerCampaignSchema,
  bannerName,
  defaultBannerCampaign,
  nextBannerPosition,
  type BannerCampaign,
} from './banner.schema';
import {
  defaultRecommendation,
  defaultRecommendationTag,
  recommendationSchema,
} from './recommendation.schema';
import { filterSchema, type VmProduct } from './conditions.schema';
import { canAddFilter, canAddQuery, canAddTrigger, triggerWarnings } from './trigger.rules';

const product = (id: string, isAlive = true): VmProduct => ({
  id,
  title: id,
  image: '',
  price: 10,
  url: '',
  isAlive,
});

function validCampaign(): Campaign {
  return {
    ...defaultCampaign(),
    name: 'Sale',
    conditions: [
      {
        queries: [{ type: 'queryContains', value: 'tv' }],
        facet: { type: 'filterIs', filters: [] },
      },
    ],
    actions: [{ type: 'pin', products: [product('p1')] }],
  };
}

describe('defaults', () => {
  it('parse with their schemas', () => {
    expect(campaignSchema.parse(defaultCampaign())).toEqual(defaultCampaign());
    expect(bannerCampaignSchema.parse(defaultBannerCampaign()).actions[0]?.type).toBe(
      'bannerListing',
    );
    expect(recommendationSchema.parse(defaultRecommendation('shop-1', () => 0.5)).tag).toBe(
      'widget-5000',
    );
  });

  it('builds the default tag within 1..9999', () => {
    expect(defaultRecommendationTag(() => 0)).toBe('widget-1');
    expect(defaultRecommendationTag(() => 0.99999999)).toBe('widget-9999');
  });

  it('copies without id and with the suffix', () => {
    expect(copyOf({ id: 'c1', name: 'Sale', isActive: true })).toEqual({
      name: 'Sale - copy',
      isActive: true,
    });
  });

  it('names and positions banners', () => {
    expect(bannerName('Summer', 'u-1')).toBe('Summer_u-1');
    expect(nextBannerPosition([{ position: 0 }, { position: 3 }], 'bannerCard')).toBe(4);
    expect(nextBannerPosition([], 'bannerCard')).toBe(1);
    expect(nextBannerPosition([{ position: 3 }], 'bannerListing')).toBe(0);
  });
});

describe('filters', () => {
  it('are single-key objects; price takes a range', () => {
    expect(filterSchema.safeParse({ brand: 'Acme' }).success).toBe(true);
    expect(filterSchema.safeParse({ price: { from: 1, to: 5 } }).success).toBe(true);
    expect(filterSchema.safeParse({ price: 'cheap' }).success).toBe(false);
    expect(filterSchema.safeParse({ brand: { from: 1, to: 2 } }).success).toBe(false);
    expect(filterSchema.safeParse({ brand: 'a', color: 'b' }).success).toBe(false);
  });
});

describe('triggerWarnings', () => {
  const facet = (
    filters: Record<string, string | { from: number | null; to: number | null }>[],
  ) => ({
    type: 'filterIs' as const,
    filters,
  });

  it('passes a query or a complete filter', () => {
    expect(triggerWarnings({ queries: [{ type: 'always', value: '' }], facet: facet([]) })).toEqual(
      [],
    );
    expect(triggerWarnings({ queries: [], facet: facet([{ price: { from: 1, to: 2 } }]) })).toEqual(
      [],
    );
  });

  it('reports every invalid trigger case', () => {
    expect(triggerWarnings({ queries: [], facet: facet([]) })).toEqual(['needQueryOrFilter']);
    expect(
      triggerWarnings({ queries: [{ type: 'queryIs', value: ' ' }], facet: facet([]) }),
    ).toEqual(['incompleteQuery']);
    expect(triggerWarnings({ queries: [], facet: facet([{ '': 'x' }]) })).toEqual([
      'incompleteFilter',
    ]);
    expect(
      triggerWarnings({ queries: [], facet: facet([{ price: { from: null, to: null } }]) }),
    ).toEqual(['incompleteFilter']);
    expect(triggerWarnings({ queries: [], facet: facet([{ price: { from: 5, to: 5 } }]) })).toEqual(
      ['priceRange'],
    );
    expect(
      triggerWarnings({ queries: [], facet: facet([{ brand: 'a' }, { brand: 'b' }]) }),
    ).toEqual(['twoConditions']);
  });

  it('gates adding queries, filters and triggers', () => {
    expect(canAddQuery([{ type: 'queryContains', value: 'tv' }])).toBe(true);
    expect(canAddQuery([{ type: 'queryIs', value: 'tv' }])).toBe(false);
    expect(canAddFilter([{ brand: 'a' }, { color: 'b' }], 1)).toBe(true);
    expect(canAddFilter([{ brand: 'a' }, { color: 'b' }, { price: { from: 1, to: 2 } }], 1)).toBe(
      false,
    );
    expect(canAddFilter([{ brand: '' }], 5)).toBe(false);
    expect(canAddTrigger([validCampaign().conditions[0]!])).toBe(true);
    expect(canAddTrigger(defaultCampaign().conditions)).toBe(false);
  });
});

describe('campaignWarnings', () => {
  it('allows a complete campaign', () => {
    expect(campaignWarnings(validCampaign())).toEqual([]);
  });

  it('blocks the default campaign', () => {
    expect(campaignWarnings(defaultCampaign())).toEqual([
      'nameRequired',
      'needQueryOrFilter',
      'actionNeedsProducts',
    ]);
  });

  it('blocks a time interval without start', () => {
    expect(
      campaignWarnings({
        ...validCampaign(),
        validity: { type: 'timeInterval', from: 0, to: null },
      }),
    ).toEqual(['addValidity']);
  });

  it('enforces the action rules', () => {
    const base = validCampaign();
    expect(campaignWarnings({ ...base, actions: [] })).toEqual(['addAction']);
    expect(
      campaignWarnings({
        ...base,
        actions: [
          { type: 'pin', products: [product('a')] },
          { type: 'pin', products: [product('b')] },
        ],
      }),
    ).toEqual(['twoActionsSameType']);
    expect(
      campaignWarnings({
        ...base,
        actions: [
          { type: 'pin', products: [product('a')] },
          { type: 'bury', products: [product('a')] },
        ],
      }),
    ).toEqual(['sameProductTwoActions']);
    expect(
      campaignWarnings({ ...base, actions: [{ type: 'boost', products: [product('a', false)] }] }),
    ).toEqual(['productNotAlive']);
    const five = (['pin', 'boost', 'bury', 'remove', 'pin'] as const).map((type, i) => ({
      type,
      products: [product(`p${i}`)],
    }));
    expect(campaignWarnings({ ...base, actions: five })).toContain('tooManyActions');
    expect(campaignWarnings({ ...base, actions: five.slice(0, 4) })).toEqual([]);
  });
});

describe('bannerCampaignWarnings', () => {
  function validBanner(): BannerCampaign {
    const base = defaultBannerCampaign();
    return {
      ...base,
      name: 'Summer',
      conditions: validCampaign().conditions,
      actions: [
        {
          type: 'bannerListing',
          url: '/x',
          imageUrl: 'd.png',
          mobileImageUrl: 'm.png',
          position: 0,
          name: 'Summer_1',
        },
      ],
    };
  }

  it('allows a complete banner campaign and blocks the default one', () => {
    expect(bannerCampaignWarnings(validBanner())).toEqual([]);
    expect(bannerCampaignWarnings(defaultBannerCampaign())).toEqual([
      'nameRequired',
      'needQueryOrFilter',
      'insertImageUrl',
    ]);
  });

  it('allows one listing banner and unique card positions and ids', () => {
    const banner = validBanner();
    const listing = banner.actions[0]!;
    const card = { ...listing, type: 'bannerCard' as const, position: 1, name: 'Summer_2' };
    expect(
      bannerCampaignWarnings({ ...banner, actions: [listing, { ...listing, name: 'Summer_3' }] }),
    ).toEqual(['oneBanner']);
    expect(
      bannerCampaignWarnings({ ...banner, actions: [card, { ...card, name: 'Summer_4' }] }),
    ).toEqual(['twoBanners']);
    expect(
      bannerCampaignWarnings({ ...banner, actions: [listing, { ...card, name: 'Summer_1' }] }),
    ).toEqual(['duplicateBannerId']);
    expect(
      bannerCampaignWarnings({ ...banner, actions: [{ ...listing, mobileImageUrl: '' }] }),
    ).toEqual(['insertImageUrl']);
  });
});

describe('recommendationWarnings', () => {
  it('needs a name, a start for intervals and a search for the query kind', () => {
    const rule = { ...defaultRecommendation('s', () => 0), name: 'Top' };
    expect(recommendationWarnings(rule)).toEqual([]);
    expect(recommendationWarnings({ ...rule, name: '' })).toEqual(['nameRequired']);
    expect(
      recommendationWarnings({ ...rule, condition: [[{ timeInterval: { from: 0, to: null } }]] }),
    ).toEqual(['addValidity']);
    const query = { ...rule, extra: { ...rule.extra, actionType: 'query' as const } };
    expect(recommendationWarnings(query, '')).toEqual(['searchMissing']);
    expect(recommendationWarnings(query, 'shoes')).toEqual([]);
  });
});
