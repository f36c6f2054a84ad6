import type { TFunction } from 'i18next';

const CAMPAIGN_WARNING_KEYS = [
  'nameRequired',
  'addValidity',
  'incompleteQuery',
  'incompleteFilter',
  'priceRange',
  'needQueryOrFilter',
  'twoConditions',
  'addAction',
  'actionNeedsProducts',
  'twoActionsSameType',
  'sameProductTwoActions',
  'tooManyActions',
  'productNotAlive',
] as const;
type CampaignWarningKey = (typeof CAMPAIGN_WARNING_KEYS)[number];

/** Banner campaigns word some warnings their own way (docs/product/visual-machine.md#banners). */
const BANNER_WARNING_KEYS = [
  'nameRequired',
  'needQueryOrFilter',
  'twoConditions',
  'insertImageUrl',
  'oneBanner',
  'twoBanners',
  'duplicateBannerId',
] as const;
type BannerWarningKey = (typeof BANNER_WARNING_KEYS)[number];

function isOneOf<K extends string>(keys: readonly K[], value: string): value is K {
  return (keys as readonly string[]).includes(value);
}

/**
 * The text of a save warning (a contracts' warning key, as the editor computes it or the server
 * answers it); a key this console does not know yet still says that something blocks the save.
 * @example vmWarningText(t, 'needQueryOrFilter', 'banner') // 'Almost a query: add a query or a filter'
 */
export function vmWarningText(
  t: TFunction,
  warning: string,
  wording: 'campaign' | 'banner',
): string {
  if (wording === 'banner' && isOneOf<BannerWarningKey>(BANNER_WARNING_KEYS, warning)) {
    return t(`vm.bannerWarnings.${warning}`);
  }
  if (isOneOf<CampaignWarningKey>(CAMPAIGN_WARNING_KEYS, warning)) {
    return t(`vm.warnings.${warning}`);
  }
  return t('vm.warnings.other', { warning });
}
