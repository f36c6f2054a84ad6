import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { AnalyticsControls } from './analytics-controls';

interface AnalyticsScreenHeaderProps {
  title: string;
  /** The go-back link of a detail screen. */
  back?: ReactNode;
}

/**
 * A queries or filters screen's heading with the shared controls beside it, so the range can be
 * changed on every screen, details included (docs/product/analytics.md#shared-controls).
 */
export function AnalyticsScreenHeader({ title, back }: AnalyticsScreenHeaderProps) {
  return (
    <Stack gap="xs">
      {back}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{title}</Title>
        <AnalyticsControls />
      </Group>
    </Stack>
  );
}
