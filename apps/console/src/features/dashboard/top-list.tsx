import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DASHBOARD_TOP_SIZE, type DashboardListType } from '@trova/contracts';
import { formatCount } from '../analytics/analytics-format';
import { DASHBOARD_LIST_PARAM } from './urls';

export interface ListEntry {
  value: string;
  count: number;
}

/**
 * The dashboard's link to a full list: the current search (range included) plus `list`, as a new
 * history entry so back returns to the summary.
 * @example fullListSearch('?from=1&to=2', 'no_results_queries') // '?from=1&to=2&list=no_results_queries'
 */
export function fullListSearch(search: string, listType: DashboardListType): string {
  const params = new URLSearchParams(search);
  params.set(DASHBOARD_LIST_PARAM, listType);
  return `?${params.toString()}`;
}

/** Rows of value and count, numbered, shared by the top lists and the full lists. */
export function EntryRows({ entries }: { entries: readonly ListEntry[] }) {
  return (
    <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry, index) => (
        <Group key={`${index}-${entry.value}`} component="li" justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>
            <Text span c="dimmed" mr={6}>
              {index + 1}.
            </Text>
            {entry.value}
          </Text>
          <Text size="sm" fw={600}>
            {formatCount(entry.count)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * One of the three top-10 lists (docs/product/analytics.md#dashboard); **show all** appears when
 * the list holds 10 or more entries, since a shorter one is already complete.
 * @example <TopList listType="no_results_queries" entries={overview.noResultsQueries} />
 */
export function TopList({
  listType,
  entries,
}: {
  listType: DashboardListType;
  entries: readonly ListEntry[];
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const title = t(`dashboard.lists.${listType}`);
  const titleId = `dashboard-list-${listType}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {entries.length >= DASHBOARD_TOP_SIZE ? (
          <Anchor
            component={Link}
            to={{ search: fullListSearch(search, listType) }}
            size="sm"
            aria-label={t('dashboard.showAllOf', { list: title })}
          >
            {t('dashboard.showAll')}
          </Anchor>
        ) : null}
      </Group>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.emptyList')}
        </Text>
      ) : (
        <EntryRows entries={entries.slice(0, DASHBOARD_TOP_SIZE)} />
      )}
    </Paper>
  );
}
