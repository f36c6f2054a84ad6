import { NativeSelect, Stack, Switch } from '@mantine/core';
import {
  VOICE_SEARCH_LANGUAGE_TYPES,
  VOICE_SEARCH_LANGUAGES,
  type LayoutLanguage,
} from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { setLayout } from '../layout-edits';

/** A locale code named in the interface language, e.g. "Italian (Italy)", with the code beside. */
function languageName(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code);
    return name ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** Voice search: on/off, recognition engine and language (docs/product/layout-design.md). */
export function VoiceSearchSetting({ language }: { language: LayoutLanguage }) {
  const { t, i18n } = useTranslation();
  const set = (patch: Partial<LayoutLanguage>) => setLayout('language', { ...language, ...patch });
  const codes: readonly string[] = VOICE_SEARCH_LANGUAGES;
  const options = codes.includes(language.language) ? codes : [language.language, ...codes];
  return (
    <Stack gap="sm">
      <Switch
        label={t('layoutDesign.voice.active')}
        checked={language.isActive}
        onChange={(event) => set({ isActive: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t('layoutDesign.voice.engine')}
        value={language.languageType}
        disabled={!language.isActive}
        data={VOICE_SEARCH_LANGUAGE_TYPES.map((type) => ({
          value: type,
          label: t(`layoutDesign.voice.engines.${type}`),
        }))}
        onChange={(event) =>
          set({ languageType: event.currentTarget.value as LayoutLanguage['languageType'] })
        }
      />
      <NativeSelect
        label={t('layoutDesign.voice.language')}
        value={language.language}
        disabled={!language.isActive}
        data={options.map((code) => ({ value: code, label: languageName(code, i18n.language) }))}
        onChange={(event) => set({ language: event.currentTarget.value })}
      />
    </Stack>
  );
}
