import { useEffect, useRef } from 'react';
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from './auth-frame';
import { useActivation } from './auth.queries';
import { loginPath } from './urls';

/**
 * States running, ok ('Account Activated') and ko ('An error occurred')
 * (docs/product/access.md#activation).
 */
export function ActivationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const key = params.get('key');
  const activation = useActivation();
  const started = useRef(false);

  useEffect(() => {
    // The key works once: StrictMode's second effect run must not send it again.
    if (started.current || !id || !key) return;
    started.current = true;
    activation.mutate({ id, key });
  }, [activation, id, key]);

  const state = !id || !key || activation.isError ? 'ko' : activation.isSuccess ? 'ok' : 'running';
  return (
    <AuthFrame title={t('auth.activation.title')}>
      {state === 'running' ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('auth.activation.running')}</Text>
        </Group>
      ) : null}
      {state === 'ok' ? (
        <Alert color="green" role="status">
          {t('auth.activation.ok')}
        </Alert>
      ) : null}
      {state === 'ko' ? (
        <Alert color="red" role="alert">
          {t('auth.activation.ko')}
        </Alert>
      ) : null}
      <Anchor component={Link} to={loginPath} size="sm">
        {t('auth.activation.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}
