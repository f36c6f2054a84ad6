import { Alert, Card, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast/toast';
import { marketPricesErrorText } from './market-prices-errors';
import { useSetSharing, useSharing } from './market-prices.queries';

/**
 * The anonymous price-sharing opt-in (docs/product/analytics.md#market-prices): off by default,
 * says what is shared and that it is reciprocal before the owner switches it on.
 */
export function SharingCard({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const sharing = useSharing(shopId);
  const setSharing = useSetSharing(shopId);
  const change = (enabled: boolean) =>
    setSharing.mutate(enabled, {
      onSuccess: () =>
        showToast({
          kind: 'success',
          message: t(enabled ? 'marketPrices.sharing.on' : 'marketPrices.sharing.off'),
        }),
      onError: (error) => showToast({ kind: 'danger', message: marketPricesErrorText(t, error) }),
    });
  return (
    <Card withBorder component="section" aria-labelledby="market-sharing-title">
      <Stack gap="xs">
        <Title order={3} id="market-sharing-title">
          {t('marketPrices.sharing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('marketPrices.sharing.description')}
        </Text>
        {sharing.isPending ? (
          <Loader size="sm" aria-label={t('marketPrices.sharing.title')} />
        ) : null}
        {sharing.isError ? <Alert color="red">{t('marketPrices.sharing.loadError')}</Alert> : null}
        {sharing.data ? (
          <Switch
            label={t('marketPrices.sharing.label')}
            checked={setSharing.isPending ? (setSharing.variables ?? false) : sharing.data.enabled}
            disabled={setSharing.isPending}
            onChange={(event) => change(event.currentTarget.checked)}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
