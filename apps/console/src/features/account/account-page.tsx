import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { isSupportedLanguage } from '../../i18n/language';
import { SectionHeader } from '../../lib/ui/section-layout';
import { userInfoValues } from './account-form.rules';
import { useMe } from './account.queries';
import { LanguageForm } from './language-form';
import { PasswordForm } from './password-form';
import { UserInfoForm } from './user-info-form';

export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();

  let content;
  if (me.isPending) {
    content = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('account.loading')}</Text>
      </Group>
    );
  } else if (me.isError || me.data.status !== 'OK') {
    content = (
      <Alert color="red" role="alert" title={t('account.loadError')}>
        <Button variant="light" size="xs" onClick={() => void me.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else {
    const initial = userInfoValues(me.data);
    const language = isSupportedLanguage(me.data.languageIso)
      ? me.data.languageIso
      : isSupportedLanguage(i18n.language)
        ? i18n.language
        : 'en';
    content = (
      <Stack>
        <UserInfoForm initial={initial} withResellerCode={initial.resellerCode !== ''} />
        <LanguageForm initial={language} />
        <PasswordForm />
      </Stack>
    );
  }

  return (
    <Stack>
      <SectionHeader title={t('sections.account.title')} />
      {content}
    </Stack>
  );
}
