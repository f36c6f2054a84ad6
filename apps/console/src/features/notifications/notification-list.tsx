import type { UIEvent } from 'react';
import { Alert, Badge, Box, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Notification } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { describeNotification } from './notification-text';
import { formatRelativeTime } from '../../lib/time/relative-time';
import { useNow } from '../../lib/time/use-now';

interface NotificationListProps {
  items: readonly Notification[];
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  /** Called when the list is scrolled to its end. */
  onEndReached: () => void;
  onOpen: (notification: Notification) => void;
}

/** Distance from the bottom, in pixels, at which the next page is asked for. */
const END_THRESHOLD_PX = 48;

export function NotificationList(props: NotificationListProps) {
  const { items, loading, loadingMore, failed, onEndReached, onOpen } = props;
  const { t, i18n } = useTranslation();
  const now = useNow();

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
    if (scrollTop + clientHeight >= scrollHeight - END_THRESHOLD_PX) onEndReached();
  };

  if (loading) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('notifications.loading')}</Text>
      </Group>
    );
  }
  if (failed && items.length === 0) {
    return (
      <Alert color="red" role="alert">
        {t('notifications.loadError')}
      </Alert>
    );
  }
  if (items.length === 0) return <Text c="dimmed">{t('notifications.empty')}</Text>;

  return (
    // Focusable so keyboard users can scroll it, which is what loads the next page.
    <Box
      role="region"
      aria-label={t('notifications.list')}
      tabIndex={0}
      mah={420}
      style={{ overflowY: 'auto' }}
      onScroll={onScroll}
    >
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => {
          const view = describeNotification(t, item);
          const unread = item.readAt === null;
          return (
            <li key={item.id}>
              <UnstyledButton
                onClick={() => onOpen(item)}
                w="100%"
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                aria-label={`${view.title}${unread ? `, ${t('notifications.unread')}` : ''}`}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={unread ? 700 : 400} c={view.severity === 'danger' ? 'red' : undefined}>
                    {view.title}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    {unread ? (
                      <Badge size="xs" color="red">
                        {t('notifications.unread')}
                      </Badge>
                    ) : null}
                    <Text size="xs" c="dimmed">
                      {formatRelativeTime(item.createdAt, now, i18n.language)}
                    </Text>
                  </Group>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
      {loadingMore ? (
        <Group gap="sm" p="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('notifications.loadingMore')}</Text>
        </Group>
      ) : null}
    </Box>
  );
}
