import { useState, type FormEvent } from 'react';
import { Button, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { isValidEmail } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast/toast';
import { canUpdateUserInfo, userInfoChanges, type UserInfoValues } from './account-form.rules';
import { useUpdateMe, useUpdateResellerCode } from './account.queries';

interface UserInfoFormProps {
  initial: UserInfoValues;
  /** Only users who have a reseller code see (and may change) it. */
  withResellerCode: boolean;
}

export function UserInfoForm({ initial, withResellerCode }: UserInfoFormProps) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const updateReseller = useUpdateResellerCode();
  const [values, setValues] = useState(initial);
  const pending = updateMe.isPending || updateReseller.isPending;
  const emailInvalid = values.email !== '' && !isValidEmail(values.email);

  const field = (name: keyof UserInfoValues) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canUpdateUserInfo(initial, values) || pending) return;
    const changes = userInfoChanges(initial, values);
    try {
      if (changes.user) {
        const { firstName, lastName, email, phone } = values;
        await updateMe.mutateAsync({ firstName, lastName, email: email.trim(), phone });
      }
      if (changes.resellerCode) await updateReseller.mutateAsync(values.resellerCode.trim());
      showToast({ kind: 'success', message: t('account.userInfo.updated') });
    } catch {
      showToast({ kind: 'danger', message: t('account.failed') });
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="account-user-info">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Title order={2} id="account-user-info">
            {t('account.userInfo.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('common.firstName')}
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextInput
              label={t('common.lastName')}
              autoComplete="family-name"
              {...field('lastName')}
            />
            <TextInput
              label={t('common.email')}
              type="email"
              autoComplete="email"
              {...field('email')}
              error={emailInvalid ? t('common.invalidEmail') : undefined}
            />
            <TextInput
              label={t('common.phone')}
              type="tel"
              autoComplete="tel"
              {...field('phone')}
            />
            {withResellerCode ? (
              <TextInput label={t('account.userInfo.resellerCode')} {...field('resellerCode')} />
            ) : null}
          </SimpleGrid>
          <Button
            type="submit"
            loading={pending}
            disabled={!canUpdateUserInfo(initial, values)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('account.userInfo.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
