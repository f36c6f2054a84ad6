import { Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { FacetsInfo } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from './analytics-format';
import { ChangeChip } from './change-chip';

/** The filters tab's header: searches and clicks with their change against the previous period. */
export function FiltersHeader({
  searches,
  clicks,
}: {
  searches: FacetsInfo['searches'];
  clicks: FacetsInfo['click'];
}) {
  const { t } = useTranslation();
  const tiles = [
    { label: t('analyticsFilters.searches'), kpi: searches },
    { label: t('analyticsFilters.clicks'), kpi: clicks },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} maw={560}>
      {tiles.map((tile) => (
        <Card withBorder key={tile.label} component="section" aria-label={tile.label}>
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Group gap="sm" align="baseline">
            <Text size="xl" fw={700}>
              {formatCount(tile.kpi.value)}
            </Text>
            <ChangeChip rate={tile.kpi.rate} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
