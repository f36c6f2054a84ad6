import { Alert, Text } from '@mantine/core';
import type { ShopSyncError } from '@trova/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Why a shop's latest sync failed (docs/product/onboarding.md#a-failed-sync): the sync error's
 * stable code and its message, as the server recorded them, so the owner can fix the feed.
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
      <Text size="sm">{t('firstSync.reason', { code: error.code, message: error.message })}</Text>
      {children}
    </Alert>
  );
}
