/** The wizard's steps (document 001 §2), one lazy route module for the four of them. */
export { WizardStartPage } from './wizard-start-page';
export { WizardCmsPage } from './wizard-cms-page';
export { WizardShopPage } from './wizard-shop-page';
export { WizardSettingsPage } from './wizard-settings-page';
