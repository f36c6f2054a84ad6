/** The onboarding wizard's steps. */
export const wizardPath = '/wizard';
export const wizardCmsPath = `${wizardPath}/cms`;
export const wizardShopPath = `${wizardPath}/shop`;
export const wizardSettingsPath = `${wizardPath}/settings`;

/** The settings step of one shop: the URL names it, so a reload keeps the shop being set up. */
export function wizardSettingsUrl(shopId: string): string {
  return `${wizardSettingsPath}?shop=${encodeURIComponent(shopId)}`;
}

/** The query parameter of wizardSettingsUrl. */
export const WIZARD_SHOP_PARAM = 'shop';

/**
 * The query parameter Shopify's OAuth callback sets on the shop step when the connection failed:
 * `/wizard/shop?error=<code>`; a success names the shop (`?shop=<id>`).
 */
export const WIZARD_ERROR_PARAM = 'error';
