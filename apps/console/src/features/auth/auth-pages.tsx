import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from './auth-frame';
import { isValidEmail } from '@trova/contracts';

/*
 * Screens of the access flow. Each shows its heading and the states it can already decide without
 * the server; the calls (activation, crm session, recovery) arrive with the access issue.
 */

export function ActivationMailPage() {
  const { t } = useTranslation();
  return (
    <AuthFrame title={t('auth.activationMail.title')}>
      <Text>{t('auth.activationMail.body')}</Text>
      <Anchor component={Link} to="/" size="sm">
        {t('auth.activationMail.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}

export function ActivationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Without both a customer id and a key the activation can only fail.
  const incomplete = !params.get('id') || !params.get('key');
  return (
    <AuthFrame title={t('auth.activation.title')}>
      {incomplete ? <Alert color="red">{t('auth.activation.ko')}</Alert> : null}
      <Anchor component={Link} to="/" size="sm">
        {t('auth.activation.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}

export function CrmLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const incomplete = !params.get('token') || !params.get('id');
  return (
    <AuthFrame title={t('auth.crmLogin.title')}>
      {incomplete ? <Alert color="red">{t('auth.crmLogin.failed')}</Alert> : null}
      <Anchor component={Link} to="/" size="sm">
        {t('auth.crmLogin.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  return (
    <AuthFrame title={t('auth.forgotPassword.title')}>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="md"
        />
        <Button type="submit" fullWidth disabled={!isValidEmail(email)}>
          {t('auth.forgotPassword.send')}
        </Button>
      </form>
      <Anchor component={Link} to="/" size="sm">
        {t('auth.forgotPassword.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}

export function RecoveryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  if (!params.get('code')) {
    return (
      <AuthFrame title={t('auth.recovery.title')}>
        <Alert color="red">{t('auth.recovery.missingCode')}</Alert>
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('auth.recovery.toForgotPassword')}
        </Anchor>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('auth.recovery.title')}>
      <form onSubmit={submit} noValidate>
        <PasswordInput
          label={t('common.newPassword')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          mb="sm"
        />
        <PasswordInput
          label={t('common.repeatPassword')}
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => setRepeat(event.currentTarget.value)}
          mb="md"
        />
        <Button type="submit" fullWidth disabled={password === '' || password !== repeat}>
          {t('auth.recovery.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
