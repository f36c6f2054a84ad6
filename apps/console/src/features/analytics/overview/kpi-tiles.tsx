import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsOverview } from '@trova/contracts';
import { formatCount, formatExitRate } from '../analytics-format';
import { ChangeChip } from './change-chip';

type Kpis = AnalyticsOverview['kpi'];

/** The four tiles, in order; exit rate is a percentage with two decimals, the others counts. */
const TILES = [
  { key: 'total_searches', label: 'totalSearches', format: formatCount },
  { key: 'search_intents', label: 'searchIntents', format: formatCount },
  { key: 'total_clicks', label: 'totalClicks', format: formatCount },
  { key: 'exit_rate', label: 'exitRate', format: (value: number) => `${formatExitRate(value)}%` },
] as const;

/**
 * Search requests, search intents, total clicks and exit rate, each with its change chip.
 * @example <KpiTiles kpi={overview.kpi} />
 */
export function KpiTiles({ kpi }: { kpi: Kpis }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {TILES.map((tile) => {
        const label = t(`analytics.overview.kpi.${tile.label}`);
        return (
          <Paper key={tile.key} component="li" withBorder p="md" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Group justify="space-between" align="center" mt={4} wrap="nowrap">
              <Text fz={26} fw={700}>
                {tile.format(kpi[tile.key].value)}
              </Text>
              <ChangeChip rate={kpi[tile.key].rate} />
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** Placeholders the size of the tiles while the overview loads. */
export function KpiTilesSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {TILES.map((tile) => (
        <Skeleton key={tile.key} h={86} radius="md" />
      ))}
    </SimpleGrid>
  );
}
