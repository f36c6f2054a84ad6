import type { ReactNode } from 'react';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '../../../lib/url/use-url-dialog';
import { vmEditorActions } from '../urls';
import { ConfirmDialog } from './confirm-dialog';

/** What an editor calls its item and its buttons ("campaign", "banner campaign"…). */
export interface VmEditorTexts {
  title: string;
  save: string;
  delete: string;
  deleteTitle: string;
  deleteBody: string;
  /** Accessible name of the warnings next to save. */
  warnings: string;
}

export interface VmEditorFrameProps {
  texts: VmEditorTexts;
  /** Not stored yet: delete is disabled. */
  isNew: boolean;
  /** Unsaved changes: back asks to discard them first. */
  dirty: boolean;
  /** A save rule holds: save is disabled (its warnings say why once touched). */
  saveBlocked: boolean;
  saving: boolean;
  deleting: boolean;
  /** Translated warnings shown next to the save button. */
  warnings: readonly string[];
  onSave: () => void;
  onDelete: () => void;
  /** Returns to the list; the editor forgets its guard record first. */
  onLeave: () => void;
  children: ReactNode;
}

/**
 * The frame of every Visual Machine editor (docs/product/visual-machine.md#editors): back (asks to
 * discard unsaved changes, `?action=discard`), the title, the sections, then delete (disabled until
 * stored; asks first, `?action=delete`) and create/update with the warnings that block it.
 * @example <VmEditorFrame texts={texts} isNew dirty={dirty} … onLeave={leave}>{sections}</VmEditorFrame>
 */
export function VmEditorFrame(props: VmEditorFrameProps) {
  const { t } = useTranslation();
  const discard = useUrlDialog(vmEditorActions.discard);
  const remove = useUrlDialog(vmEditorActions.delete);
  const back = () => (props.dirty ? discard.open() : props.onLeave());

  return (
    <Stack>
      <Group gap="sm">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back}>
          {t('vm.editor.back')}
        </Button>
        <Title order={2}>{props.texts.title}</Title>
      </Group>
      {props.children}
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-start">
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={props.isNew || props.saving}
            onClick={() => remove.open()}
          >
            {props.texts.delete}
          </Button>
          <Group align="flex-start" gap="md">
            {props.warnings.length > 0 ? (
              <List
                aria-label={props.texts.warnings}
                size="sm"
                c="orange.8"
                icon={<IconAlertTriangle size={14} aria-hidden />}
              >
                {props.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            ) : null}
            <Button onClick={props.onSave} disabled={props.saveBlocked} loading={props.saving}>
              {props.texts.save}
            </Button>
          </Group>
        </Group>
        {props.saveBlocked && props.warnings.length === 0 ? (
          <Text size="sm" c="dimmed" ta="right" mt="xs">
            {t('vm.editor.incomplete')}
          </Text>
        ) : null}
      </Paper>
      <ConfirmDialog
        opened={discard.opened}
        title={t('vm.dialogs.discardTitle')}
        body={t('vm.dialogs.discardBody')}
        confirmLabel={t('vm.dialogs.discardConfirm')}
        onConfirm={props.onLeave}
        onCancel={discard.close}
      />
      <ConfirmDialog
        opened={remove.opened && !props.isNew}
        title={props.texts.deleteTitle}
        body={props.texts.deleteBody}
        confirmLabel={t('vm.dialogs.deleteConfirm')}
        loading={props.deleting}
        onConfirm={props.onDelete}
        onCancel={remove.close}
      />
    </Stack>
  );
}
