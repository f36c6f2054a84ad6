import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import {
  discardUnsavedChanges,
  getUnsavedChanges,
  setUnsavedChanges,
} from './unsaved-changes-store';

interface GuardDialogProps {
  kind: 'confirm-unsaved' | 'confirm-discard';
  blocker: Blocker;
}

/** The save-changes and discard dialogs of the navigation guard; the target is the held navigation. */
export function GuardDialog({ kind, blocker }: GuardDialogProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const stay = () => blocker.reset?.();
  const leave = () => {
    discardUnsavedChanges();
    blocker.proceed?.();
  };
  const save = async () => {
    setSaving(true);
    try {
      await getUnsavedChanges().save?.();
      setUnsavedChanges({ unsavedChanges: false, save: null, discard: null });
      blocker.proceed?.();
    } catch {
      // The screen's save reports its own failure; the user stays to fix it.
      setSaving(false);
      stay();
    }
  };

  if (kind === 'confirm-discard') {
    return (
      <Modal opened onClose={stay} title={t('guard.discard.title')} centered>
        <Text mb="md">{t('guard.discard.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={stay}>
            {t('guard.discard.stay')}
          </Button>
          <Button color="red" onClick={leave}>
            {t('guard.discard.confirm')}
          </Button>
        </Group>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={stay} title={t('guard.unsaved.title')} centered>
      <Text mb="md">{t('guard.unsaved.body')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={stay}>
          {t('guard.unsaved.stay')}
        </Button>
        <Button variant="light" color="red" onClick={leave}>
          {t('guard.unsaved.leave')}
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          {t('guard.unsaved.save')}
        </Button>
      </Group>
    </Modal>
  );
}
