import type { ReactNode, UIEvent } from 'react';
import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Distance from the bottom, in pixels, at which the next page is asked for. */
const END_THRESHOLD_PX = 48;

interface PagedRegionProps {
  /** What the rows are, e.g. the list's title. */
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  /** Asks for the next page; called at the scroll end and by the load-more button. */
  onEndReached: () => void;
  children: ReactNode;
  maxHeight?: number;
}

/**
 * A scrolling box that asks for the next page at its end (docs/product/analytics.md#paging-and-navigation).
 * It is focusable so the keyboard can scroll it, and offers a load-more button for rows that do not
 * fill the box, which could never be scrolled to their end.
 */
export function PagedRegion(props: PagedRegionProps) {
  const { label, hasMore, loadingMore, onEndReached, children, maxHeight = 520 } = props;
  const { t } = useTranslation();
  const more = () => {
    if (hasMore && !loadingMore) onEndReached();
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (scrollTop + clientHeight >= scrollHeight - END_THRESHOLD_PX) more();
  };
  return (
    <Box
      role="region"
      aria-label={t('analyticsCommon.rows', { title: label })}
      tabIndex={0}
      mah={maxHeight}
      style={{ overflowY: 'auto' }}
      onScroll={onScroll}
    >
      {children}
      {loadingMore ? (
        <Group gap="sm" p="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('analyticsCommon.loadingMore')}</Text>
        </Group>
      ) : null}
      {hasMore && !loadingMore ? (
        <Group justify="center" p="xs">
          <Button size="xs" variant="subtle" onClick={more}>
            {t('analyticsCommon.loadMore')}
          </Button>
        </Group>
      ) : null}
    </Box>
  );
}
