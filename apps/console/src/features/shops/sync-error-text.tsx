import { Alert, Text } from '@mantine/core';
import type { ShopSyncError } from '@trova/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WORDED_SYNC_REASONS } from '../notifications/notification-detail-lines';

function isExplained(code: string): code is (typeof WORDED_SYNC_REASONS)[number] {
  return (WORDED_SYNC_REASONS as readonly string[]).includes(code);
}

/**
 * Why a shop's latest sync failed (docs/product/onboarding.md#a-failed-sync): the sync error's
 * stable code, said in words in the interface language when the console knows it (the server's
 * message, in English, otherwise), so the owner can fix the feed.
 */
export function SyncErrorAlert({
  error,
  title,
  children,
}: {
  error: ShopSyncError;
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Text size="sm">
        {isExplained(error.code)
          ? t('firstSync.reason', {
              reason: t(`notifications.detail.reasons.${error.code}`),
              code: error.code,
            })
          : t('firstSync.reasonOther', { code: error.code, message: error.message })}
      </Text>
      {children}
    </Alert>
  );
}
