import { useEffect, useRef } from 'react';
import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clearSession } from '../../lib/api/session-store';
import { analyticsOverviewPath } from '../analytics/urls';
import { AuthFrame } from './auth-frame';
import { useCrmLogin } from './auth.queries';
import { loginPath } from './urls';

/** Operator link: starts the customer's session from an admin token, then opens analytics. */
export function CrmLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const id = params.get('id');
  const crmLogin = useCrmLogin();
  const started = useRef(false);

  useEffect(() => {
    // The admin token is one-time: StrictMode's second effect run must not spend it again.
    if (started.current || !token || !id) return;
    started.current = true;
    // The link replaces whatever session this browser had.
    clearSession();
    crmLogin.mutate(
      { id, token },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'ok') void navigate(analyticsOverviewPath, { replace: true });
        },
      },
    );
  }, [crmLogin, id, token, navigate]);

  const failed =
    !token || !id || crmLogin.isError || (crmLogin.isSuccess && crmLogin.data.kind !== 'ok');
  return (
    <AuthFrame title={t('auth.crmLogin.title')}>
      {failed ? (
        <Alert color="red" role="alert">
          {t('auth.crmLogin.failed')}
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('auth.crmLogin.running')}</Text>
        </Group>
      )}
      <Anchor component={Link} to={loginPath} size="sm">
        {t('auth.crmLogin.toLogin')}
      </Anchor>
    </AuthFrame>
  );
}
