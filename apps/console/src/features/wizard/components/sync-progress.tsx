import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSyncProgress } from '../wizard.queries';

/**
 * How many products the first import has read so far, and of how many when the platform tells
 * (docs/product/onboarding.md#shop-step). Nothing while the server does not count.
 */
export function SyncProgress({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const progress = useSyncProgress(shopId);
  if (!progress) return null;
  const { imported, total } = progress;
  if (total === null || total === 0) {
    return <Text size="sm">{t('platformConnect.progress.noTotal', { imported })}</Text>;
  }
  const label = t('platformConnect.progress.some', { imported, total });
  return (
    <Stack gap={4}>
      <Text size="sm">{label}</Text>
      <Progress value={Math.min(100, (imported / total) * 100)} aria-label={label} />
    </Stack>
  );
}
