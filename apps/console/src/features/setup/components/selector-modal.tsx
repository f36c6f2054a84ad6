import { Checkbox, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { SetupConfig } from '@trova/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalActions } from './modal-actions';

type Selector = SetupConfig['selector'];

interface SelectorModalProps {
  opened: boolean;
  onClose: () => void;
  selector: Selector;
  onConfirm: (selector: Selector) => void;
}

export function SelectorModal(props: SelectorModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('setup.selector.title')}>
      {props.opened ? <SelectorForm {...props} /> : null}
    </Modal>
  );
}

function SelectorForm({ onClose, selector, onConfirm }: SelectorModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Selector>(selector);
  const trimmed: Selector = {
    ...draft,
    selectorId: draft.selectorId.trim(),
    desktop: draft.desktop.trim(),
    mobile: draft.mobile.trim(),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(trimmed);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('setup.selector.help')}</Text>
        <TextInput
          label={t('setup.selector.selectorId')}
          description={t('setup.selector.selectorIdHelp')}
          value={draft.selectorId}
          onChange={(event) => setDraft({ ...draft, selectorId: event.currentTarget.value })}
          data-autofocus
        />
        <TextInput
          label={t('setup.selector.desktop')}
          value={draft.desktop}
          onChange={(event) => setDraft({ ...draft, desktop: event.currentTarget.value })}
        />
        <TextInput
          label={t('setup.selector.mobile')}
          value={draft.mobile}
          onChange={(event) => setDraft({ ...draft, mobile: event.currentTarget.value })}
        />
        <Checkbox
          label={t('setup.selector.isId')}
          checked={draft.isId}
          onChange={(event) => setDraft({ ...draft, isId: event.currentTarget.checked })}
        />
        <ModalActions onCancel={onClose} />
      </Stack>
    </form>
  );
}
