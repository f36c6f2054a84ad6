import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type SupportedLanguage } from '@trova/contracts';
import en from './locales/en.json';
import it from './locales/it.json';
import { browserLanguages, detectLanguage, readStoredLanguage, storeLanguage } from './language';

export const resources = {
  en: { translation: en },
  it: { translation: it },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(readStoredLanguage(), browserLanguages()),
  fallbackLng: FALLBACK_LANGUAGE,
  // Resources are bundled, so initialisation completes before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/** The user's explicit choice: applied now and remembered for the next visit. */
export async function chooseLanguage(language: SupportedLanguage): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
