import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { firstSyncFailed } from '@trova/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncedAttributes, useSyncingShops } from '../wizard.queries';
import { SyncFailurePanel } from './sync-failure-panel';
import { SyncProgress } from './sync-progress';
import { WizardActions } from './wizard-actions';

interface SyncingScreenProps {
  shopId: string;
  onBack: () => void;
  /** Called once the shop has attributes: its catalogue arrived and it can be set up. */
  onSynced: () => void;
}

/**
 * The 'syncing' spinner, polling the shop's attributes every 5 s
 * (docs/product/onboarding.md#shop-step) with the products imported so far, or why the sync failed
 * once it has.
 */
export function SyncingScreen({ shopId, onBack, onSynced }: SyncingScreenProps) {
  const { t } = useTranslation();
  const attributes = useSyncedAttributes(shopId);
  const synced = (attributes.data?.length ?? 0) > 0;
  const shop = useSyncingShops().data?.find((candidate) => candidate.id === shopId);

  useEffect(() => {
    if (synced) onSynced();
  }, [synced, onSynced]);

  if (shop?.syncError && firstSyncFailed(shop)) {
    return <SyncFailurePanel shop={shop} error={shop.syncError} />;
  }

  return (
    <Stack>
      <Title order={2}>{t('wizard.shop.syncingHeading')}</Title>
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="md" />
        <Text fw={500}>{t('wizard.shop.syncingStatus')}</Text>
      </Group>
      <SyncProgress shopId={shopId} />
      <Text>{t('wizard.shop.syncingText')}</Text>
      <WizardActions onBack={onBack} onNext={onSynced} nextDisabled={!synced} />
    </Stack>
  );
}
