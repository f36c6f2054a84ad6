import { Box, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount, NOT_A_NUMBER } from '../../lib/format/number-format';
import { useNow } from '../../lib/time/use-now';
import { planQuery } from '../account/account.queries';
import { QueryLimitNote } from '../billing/shop-usage';
import { useAnySyncing, useShops, useSkuCount } from '../shops/shops.queries';
import { usageRecapFigures, usagePercent } from './usage-recap.rules';

/** A figure while loading ('…'), when its call failed ('—'), or formatted. */
function figure(value: number | null, failed: boolean): string {
  if (value !== null) return formatCount(value);
  return failed ? NOT_A_NUMBER : '…';
}

/**
 * The side menu's recap square (docs/product/shell.md): current SKUs, this month's queries against
 * the plan's threshold, and a spinner while a shop syncs. Its mounting keeps the sync and SKU
 * polls running on every signed-in screen.
 */
export function UsageRecap() {
  const { t } = useTranslation();
  const syncing = useAnySyncing();
  const skuCount = useSkuCount(syncing);
  const shops = useShops();
  const plans = useQuery(planQuery);
  const now = useNow();
  const { skus, queries, threshold } = usageRecapFigures({
    skuCount: skuCount.data,
    shops: shops.data,
    plans: plans.data,
    nowSeconds: now / 1000,
  });

  return (
    <Box
      component="section"
      aria-label={t('menu.recap')}
      p="xs"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap={4} component="dl" m={0}>
        <Group justify="space-between" wrap="nowrap">
          <Text component="dt" size="xs" c="dimmed">
            {t('menu.recapSkus')}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {figure(skus, skuCount.isError)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text component="dt" size="xs" c="dimmed">
            {t('menu.recapQueries')}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {t('menu.recapOfThreshold', {
              queries: figure(queries, shops.isError),
              threshold: figure(threshold, plans.isError),
            })}
          </Text>
        </Group>
      </Stack>
      {queries !== null && threshold !== null ? (
        <Progress
          mt={6}
          size="sm"
          value={usagePercent(queries, threshold)}
          color={queries > threshold ? 'red' : undefined}
          aria-label={t('menu.recapUsage')}
        />
      ) : null}
      {queries !== null && threshold !== null ? (
        <QueryLimitNote queries={queries} threshold={threshold} />
      ) : null}
      {syncing ? (
        <Group gap={6} mt={6} role="status">
          <Loader size="xs" aria-hidden />
          <Text size="xs">{t('menu.syncing')}</Text>
        </Group>
      ) : null}
    </Box>
  );
}
