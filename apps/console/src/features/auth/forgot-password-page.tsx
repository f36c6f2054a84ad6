import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isValidEmail } from '@trova/contracts';
import { errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import { AuthFrame } from './auth-frame';
import { useRecoveryRequest } from './auth.queries';
import { loginPath } from './urls';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const recovery = useRecoveryRequest();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  // Once sent, the button reads 'send again' (docs/product/access.md#password-recovery).
  const [sent, setSent] = useState(false);
  const valid = isValidEmail(email);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || recovery.isPending) return;
    recovery.mutate(email.trim(), {
      onSuccess: () => setSent(true),
      onError: (error) => showToast({ kind: 'danger', ...errorText(t, error) }),
    });
  };

  return (
    <AuthFrame title={t('auth.forgotPassword.title')}>
      <Text size="sm">{t('auth.forgotPassword.intro')}</Text>
      {sent ? (
        <Alert color="green" role="status">
          {t('auth.forgotPassword.sent')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && email !== '' && !valid ? t('common.invalidEmail') : undefined}
          mb="md"
        />
        <Button type="submit" fullWidth disabled={!valid} loading={recovery.isPending}>
          {sent ? t('auth.forgotPassword.sendAgain') : t('auth.forgotPassword.send')}
        </Button>
      </form>
      <Anchor component={Link} to={loginPath} size="sm">
        {t('auth.forgotPassword.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}
