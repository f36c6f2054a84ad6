import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';
import { loginPath } from './urls';

/** Shown after signup: the account waits for the link in the activation mail. */
export function ActivationMailPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth.activationMail.title')}>
      <Text>{t('auth.activationMail.body')}</Text>
      <Anchor component={Link} to={loginPath} size="sm">
        {t('auth.activationMail.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}
