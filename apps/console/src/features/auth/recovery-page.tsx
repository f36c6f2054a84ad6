import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkPassword } from '@trova/contracts';
import { errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import { AuthFrame } from './auth-frame';
import { canSubmitReset } from './auth-form.rules';
import { useResetPassword } from './auth.queries';
import { PasswordField, passwordRequirementsText } from './password-field';
import { forgotPasswordPath, loginPath } from './urls';

/** Reset form reached from the recovery mail (/recovery?code=…). */
export function RecoveryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [dirty, setDirty] = useState({ password: false, repeat: false });
  const policy = checkPassword(password);

  if (!code) {
    return (
      <AuthFrame title={t('auth.recovery.title')}>
        <Alert color="red" role="alert">
          {t('auth.recovery.missingCode')}
        </Alert>
        <Anchor component={Link} to={forgotPasswordPath} size="sm">
          {t('auth.recovery.toForgotPassword')}
        </Anchor>
      </AuthFrame>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDirty({ password: true, repeat: true });
    if (!canSubmitReset(password, repeat) || reset.isPending) return;
    reset.mutate(
      { code, password },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('auth.recovery.done') });
          void navigate(loginPath);
        },
        onError: (error) => showToast({ kind: 'danger', ...errorText(t, error) }),
      },
    );
  };

  return (
    <AuthFrame title={t('auth.recovery.title')}>
      <form onSubmit={submit} noValidate>
        <PasswordField
          label={t('common.newPassword')}
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setDirty((state) => ({ ...state, password: true }));
          }}
          error={
            dirty.password && !policy.valid
              ? passwordRequirementsText(t, policy.failures)
              : undefined
          }
          mb="sm"
        />
        <PasswordField
          label={t('common.repeatPassword')}
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(event) => {
            setRepeat(event.currentTarget.value);
            setDirty((state) => ({ ...state, repeat: true }));
          }}
          error={
            dirty.repeat && repeat !== password ? t('auth.validation.passwordSame') : undefined
          }
          mb="md"
        />
        <Button
          type="submit"
          fullWidth
          disabled={!canSubmitReset(password, repeat)}
          loading={reset.isPending}
        >
          {t('auth.recovery.submit')}
        </Button>
      </form>
      <Anchor component={Link} to={forgotPasswordPath} size="sm">
        {t('auth.recovery.toForgotPassword')}
      </Anchor>
    </AuthFrame>
  );
}
