import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type SupportedLanguage } from '@trova/contracts';
import { browserLanguages, detectLanguage, readStoredLanguage, storeLanguage } from './language';

/** Each language is its own chunk: a visitor downloads only the texts they read. */
const BUNDLES: Record<SupportedLanguage, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./locales/en.json'),
  it: () => import('./locales/it.json'),
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

/** Makes a language's texts available; loading twice is harmless. */
export async function loadLanguage(language: SupportedLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const bundle = await BUNDLES[language]();
  i18n.addResourceBundle(language, 'translation', bundle.default);
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
