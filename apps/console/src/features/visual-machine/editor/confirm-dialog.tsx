import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The confirm call is running: the buttons wait. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The Visual Machine editors' questions (discard changes, delete trigger N, delete the item): each
 * has cancel and a red confirm. Opened through the URL (`?action=`) by the caller.
 * @example <ConfirmDialog opened={dialog.opened} title={t('vm.discard.title')} … onCancel={dialog.close} />
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} centered>
      <Text mb="md">{props.body}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel} disabled={props.loading}>
          {t('vm.dialogs.cancel')}
        </Button>
        <Button color="red" onClick={props.onConfirm} loading={props.loading}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
