import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { Notification } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { notificationDetailLines } from './notification-detail-lines';
import { describeNotification } from './notification-text';
import { formatRelativeTime } from '../../lib/time/relative-time';
import { useNow } from '../../lib/time/use-now';

interface NotificationDetailProps {
  notification: Notification;
  onBack: () => void;
  onGoTo: (path: string) => void;
}

export function NotificationDetail({ notification, onBack, onGoTo }: NotificationDetailProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const view = describeNotification(t, notification);
  const details = notificationDetailLines(t, notification.detail);
  return (
    <Stack>
      <Alert
        color={view.severity === 'danger' ? 'red' : 'blue'}
        title={`${t(`notifications.severity.${view.severity}`)}: ${view.title}`}
      >
        {view.message}
      </Alert>
      <Text size="sm" c="dimmed">
        {formatRelativeTime(notification.createdAt, now, i18n.language)}
      </Text>
      {details.length > 0 ? (
        <Stack component="dl" gap={2} m={0}>
          {details.map((line) => (
            <Group key={line.key} gap="xs" align="flex-start">
              <Text component="dt" fw={600} size="sm">
                {line.label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {line.value}
                {line.entries.length > 0 ? (
                  <List size="sm" withPadding>
                    {line.entries.map((entry, index) => (
                      <List.Item key={index}>{entry}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('notifications.back')}
        </Button>
        {view.redirectPath ? (
          <Button onClick={() => onGoTo(view.redirectPath ?? '/')}>
            {t('notifications.goTo')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
