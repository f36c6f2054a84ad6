import type { TFunction } from 'i18next';

const WARNING_KEYS = [
  'nameRequired',
  'addValidity',
  'searchMissing',
  'conditionInvalid',
  'tagInvalid',
  'queryFilterIncomplete',
] as const;
type WarningKey = (typeof WARNING_KEYS)[number];

function isWarningKey(value: string): value is WarningKey {
  return (WARNING_KEYS as readonly string[]).includes(value);
}

/**
 * The text of a recommendation's save warning, as the editor finds it or the server answers it
 * (a key this console does not know still says that something stops the save).
 * @example recommendationWarningText(t, 'searchMissing') // 'Search missing: a stored search needs a text'
 */
export function recommendationWarningText(t: TFunction, warning: string): string {
  if (isWarningKey(warning)) return t(`vmRecommendations.warnings.${warning}`);
  return t('vmRecommendations.warnings.other', { warning });
}
