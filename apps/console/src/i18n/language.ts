import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@trova/contracts';

export const LANGUAGE_STORAGE_KEY = 'trova.language';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Reduces a BCP 47 tag such as `it-IT` to the primary subtag the console ships in, if any. */
export function toSupportedLanguage(tag: string): SupportedLanguage | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  return isSupportedLanguage(primary) ? primary : undefined;
}

/**
 * An explicit choice wins over the browser; English covers everything else
 * (docs/product/shell.md#languages-and-formats).
 */
export function detectLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): SupportedLanguage {
  if (isSupportedLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies); detection then falls back to the browser.
    return null;
  }
}

export function storeLanguage(language: SupportedLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies for this page view.
  }
}

export function browserLanguages(): readonly string[] {
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
