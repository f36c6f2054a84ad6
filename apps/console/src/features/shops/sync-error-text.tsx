import { Alert, Code, Text } from '@mantine/core';
import {
  CREDENTIAL_PLATFORMS,
  type CredentialPlatform,
  type ShopSyncError,
} from '@trova/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORDED_SYNC_REASONS } from '../notifications/notification-detail-lines';
import { isPlatformErrorCode } from './platform-credentials/platform-credentials.rules';
import { PlatformErrorAlert } from './platform-credentials/platform-error-alert';

function isExplained(code: string): code is (typeof WORDED_SYNC_REASONS)[number] {
  return (WORDED_SYNC_REASONS as readonly string[]).includes(code);
}

/**
 * A platform connected by keys: its errors' fixes speak of the keys' fields. A Shopify shop (keys
 * granted by its app) gets the worded reason instead.
 */
function platformOf(type: string | undefined): CredentialPlatform | undefined {
  return CREDENTIAL_PLATFORMS.find((platform) => platform === type);
}

/**
 * Why a shop's latest sync failed (docs/product/onboarding.md#a-failed-sync): the sync error's
 * stable code, said in words in the interface language when the console knows it (the server's
 * message, in English and marked so, otherwise), so the owner can fix the source. A platform
 * shop's platform error is named as the wizard names it, with what to do about it.
 */
export function SyncErrorAlert({
  error,
  title,
  platform,
  children,
}: {
  error: ShopSyncError;
  title: string;
  /** The shop's platform (`shop.cms.type`): names a key platform's error with its platform. */
  platform?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const named = platformOf(platform);
  if (named && isPlatformErrorCode(error.code)) {
    return (
      <PlatformErrorAlert code={error.code} platform={named} title={title}>
        {children}
      </PlatformErrorAlert>
    );
  }
  return (
    <Alert color="red" title={title} role="alert">
      {isExplained(error.code) ? (
        <Text size="sm">
          {t('firstSync.reason', { reason: t(`notifications.detail.reasons.${error.code}`) })}
        </Text>
      ) : (
        <Text size="sm">
          {t('firstSync.reasonOther')}{' '}
          <Text span lang="en">
            {error.message}
          </Text>
        </Text>
      )}
      <Text size="xs" mt={4}>
        {t('platformConnect.codeLabel')}: <Code translate="no">{error.code}</Code>
      </Text>
      {children}
    </Alert>
  );
}
