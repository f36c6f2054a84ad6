import { Alert, Button, Group, Loader, NativeSelect, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { displayShopUrl, SYNC_STATUS_POLL_MS, type Shop } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { shopListQuery } from '../../shops/shops.queries';
import { shopsWaitingForSetup } from '../wizard.rules';

interface ShopChoiceProps {
  shopId: string | null;
  onChange: (shopId: string | null) => void;
}

function waitingOf(shops: readonly Shop[] | undefined): Shop[] {
  return shopsWaitingForSetup(shops ?? []);
}

/**
 * The dropdown of shops waiting to be configured, led by a disabled 'No websites' entry. While none
 * waits, the list is re-read now and then: the plugin may register the shop while this is open.
 */
export function ShopChoice({ shopId, onChange }: ShopChoiceProps) {
  const { t } = useTranslation();
  const shops = useQuery({
    ...shopListQuery,
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      waitingOf(query.state.data).length === 0 ? SYNC_STATUS_POLL_MS : false,
  });
  const waiting = waitingOf(shops.data);
  const chosen = waiting.some((shop) => shop.id === shopId) ? shopId : null;

  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('wizard.shop.website')}
        required
        value={chosen ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || null)}
        rightSection={shops.isFetching ? <Loader size={14} /> : undefined}
        data={[
          { value: '', label: t('wizard.shop.noWebsites'), disabled: true },
          ...waiting.map((shop) => ({
            value: shop.id,
            label: displayShopUrl(shop.url) || shop.id,
          })),
        ]}
      />
      {shops.isError ? <Alert color="red">{t('wizard.shop.loadFailed')}</Alert> : null}
      {shops.isSuccess && waiting.length === 0 ? (
        <Alert color="blue">
          <Group justify="space-between" gap="xs">
            <span>{t('wizard.shop.noneWaiting')}</span>
            {/* A light button on the alert's own tint falls below 4.5:1 (docs/product/accessibility.md). */}
            <Button variant="default" size="xs" onClick={() => void shops.refetch()}>
              {t('wizard.shop.reload')}
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}
