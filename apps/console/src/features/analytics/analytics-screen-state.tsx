import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnalyticsError } from './analytics-states';

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

/** A list or table with nothing in it for the chosen period. */
export function EmptyRows({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm">
      {children}
    </Text>
  );
}

interface AnalyticsStateProps {
  isPending: boolean;
  /** The call's error when nothing can be shown; null while there is an answer to show. */
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}

/** The loading or error state of a call, or its content once it answered. */
export function AnalyticsState({ isPending, error, onRetry, children }: AnalyticsStateProps) {
  if (error) return <AnalyticsError error={error} onRetry={onRetry} />;
  if (isPending) return <AnalyticsLoading />;
  return <>{children}</>;
}
