import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ModalActionsProps {
  onCancel: () => void;
  /** Omit when the confirm button submits the surrounding form. */
  onConfirm?: () => void;
  confirmDisabled?: boolean;
  confirmLabel?: string;
}

/** Cancel and confirm at the foot of a configuration modal. */
export function ModalActions({
  onCancel,
  onConfirm,
  confirmDisabled,
  confirmLabel,
}: ModalActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        {t('setup.common.cancel')}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={confirmDisabled}>
        {confirmLabel ?? t('setup.common.confirm')}
      </Button>
    </Group>
  );
}
