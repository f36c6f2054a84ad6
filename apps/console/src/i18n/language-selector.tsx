import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from './language';
import { chooseLanguage } from './i18n';

/** Labels are ISO codes in capitals in every language, so they never need translating. */
const OPTIONS = [
  { value: 'en', label: 'EN' },
  { value: 'it', label: 'IT' },
];

export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      aria-label={t('common.language')}
      data={OPTIONS}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(value) => {
        if (isSupportedLanguage(value)) void chooseLanguage(value);
      }}
    />
  );
}
