/** The onboarding wizard's steps. */
export const wizardPath = '/wizard';
export const wizardCmsPath = `${wizardPath}/cms`;
export const wizardShopPath = `${wizardPath}/shop`;
export const wizardSettingsPath = `${wizardPath}/settings`;
