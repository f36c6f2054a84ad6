export const termsPath = '/terms';

/**
 * The privacy notice lives in the contract terms page, one section per language; the link targets
 * the section of the interface language.
 * @example privacyUrl('it') // '/terms#privacy-it'
 */
export function privacyUrl(language: string): string {
  return `${termsPath}#privacy-${language === 'it' ? 'it' : 'en'}`;
}
