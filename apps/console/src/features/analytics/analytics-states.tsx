import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while an analytics answer loads; announced to screen readers. */
export function AnalyticsLoading() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('analyticsCommon.loading')}</Text>
    </Group>
  );
}

/** A failed analytics call, with a retry. */
export function AnalyticsError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{t('analyticsCommon.error')}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('analyticsCommon.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** A list or table with nothing in it for the chosen period. */
export function AnalyticsEmpty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

interface AnalyticsStateProps {
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/** The loading or error state of a call, or its content once it answered. */
export function AnalyticsState({ isPending, isError, onRetry, children }: AnalyticsStateProps) {
  if (isError) return <AnalyticsError onRetry={onRetry} />;
  if (isPending) return <AnalyticsLoading />;
  return <>{children}</>;
}
