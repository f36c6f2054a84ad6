import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api/api-error-text';

/**
 * An analytics call that failed: what went wrong and a retry button. Shared by every analytics
 * screen so they fail alike.
 * @example <AnalyticsError error={query.error} onRetry={() => void query.refetch()} />
 */
export function AnalyticsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = errorText(t, error);
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('analytics.states.errorTitle')}
    >
      <Text size="sm">{text.message}</Text>
      <Group mt="sm">
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('analytics.states.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * A range without searches: nothing is broken, data appears once the layer is live and shoppers
 * search (docs/product/analytics.md#overview).
 * @example <AnalyticsEmpty />
 */
export function AnalyticsEmpty() {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      icon={<IconChartBar size={18} aria-hidden />}
      title={t('analytics.states.emptyTitle')}
    >
      <Text size="sm">{t('analytics.states.emptyMessage')}</Text>
    </Alert>
  );
}
