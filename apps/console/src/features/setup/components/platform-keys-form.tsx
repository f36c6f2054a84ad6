import { Button, Group, Stack, Title } from '@mantine/core';
import { CREDENTIAL_PLATFORMS, PLATFORM_LABELS, type Shop } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { PlatformCredentialsFix } from '../../shops/platform-credentials/platform-credentials-fix';
import { useRetryPlatformSync } from '../../shops/shops.queries';

/**
 * A platform shop's store address and keys (docs/product/search-setup.md#connection), the feed URL's
 * counterpart: pasted again (stored keys are never shown), checked, stored and a full import queued
 * by `PUT integrations/platforms/{id}`. Shown only for a platform connected by keys. After a failed
 * sync not caused by wrong keys (an outage, a permission fixed at the store), Try again imports the
 * shop again with the keys it has (`POST integrations/platforms/{id}/sync`).
 */
export function PlatformKeysForm({
  shop,
}: {
  shop: Pick<Shop, 'id' | 'url' | 'cms'> & Partial<Pick<Shop, 'syncError'>>;
}) {
  const { t } = useTranslation();
  const resync = useRetryPlatformSync(shop.id);
  const failure = shop.syncError?.code;
  const retriable = failure !== undefined && failure !== 'platform-credentials-invalid';
  // A new form after each save, so the pasted keys do not stay on screen.
  const [round, setRound] = useState(0);
  const platform = CREDENTIAL_PLATFORMS.find((candidate) => candidate === shop.cms.type);
  if (!platform) return null;
  const headingId = `setup-platform-keys-${shop.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {t('setup.search.platformKeys', { platform: PLATFORM_LABELS[platform] })}
      </Title>
      {retriable ? (
        <Group>
          <Button
            variant="light"
            loading={resync.isPending}
            onClick={() =>
              resync.mutate(undefined, {
                onError: () => showToast({ kind: 'danger', message: t('firstSync.retryFailed') }),
              })
            }
          >
            {t('common.retry')}
          </Button>
        </Group>
      ) : null}
      <PlatformCredentialsFix
        key={round}
        shop={shop}
        platform={platform}
        onRetried={() => {
          showToast({ kind: 'success', message: t('setup.search.platformKeysSaved') });
          setRound((previous) => previous + 1);
        }}
      />
    </Stack>
  );
}
