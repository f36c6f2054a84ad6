import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type SupportedLanguage } from '@trova/contracts';
import { browserLanguages, detectLanguage, readStoredLanguage, storeLanguage } from './language';

type Texts = Record<string, unknown>;

/**
 * Each language is its own chunk: a visitor downloads only the texts they read. The configuration
 * screens' texts are a second chunk per language, loaded when the signed-in layout is (see
 * loadConfigurationTexts), so the login page stays within its download budget.
 */
const BUNDLES: Record<SupportedLanguage, () => Promise<{ default: Texts }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
};
/** Signed-in screens' texts: each file holds its own top-level sections. */
const CONFIGURATION_BUNDLES: Record<SupportedLanguage, () => Promise<{ default: Texts }>[]> = {
  en: () => [
    import('./locales/en-configuration.json'),
    import('./locales/en-visual-machine.json'),
    import('./locales/en-recommendations.json'),
    import('./locales/en-billing.json'),
  ],
  it: () => [
    import('./locales/it-configuration.json'),
    import('./locales/it-visual-machine.json'),
    import('./locales/it-recommendations.json'),
    import('./locales/it-billing.json'),
  ],
};

export const i18n = i18next.createInstance();

const initialLanguage = detectLanguage(readStoredLanguage(), browserLanguages());

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: FALLBACK_LANGUAGE,
  // Texts arrive through loadLanguage; initialisation itself has nothing to wait for.
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

let configurationWanted = false;
const configurationLoaded = new Set<SupportedLanguage>();

async function loadConfigurationBundle(language: SupportedLanguage): Promise<void> {
  if (configurationLoaded.has(language)) return;
  for (const texts of await Promise.all(CONFIGURATION_BUNDLES[language]())) {
    i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  }
  configurationLoaded.add(language);
}

/** Makes a language's texts available; loading twice is harmless. */
export async function loadLanguage(language: SupportedLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const texts = await BUNDLES[language]();
    i18n.addResourceBundle(language, 'translation', texts.default, true, true);
  }
  if (configurationWanted) await loadConfigurationBundle(language);
}

/**
 * Loads the configuration screens' texts of the current language, and of every language switched
 * to from now on. The signed-in layout awaits it before its first render.
 */
export async function loadConfigurationTexts(): Promise<void> {
  configurationWanted = true;
  await loadConfigurationBundle(i18n.language as SupportedLanguage);
}

/** Switches the interface language once its texts are loaded. */
export async function switchLanguage(language: SupportedLanguage): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Resolves once the first screen's language can be shown. English is not loaded as a fallback: the
 * locales test keeps both languages' keys identical, so nothing ever falls back.
 */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage);

/** The user's explicit choice: applied now and remembered for the next visit. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await switchLanguage(language);
}
