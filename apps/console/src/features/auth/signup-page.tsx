import { useState, type FormEvent } from 'react';
import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../lib/api/api-error-text';
import { usePublicConfig } from '../../lib/api/use-public-config';
import { showToast } from '../../lib/toast/toast';
import { isSupportedLanguage } from '../../i18n/language';
import { AuthFrame } from './auth-frame';
import { hasErrors, isCaptchaPassed, signupErrors } from './auth-form.rules';
import { loadAuthCalls, useSignup } from './auth.queries';
import { CaptchaField } from './captcha-field';
import { PasswordField, passwordRequirementsText } from './password-field';
import { activationMailPath, loginPath } from './urls';
import { termsPath } from '../terms/urls';

type Field = 'email' | 'password' | 'repeat';

export function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();
  const config = usePublicConfig();
  const captchaRequired = config?.captcha ?? false;
  const [values, setValues] = useState({ email: '', password: '', repeat: '' });
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    email: false,
    password: false,
    repeat: false,
  });
  // An invalid submit shows every error at once (docs/product/access.md#signup).
  const [submitted, setSubmitted] = useState(false);

  const errors = signupErrors({
    ...values,
    termsAccepted,
    privacyAccepted,
    captchaPassed: isCaptchaPassed(captchaRequired, captcha),
  });
  const show = (field: Field) => submitted || touched[field];
  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'email') setTouched((current) => ({ ...current, [field]: true }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors) || signup.isPending) return;
    const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
    signup.mutate(
      {
        email: values.email.trim(),
        password: values.password,
        language_iso: language,
        ...(captcha ? { altcha: captcha } : {}),
      },
      {
        onSuccess: () => void navigate(activationMailPath),
        onError: (error) => {
          showToast({ kind: 'danger', ...errorText(t, error) });
          setCaptcha(null);
          setCaptchaRound((round) => round + 1);
        },
      },
    );
  };

  return (
    <AuthFrame title={t('auth.signup.title')} withLanguageSelector>
      <form onSubmit={submit} onFocus={() => void loadAuthCalls()} noValidate>
        <TextInput
          label={t('common.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email')(event.currentTarget.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
          error={show('email') && errors.email ? t('common.invalidEmail') : undefined}
          mb="sm"
        />
        <PasswordField
          label={t('common.password')}
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(event) => change('password')(event.currentTarget.value)}
          error={
            show('password') && errors.password
              ? passwordRequirementsText(t, errors.password)
              : undefined
          }
          mb="sm"
        />
        <PasswordField
          label={t('common.repeatPassword')}
          autoComplete="new-password"
          required
          value={values.repeat}
          onChange={(event) => change('repeat')(event.currentTarget.value)}
          error={show('repeat') && errors.repeat ? t('auth.validation.passwordSame') : undefined}
          mb="md"
        />
        <Stack gap="xs" mb="md">
          <Checkbox
            label={t('auth.signup.acceptTerms')}
            checked={termsAccepted}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setTermsAccepted(checked);
              // Privacy is accepted after the terms, so it cannot outlive them.
              if (!checked) setPrivacyAccepted(false);
            }}
            error={submitted && errors.terms ? t('auth.validation.checkTerms') : undefined}
          />
          <Checkbox
            label={t('auth.signup.acceptPrivacy')}
            checked={privacyAccepted}
            disabled={!termsAccepted}
            onChange={(event) => setPrivacyAccepted(event.currentTarget.checked)}
            error={
              submitted && !errors.terms && errors.privacy
                ? t('auth.validation.checkTerms')
                : undefined
            }
          />
          <Anchor
            href={config?.legal.termsUrl ?? termsPath}
            target="_blank"
            rel="noopener"
            size="sm"
          >
            {t('auth.signup.readTerms')}
          </Anchor>
        </Stack>
        <CaptchaField
          key={captchaRound}
          required={captchaRequired}
          onChange={setCaptcha}
          error={submitted && errors.captcha ? t('auth.validation.captchaRequired') : undefined}
        />
        <Button type="submit" fullWidth loading={signup.isPending}>
          {t('auth.signup.submit')}
        </Button>
      </form>
      <Anchor component={Link} to={loginPath} size="sm">
        {t('auth.signup.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}
