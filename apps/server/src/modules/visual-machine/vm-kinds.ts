import {
  bannerCampaignSchema,
  bannerCampaignWarnings,
  campaignSchema,
  campaignWarnings,
  recommendationConditionWarnings,
  recommendationSchema,
  recommendationWarnings,
  type BannerCampaign,
  type Campaign,
  type Recommendation,
} from '@trova/contracts';
import type { VmListKind } from './vm-lists.service';

/** Campaigns: the products of their pin, boost, bury and remove actions. */
export const campaignKind: VmListKind<Campaign> = {
  kind: 'campaign',
  schema: campaignSchema,
  warnings: campaignWarnings,
  products: (campaign) => campaign.actions.flatMap((action) => action.products),
  withProducts: (campaign, map) => ({
    ...campaign,
    actions: campaign.actions.map((action) => ({ ...action, products: action.products.map(map) })),
  }),
};

/** Banner campaigns name images, not products. */
export const bannerKind: VmListKind<BannerCampaign> = {
  kind: 'banner',
  schema: bannerCampaignSchema,
  warnings: bannerCampaignWarnings,
  products: () => [],
  withProducts: (campaign) => campaign,
};

/**
 * The search text of a query recommender: the `q` of its stored query string.
 * @example searchTextOf('q=sofa&sort%5B0%5D%5Bprice%5D=ASC') // 'sofa'
 */
export function searchTextOf(queryString: string): string {
  return new URLSearchParams(queryString).get('q') ?? '';
}

/** Recommendations: the products of a manual recommender. */
export const recommendationKind: VmListKind<Recommendation> = {
  kind: 'recommendation',
  schema: recommendationSchema,
  ownedBy: (rule, shopId) => ({ ...rule, shopId }),
  // A JSON condition outside the conditions language is refused (`conditionInvalid`), so what is
  // stored can always be evaluated (docs/product/visual-machine.md#conditions-language).
  warnings: (rule) => {
    const inner = rule.recommender.recommender;
    return [
      ...recommendationWarnings(
        rule,
        inner.type === 'custom' ? '' : searchTextOf(inner.queryString),
      ),
      ...recommendationConditionWarnings(rule),
    ];
  },
  products: (rule) => {
    const inner = rule.recommender.recommender;
    return inner.type === 'custom' ? inner.content.products : [];
  },
  withProducts: (rule, map) => {
    const inner = rule.recommender.recommender;
    if (inner.type !== 'custom') return rule;
    return {
      ...rule,
      recommender: {
        ...rule.recommender,
        recommender: { ...inner, content: { products: inner.content.products.map(map) } },
      },
    };
  },
};
