import { useState } from 'react';
import { Card, Group, SegmentedControl, SimpleGrid, Text, Title } from '@mantine/core';
import type { FacetInfo } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { FilterRowsTable } from './filter-rows-table';

const RANKINGS = ['searches', 'ctr'] as const;
type Ranking = (typeof RANKINGS)[number];

interface FilterRankTablesProps {
  best: FacetInfo['best'];
  worst: FacetInfo['worst'];
  /** Header of the label column: filters on the tab, values in a facet's detail. */
  labelHeader: string;
}

/**
 * Best and worst filters, ranked by searches or by click-through rate; the answer carries both
 * rankings, so the selector switches without asking again (docs/product/analytics.md#filters).
 */
export function FilterRankTables({ best, worst, labelHeader }: FilterRankTablesProps) {
  const { t } = useTranslation();
  const [ranking, setRanking] = useState<Ranking>('searches');
  const tables = [
    { title: t('analyticsFilters.best'), rows: best[ranking] },
    { title: t('analyticsFilters.worst'), rows: worst[ranking] },
  ];
  return (
    <>
      <Group gap="sm">
        <Text size="sm" fw={500} id="filter-ranking-label">
          {t('analyticsFilters.rankBy')}
        </Text>
        <SegmentedControl
          aria-labelledby="filter-ranking-label"
          value={ranking}
          onChange={(value) => setRanking(RANKINGS.find((r) => r === value) ?? 'searches')}
          data={[
            { value: 'searches', label: t('analyticsFilters.bySearches') },
            { value: 'ctr', label: t('analyticsFilters.byCtr') },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {tables.map((table) => (
          <Card withBorder component="section" aria-label={table.title} key={table.title}>
            <Title order={3} mb="xs">
              {table.title}
            </Title>
            <FilterRowsTable
              rows={table.rows}
              labelHeader={labelHeader}
              empty={t('analyticsFilters.empty')}
            />
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
