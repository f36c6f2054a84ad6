import { Button, Group, Modal, Text } from '@mantine/core';
import type { CompetitorFeed } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

interface DeleteFeedModalProps {
  /** The feed asked about; null keeps the modal closed. */
  feed: CompetitorFeed | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (feed: CompetitorFeed) => void;
}

/** Deleting a competitor feed asks first: its prices go with it. */
export function DeleteFeedModal({ feed, pending, onCancel, onConfirm }: DeleteFeedModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={feed !== null}
      onClose={onCancel}
      title={t('marketPrices.feeds.confirmTitle')}
      centered
    >
      <Text mb="md">{t('marketPrices.feeds.confirmBody', { website: feed?.website ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('marketPrices.feeds.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={() => feed && onConfirm(feed)}>
          {t('marketPrices.feeds.confirmDelete')}
        </Button>
      </Group>
    </Modal>
  );
}
