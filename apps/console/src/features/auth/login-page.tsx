import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isValidEmail } from '@trova/contracts';
import { errorText } from '../../lib/api/api-error-text';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { showToast } from '../../lib/toast/toast';
import { AuthFrame } from './auth-frame';
import { canSubmitLogin, isCaptchaPassed } from './auth-form.rules';
import { loadAuthCalls, useLogin } from './auth.queries';
import { CaptchaField } from './captcha-field';
import { PasswordField } from './password-field';
import { forgotPasswordPath, signupPath } from './urls';
import { wizardPath } from '../wizard/urls';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const captchaRequired = usePublicConfig()?.captcha ?? false;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A captcha solution is single-use: a new widget is mounted after every failed attempt.
  const [captchaRound, setCaptchaRound] = useState(0);
  const emailValid = isValidEmail(email);
  const canSubmit = canSubmitLogin({
    email,
    password,
    captchaPassed: isCaptchaPassed(captchaRequired, captcha),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || login.isPending) return;
    const body = { username: email.trim(), password, ...(captcha ? { altcha: captcha } : {}) };
    login.mutate(body, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'ok') {
          void navigate(wizardPath);
          return;
        }
        if (outcome.kind === 'try-again') {
          showToast({
            kind: 'danger',
            title: t('auth.login.failedTitle'),
            message: t('auth.login.tryAgain'),
          });
        } else {
          showToast({ kind: 'danger', ...errorText(t, outcome.code) });
        }
        retryCaptcha();
      },
      onError: (error) => {
        showToast({ kind: 'danger', ...errorText(t, error) });
        retryCaptcha();
      },
    });
  };
  const retryCaptcha = () => {
    setCaptcha(null);
    setCaptchaRound((round) => round + 1);
  };

  return (
    <AuthFrame title={t('auth.login.title')} withLanguageSelector>
      <form onSubmit={submit} onFocus={() => void loadAuthCalls()} noValidate>
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
        <PasswordField
          label={t('common.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          mb="md"
        />
        <CaptchaField key={captchaRound} required={captchaRequired} onChange={setCaptcha} />
        <Button type="submit" fullWidth disabled={!canSubmit} loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <Group justify="space-between">
        <Anchor component={Link} to={signupPath} size="sm">
          {t('auth.login.toSignup')}
        </Anchor>
        <Anchor component={Link} to={forgotPasswordPath} size="sm">
          {t('auth.login.toForgotPassword')}
        </Anchor>
      </Group>
    </AuthFrame>
  );
}
