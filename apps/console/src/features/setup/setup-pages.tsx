// Route module of the setup tabs (docs/product/search-setup.md): search configuration and advanced
// settings.
export { SetupSearchPage } from './setup-search-page';
export { SetupSettingsPage } from './setup-settings-page';
