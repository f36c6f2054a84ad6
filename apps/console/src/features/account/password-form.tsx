import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorText } from '../../lib/api/api-error-text';
import { showToast } from '../../lib/toast/toast';
import { PasswordField, passwordRequirementsText } from '../auth/password-field';
import {
  canChangePassword,
  passwordChangeErrors,
  showPasswordError,
  type PasswordChangeValues,
} from './account-form.rules';
import { useUpdateMe } from './account.queries';

const EMPTY: PasswordChangeValues = { current: '', next: '', repeat: '' };

export function PasswordForm() {
  const { t } = useTranslation();
  const update = useUpdateMe();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState({ next: false, repeat: false });
  // The server's verdict on the current password holds until the owner edits that field again.
  const [currentWrong, setCurrentWrong] = useState(false);
  const errors = passwordChangeErrors(values);

  const nextError = () => {
    if (!errors.next || !showPasswordError(values.next, touched.next)) return undefined;
    if (errors.next === 'sameAsCurrent') return t('auth.validation.passwordDifferent');
    return passwordRequirementsText(t, errors.next.requirements);
  };
  const repeatError =
    errors.repeat && showPasswordError(values.repeat, touched.repeat)
      ? t('auth.validation.passwordSame')
      : undefined;

  const field = (name: keyof PasswordChangeValues) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (name === 'current') setCurrentWrong(false);
    },
    onBlur: () => {
      if (name !== 'current') setTouched((current) => ({ ...current, [name]: true }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canChangePassword(values) || update.isPending) return;
    update.mutate(
      { password: values.next, previousPassword: values.current },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setTouched({ next: false, repeat: false });
          showToast({ kind: 'success', message: t('account.password.changed') });
        },
        // A wrong current password and the attempt limit have their own text
        // (docs/product/access.md#account); anything else stays generic.
        onError: (error) => {
          if (errorCodeOf(error) === 'current-password-wrong') setCurrentWrong(true);
          showToast({ kind: 'danger', ...errorText(t, error) });
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="account-password">
      <form onSubmit={submit} noValidate>
        <Stack maw={420}>
          <Title order={2} id="account-password">
            {t('account.password.title')}
          </Title>
          <PasswordField
            label={t('account.password.current')}
            autoComplete="current-password"
            {...field('current')}
            error={currentWrong ? t('apiErrors.current-password-wrong.message') : undefined}
          />
          <PasswordField
            label={t('account.password.new')}
            autoComplete="new-password"
            {...field('next')}
            error={nextError()}
          />
          <PasswordField
            label={t('account.password.repeat')}
            autoComplete="new-password"
            {...field('repeat')}
            error={repeatError}
          />
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!canChangePassword(values)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('account.password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
