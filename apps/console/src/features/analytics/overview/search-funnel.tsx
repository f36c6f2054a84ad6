import { Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsOverview } from '@trova/contracts';
import { formatRate } from '../analytics-format';

export type FunnelStepKey = 'useSearch' | 'withResults' | 'withClicks' | 'withConversions';

export interface FunnelStep {
  key: FunnelStepKey;
  /** Percent of the step's whole (0–100); its complement is `100 - share`. */
  share: number;
}

const clampShare = (value: number) => Math.min(100, Math.max(0, value));

/**
 * The funnel's steps (docs/product/analytics.md#overview): visitors using search, then searches
 * with results, with clicks and, only when the shop reports conversions, with conversions. Shares
 * are percentages as the overview answers them.
 * @example funnelSteps(overview).map((step) => step.key) // ['useSearch', 'withResults', 'withClicks']
 */
export function funnelSteps(overview: Pick<AnalyticsOverview, 'kpi' | 'detail'>): FunnelStep[] {
  const steps: FunnelStep[] = [
    { key: 'useSearch', share: overview.kpi.use_search.value },
    { key: 'withResults', share: overview.detail.withResults },
    { key: 'withClicks', share: overview.detail.withClicks },
  ];
  const conversions = overview.detail.withConversions;
  if (conversions !== undefined) steps.push({ key: 'withConversions', share: conversions });
  return steps.map((step) => ({ ...step, share: clampShare(step.share) }));
}

/**
 * Each step as a bar split between the step and its complement, both named with their share.
 * @example <SearchFunnel overview={overview} />
 */
export function SearchFunnel({
  overview,
}: {
  overview: Pick<AnalyticsOverview, 'kpi' | 'detail'>;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="analytics-funnel-title">
      <Title order={3} size="h4" id="analytics-funnel-title" mb="sm">
        {t('analytics.overview.funnel.title')}
      </Title>
      <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {funnelSteps(overview).map((step) => {
          const yes = t(`analytics.overview.funnel.${step.key}.yes`);
          const no = t(`analytics.overview.funnel.${step.key}.no`);
          const complement = 100 - step.share;
          return (
            <li key={step.key} data-step={step.key}>
              <Group justify="space-between" mb={4}>
                <Text size="sm">
                  {yes}: <strong>{formatRate(step.share)}%</strong>
                </Text>
                <Text size="sm" c="dimmed">
                  {no}: {formatRate(complement)}%
                </Text>
              </Group>
              <Progress.Root size="lg" aria-hidden>
                <Progress.Section value={step.share} color="teal" />
                <Progress.Section value={complement} color="gray.3" />
              </Progress.Root>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}

/** Placeholder of the funnel while the overview loads. */
export function SearchFunnelSkeleton() {
  return <Skeleton h={220} radius="md" />;
}
