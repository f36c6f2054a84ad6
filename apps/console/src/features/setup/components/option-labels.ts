import { useTranslation } from 'react-i18next';

const KNOWN_VALUES = ['text', 'code', 'none', 'fuzzy1', 'fuzzy2'] as const;
type KnownValue = (typeof KNOWN_VALUES)[number];

function isKnownValue(value: string): value is KnownValue {
  return (KNOWN_VALUES as readonly string[]).includes(value);
}

/**
 * Labels of search-type values in the interface language; values the console does not know keep the
 * label the server sent.
 */
export function useOptionLabel(): (value: string, serverLabel: string) => string {
  const { t } = useTranslation();
  return (value, serverLabel) => (isKnownValue(value) ? t(`setup.values.${value}`) : serverLabel);
}
