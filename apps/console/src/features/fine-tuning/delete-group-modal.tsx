import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DeleteGroupModalProps {
  /** The group asked about; null keeps the modal closed. */
  words: readonly string[] | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Deleting a synonym group asks first (docs/product/fine-tuning.md#synonyms). */
export function DeleteGroupModal({ words, onCancel, onConfirm }: DeleteGroupModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={words !== null}
      onClose={onCancel}
      title={t('fineTuning.synonyms.confirmTitle')}
      centered
    >
      <Text mb="md">
        {t('fineTuning.synonyms.confirmBody', { words: (words ?? []).join(', ') })}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('fineTuning.synonyms.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('fineTuning.synonyms.confirmDelete')}
        </Button>
      </Group>
    </Modal>
  );
}
