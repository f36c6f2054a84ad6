import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, i18n } from '../../i18n/i18n';
import { isSupportedLanguage } from '../../i18n/language';
import { showToast } from '../../lib/toast/toast';
import { useLanguages, useUpdateMe } from './account.queries';

/** Names used until (or if) the server's language list is unavailable. */
const DEFAULT_NAMES: Record<SupportedLanguage, string> = { en: 'English', it: 'Italiano' };

export function LanguageForm({ initial }: { initial: SupportedLanguage }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const update = useUpdateMe();
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);

  // Only languages the console ships in can be chosen, named as the server lists them.
  const options = SUPPORTED_LANGUAGES.map((iso) => ({
    value: iso,
    label: languages.data?.find((option) => option.iso6391 === iso)?.name ?? DEFAULT_NAMES[iso],
  }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === saved || update.isPending) return;
    update.mutate(
      { languageIso: value },
      {
        onSuccess: () => {
          setSaved(value);
          // The toast speaks the language just chosen; this render's `t` still speaks the old one.
          void chooseLanguage(value).then(() =>
            showToast({ kind: 'success', message: i18n.t('account.language.changed') }),
          );
        },
        onError: () => showToast({ kind: 'danger', message: t('account.failed') }),
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="account-language">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} id="account-language">
            {t('account.language.title')}
          </Title>
          <Group align="flex-end">
            <NativeSelect
              label={t('account.language.label')}
              data={options}
              value={value}
              onChange={(event) => {
                const next = event.currentTarget.value;
                if (isSupportedLanguage(next)) setValue(next);
              }}
            />
            <Button type="submit" loading={update.isPending} disabled={value === saved}>
              {t('account.language.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
