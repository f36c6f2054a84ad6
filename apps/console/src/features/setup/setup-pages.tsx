// Route module of the setup tabs (document 001 §2): search configuration and advanced settings.
export { SetupSearchPage } from './setup-search-page';
export { SetupSettingsPage } from './setup-settings-page';
