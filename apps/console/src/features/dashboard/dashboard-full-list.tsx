import { Anchor, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { DashboardListType } from '@trova/contracts';
import type { SecondsRange } from '../analytics/analytics-dates';
import { AnalyticsError } from '../analytics/analytics-states';
import { LoadMore } from '../analytics/load-more';
import { useCurrentShopId } from '../shops/current-shop-store';
import { useDashboardList } from './dashboard.queries';
import { EntryRows } from './top-list';
import { DASHBOARD_LIST_PARAM } from './urls';

/**
 * The summary's search: the current one without `list`, so the range stays.
 * @example summarySearch('?from=1&to=2&list=x') // '?from=1&to=2'
 */
export function summarySearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DASHBOARD_LIST_PARAM);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function ListBody({ listType, range }: { listType: DashboardListType; range: SecondsRange }) {
  const { t } = useTranslation();
  const list = useDashboardList(useCurrentShopId(), listType, range);
  if (list.isPending) {
    return (
      <Stack aria-busy gap="xs">
        <VisuallyHidden role="status">{t('analytics.states.loading')}</VisuallyHidden>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} h={20} />
        ))}
      </Stack>
    );
  }
  // Without data the first page failed; a later page's failure keeps the rows already shown.
  if (list.data === undefined) {
    return <AnalyticsError error={list.error} onRetry={() => void list.refetch()} />;
  }
  const entries = list.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.emptyList')}
      </Text>
    );
  }
  return (
    <>
      <EntryRows entries={entries} />
      {list.isFetchNextPageError ? (
        <AnalyticsError error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : (
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      )}
    </>
  );
}

/**
 * One dashboard list in full (`/dashboard?list=…`), paged on scroll, with a link back to the
 * summary that keeps the range (docs/product/analytics.md#dashboard).
 */
export function DashboardFullList({
  listType,
  range,
}: {
  listType: DashboardListType;
  range: SecondsRange;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const titleId = `dashboard-full-${listType}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Anchor component={Link} to={{ search: summarySearch(search) }} size="sm">
          <IconArrowLeft size={14} aria-hidden /> {t('dashboard.back')}
        </Anchor>
        <Title order={2} size="h3" id={titleId}>
          {t(`dashboard.lists.${listType}`)}
        </Title>
        <ListBody listType={listType} range={range} />
      </Stack>
    </Paper>
  );
}
