import { Anchor, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { HighlightItem, QueryHighlightKey } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AnalyticsScreenHeader } from './analytics-screen-header';
import { EmptyRows, AnalyticsState } from './analytics-screen-state';
import { useQueryHighlights } from './analytics-queries.queries';
import { HighlightTable } from './highlight-table';
import { PRODUCT_LIST_KEYS, QUERY_LISTS } from './highlight-lists';
import { queryListUrl } from './urls';

function HighlightCard({
  type,
  items,
}: {
  type: QueryHighlightKey;
  items: readonly HighlightItem[];
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const title = t(`analyticsQueries.highlights.${type}`);
  return (
    <Card withBorder component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{title}</Title>
        <Anchor
          component={Link}
          to={queryListUrl(type, search)}
          size="sm"
          aria-label={t('analyticsQueries.showAllOf', { list: title })}
        >
          {t('analyticsQueries.showAll')}
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <EmptyRows>{t('analyticsQueries.emptyHighlight')}</EmptyRows>
      ) : (
        <HighlightTable type={type} items={items} origin={{}} />
      )}
    </Card>
  );
}

/** The queries tab: four query highlights and four product highlights (docs/product/analytics.md#queries). */
export function AnalyticsQueriesPage() {
  const { t } = useTranslation();
  const highlights = useQueryHighlights();
  const groups = [
    { title: t('analyticsQueries.queryHighlights'), keys: QUERY_LISTS },
    { title: t('analyticsQueries.productHighlights'), keys: PRODUCT_LIST_KEYS },
  ];
  return (
    <Stack>
      <AnalyticsScreenHeader title={t('sections.analytics.queries')} />
      <AnalyticsState
        isPending={highlights.isPending}
        error={highlights.error}
        onRetry={() => void highlights.refetch()}
      >
        {groups.map((group) => (
          <Stack key={group.title} gap="sm">
            <Title order={3}>{group.title}</Title>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {group.keys.map((key) => (
                <HighlightCard key={key} type={key} items={highlights.data?.[key] ?? []} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </AnalyticsState>
    </Stack>
  );
}
