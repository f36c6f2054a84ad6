import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import type { Notification } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { NotificationDetail } from './notification-detail';
import { NotificationList } from './notification-list';
import {
  useNotificationPages,
  useReadAllNotifications,
  useReadNotification,
} from './notifications.queries';

interface NotificationCentreProps {
  opened: boolean;
  onClose: () => void;
  /** Leaves the centre for a notification's page, in place of the centre's history entry. */
  onGoTo: (path: string) => void;
}

/**
 * Modal list paged on scroll, with a detail view, read and read-all
 * (docs/product/notifications.md#notification-centre).
 */
export function NotificationCentre({ opened, onClose, onGoTo }: NotificationCentreProps) {
  const { t } = useTranslation();
  const pages = useNotificationPages(opened);
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = pages.data?.pages.flat() ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;
  const hasUnread = items.some((item) => item.readAt === null);

  const open = (notification: Notification) => {
    setSelectedId(notification.id);
    if (notification.readAt === null) read.mutate(notification.id);
  };
  const close = () => {
    setSelectedId(null);
    onClose();
  };
  const loadMore = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('notifications.title')} size="lg" centered>
      {selected ? (
        <NotificationDetail
          notification={selected}
          onBack={() => setSelectedId(null)}
          onGoTo={(path) => {
            setSelectedId(null);
            onGoTo(path);
          }}
        />
      ) : (
        <Stack>
          <Group justify="flex-end">
            <Button
              variant="light"
              size="xs"
              disabled={!hasUnread}
              loading={readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              {t('notifications.readAll')}
            </Button>
          </Group>
          <NotificationList
            items={items}
            loading={pages.isPending}
            loadingMore={pages.isFetchingNextPage}
            failed={pages.isError}
            onEndReached={loadMore}
            onOpen={open}
          />
        </Stack>
      )}
    </Modal>
  );
}
