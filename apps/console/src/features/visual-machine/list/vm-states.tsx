import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiRequestError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/api-error-text';
import { billingPlansPath } from '../../billing/urls';

/**
 * The states every Visual Machine screen shares (docs/product/visual-machine.md#gating): loading,
 * locked by the plan, failed, and no shop.
 */

/**
 * Whether a call was refused because the plan is below standard (402 `plan-feature-locked`).
 * @example isPlanLocked(new ApiRequestError('plan-feature-locked', '', 402)) // true
 */
export function isPlanLocked(error: unknown): boolean {
  return (
    isApiRequestError(error) && (error.code === 'plan-feature-locked' || error.httpStatus === 402)
  );
}

/** @example <VmLoading label={t('vm.campaigns.loading')} /> */
export function VmLoading({ label }: { label: string }) {
  return (
    <Stack align="center" role="status" py="xl">
      <Loader aria-hidden />
      <Text>{label}</Text>
    </Stack>
  );
}

/** The plan does not include the Visual Machine: what unlocks it and where. */
export function VmLocked() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title={t('vm.locked.title')}>
      <Text size="sm">{t('vm.locked.body')}</Text>
      <Anchor component={Link} to={billingPlansPath} size="sm">
        {t('vm.locked.plans')}
      </Anchor>
    </Alert>
  );
}

/**
 * A failed read: the plan lock gets its own notice, anything else what went wrong and a retry.
 * @example <VmLoadError error={list.error} onRetry={() => void list.refetch()} />
 */
export function VmLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isPlanLocked(error)) return <VmLocked />;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('vm.states.loadFailed')}
    >
      <Text size="sm">{errorText(t, error).message}</Text>
      <Group mt="sm">
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('vm.states.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** No completed shop is current yet. */
export function VmNoShop() {
  const { t } = useTranslation();
  return <Text>{t('vm.states.noShop')}</Text>;
}
