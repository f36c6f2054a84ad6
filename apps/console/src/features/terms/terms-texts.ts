import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Texts = Record<string, unknown>;

/**
 * The contract and privacy texts are a chunk of their own per language: they are long, and only the
 * terms page and the terms modal read them, so the login page's download stays small.
 */
const TERMS_BUNDLES: Record<'en' | 'it', () => Promise<{ default: Texts }>> = {
  en: () => import('../../i18n/locales/en-terms.json'),
  it: () => import('../../i18n/locales/it-terms.json'),
};

/** Whether the terms texts of the interface language are loaded; loads them when they are not. */
export function useTermsTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language === 'it' ? 'it' : 'en';
  const present = i18n.exists('legal.termsTitle', { lng: language, fallbackLng: [] });
  const [, setLoaded] = useState<string>();
  useEffect(() => {
    if (present) return;
    let live = true;
    void TERMS_BUNDLES[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts.default, true, true);
      if (live) setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, present]);
  return present;
}
