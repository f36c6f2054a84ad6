import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';
import { isValidEmail } from '@trova/contracts';

export function LoginPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const emailValid = isValidEmail(email);
  const canSubmit = emailValid && password !== '';

  // The session call and captcha arrive with the access issue; until then submitting does nothing.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <AuthFrame title={t('auth.login.title')} withLanguageSelector>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('common.email')}
          type="email"
          name="username"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setEmailTouched(true)}
          error={emailTouched && email !== '' && !emailValid ? t('common.invalidEmail') : undefined}
          mb="sm"
        />
        <PasswordInput
          label={t('common.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          mb="md"
        />
        <Button type="submit" fullWidth disabled={!canSubmit}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <Group justify="space-between">
        <Anchor component={Link} to="/signup" size="sm">
          {t('auth.login.toSignup')}
        </Anchor>
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('auth.login.toForgotPassword')}
        </Anchor>
      </Group>
    </AuthFrame>
  );
}
