import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from './language';
import { chooseLanguage } from './i18n';

/** Labels are ISO codes in capitals in every language, so they never need translating. */
const OPTIONS = [
  { value: 'en', label: 'EN' },
  { value: 'it', label: 'IT' },
];

/**
 * The login and signup pages' language switch: a radio group of two buttons. Buttons rather than a
 * segmented control, which would add its own chunk to the login page's download
 * (docs/benchmarks.md, login bundle); the arrow keys are not needed for two choices, Tab reaches
 * both.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Group gap={4} role="radiogroup" aria-label={t('common.language')}>
      {OPTIONS.map((option) => {
        const checked = option.value === current;
        return (
          <Button
            key={option.value}
            size="compact-sm"
            variant={checked ? 'filled' : 'default'}
            role="radio"
            aria-checked={checked}
            onClick={() => {
              if (isSupportedLanguage(option.value)) void chooseLanguage(option.value);
            }}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
