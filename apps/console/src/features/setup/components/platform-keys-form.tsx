import { Stack, Title } from '@mantine/core';
import { CREDENTIAL_PLATFORMS, PLATFORM_LABELS, type Shop } from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast/toast';
import { PlatformCredentialsFix } from '../../shops/platform-credentials/platform-credentials-fix';

/**
 * A platform shop's store address and keys (docs/product/search-setup.md#connection), the feed URL's
 * counterpart: pasted again (stored keys are never shown), checked, stored and a full import queued
 * by `PUT integrations/platforms/{id}`. Shown only for a platform connected by keys.
 */
export function PlatformKeysForm({ shop }: { shop: Pick<Shop, 'id' | 'url' | 'cms'> }) {
  const { t } = useTranslation();
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
