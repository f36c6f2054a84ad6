import { MAX_ACTIONS } from '../constants/visual-machine.constants';
import type { BannerCampaign } from './banner.schema';
import type { Campaign } from './campaign.schema';
import type { Recommendation } from './recommendation.schema';
import { isValidityMissing, triggerWarnings, type TriggerWarning } from './trigger.rules';

export const ACTION_WARNINGS = [
  'addAction',
  'actionNeedsProducts',
  'twoActionsSameType',
  'sameProductTwoActions',
  'tooManyActions',
  'productNotAlive',
] as const;
export type ActionWarning = (typeof ACTION_WARNINGS)[number];
type HeaderWarning = 'nameRequired' | 'addValidity' | TriggerWarning;
export type CampaignWarning = HeaderWarning | ActionWarning;

function headerWarnings(item: Pick<Campaign, 'name' | 'validity' | 'conditions'>): HeaderWarning[] {
  const warnings: HeaderWarning[] = [];
  if (item.name.trim() === '') warnings.push('nameRequired');
  if (isValidityMissing(item.validity)) warnings.push('addValidity');
  const triggers = new Set(item.conditions.flatMap(triggerWarnings));
  return [...warnings, ...[...triggers]];
}

function actionWarnings(actions: Campaign['actions']): ActionWarning[] {
  const found = new Set<ActionWarning>();
  if (actions.length === 0) found.add('addAction');
  if (actions.length > MAX_ACTIONS) found.add('tooManyActions');
  if (actions.some((action) => action.products.length === 0)) found.add('actionNeedsProducts');
  const types = actions.map((action) => action.type);
  if (new Set(types).size !== types.length) found.add('twoActionsSameType');
  const ids = actions.flatMap((action) => [
    ...new Set(action.products.map((product) => product.id)),
  ]);
  if (new Set(ids).size !== ids.length) found.add('sameProductTwoActions');
  const products = actions.flatMap((action) => action.products);
  if (products.some((product) => !product.isAlive)) found.add('productNotAlive');
  return ACTION_WARNINGS.filter((warning) => found.has(warning));
}

/**
 * Every reason a campaign cannot be saved (docs/product/visual-machine.md#campaigns); empty means
 * it may be saved.
 * @example campaignWarnings(defaultCampaign()) // ['nameRequired', 'needQueryOrFilter', 'actionNeedsProducts']
 */
export function campaignWarnings(campaign: Campaign): CampaignWarning[] {
  return [...headerWarnings(campaign), ...actionWarnings(campaign.actions)];
}

export type BannerWarning =
  HeaderWarning | 'insertImageUrl' | 'oneBanner' | 'twoBanners' | 'duplicateBannerId';

/**
 * Every reason a banner campaign cannot be saved (docs/product/visual-machine.md#banners). The
 * console shows needQueryOrFilter as 'almost a query' and twoConditions as 'two conditions'.
 * @example bannerCampaignWarnings(defaultBannerCampaign()).includes('insertImageUrl') // true
 */
export function bannerCampaignWarnings(campaign: BannerCampaign): BannerWarning[] {
  const warnings: BannerWarning[] = headerWarnings(campaign);
  const { actions } = campaign;
  if (
    actions.some((banner) => banner.imageUrl.trim() === '' || banner.mobileImageUrl.trim() === '')
  ) {
    warnings.push('insertImageUrl');
  }
  if (actions.filter((banner) => banner.type === 'bannerListing').length > 1) {
    warnings.push('oneBanner');
  }
  const positions = actions.filter((b) => b.type !== 'bannerListing').map((b) => b.position);
  if (new Set(positions).size !== positions.length) warnings.push('twoBanners');
  const names = actions.map((banner) => banner.name).filter((name) => name !== '');
  if (new Set(names).size !== names.length) warnings.push('duplicateBannerId');
  return warnings;
}

export type RecommendationWarning = 'nameRequired' | 'addValidity' | 'searchMissing';

/**
 * Reasons a recommendation save is aborted: empty name, a time interval without start, and for the
 * query kind an empty search text (passed in, since the text lives in the encoded query string).
 * @example recommendationWarnings(defaultRecommendation('s')) // ['nameRequired']
 */
export function recommendationWarnings(
  rule: Recommendation,
  searchText?: string,
): RecommendationWarning[] {
  const warnings: RecommendationWarning[] = [];
  if (rule.name.trim() === '') warnings.push('nameRequired');
  const schedule = rule.condition[0][0];
  if ('timeInterval' in schedule && schedule.timeInterval.from === 0) warnings.push('addValidity');
  if (rule.extra.actionType === 'query' && (searchText ?? '').trim() === '') {
    warnings.push('searchMissing');
  }
  return warnings;
}
