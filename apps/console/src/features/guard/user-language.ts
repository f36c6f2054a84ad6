import type { UserMeResponse } from '@trova/contracts';
import { chooseLanguage, i18n, switchLanguage } from '../../i18n/i18n';
import {
  browserLanguages,
  detectLanguage,
  isSupportedLanguage,
  readStoredLanguage,
} from '../../i18n/language';

/**
 * A signed-in user sees the console in their system language. `users/me` answering ERROR (or not
 * at all) means nobody is signed in: the usual detection applies, i.e. an explicit choice made on
 * the login screen, else the browser language when supported
 * (docs/product/shell.md#languages-and-formats).
 */
export async function applyUserLanguage(me: UserMeResponse | null): Promise<void> {
  if (me?.status === 'OK' && isSupportedLanguage(me.languageIso)) {
    if (i18n.language !== me.languageIso) await chooseLanguage(me.languageIso);
    return;
  }
  const fallback = detectLanguage(readStoredLanguage(), browserLanguages());
  if (i18n.language !== fallback) await switchLanguage(fallback);
}
