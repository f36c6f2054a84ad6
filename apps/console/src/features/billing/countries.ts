import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import it from 'i18n-iso-countries/langs/it.json';

countries.registerLocale(en);
countries.registerLocale(it);

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Whether a code is an ISO 3166-1 alpha-2 country.
 * @example isCountryCode('EN') // false
 */
export function isCountryCode(code: string): boolean {
  return countries.isValid(code) && code.length === 2;
}

/**
 * The country list in the interface language, Italian or English (English otherwise), sorted by
 * name in that language (docs/product/billing.md#billing-information).
 * @example countryOptions('it').find((c) => c.value === 'DE')?.label // 'Germania'
 */
export function countryOptions(language: string): CountryOption[] {
  const locale = language === 'it' ? 'it' : 'en';
  const names = countries.getNames(locale, { select: 'official' });
  const collator = new Intl.Collator(locale);
  return Object.entries(names)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
