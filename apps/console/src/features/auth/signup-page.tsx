import { useState, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFrame } from './auth-frame';
import { isValidEmail } from '@trova/contracts';

export function SignupPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const canSubmit = isValidEmail(email) && password !== '' && password === repeat;

  // Password rules, terms acceptance, captcha and the signup call arrive with the access issue.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };

  return (
    <AuthFrame title={t('auth.signup.title')} withLanguageSelector>
      <form onSubmit={submit} noValidate>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="sm"
        />
        <PasswordInput
          label={t('common.password')}
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
        <Button type="submit" fullWidth disabled={!canSubmit}>
          {t('auth.signup.submit')}
        </Button>
      </form>
      <Anchor component={Link} to="/" size="sm">
        {t('auth.signup.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}
