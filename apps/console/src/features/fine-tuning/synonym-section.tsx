import { useRef, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FineTuning } from '@trova/contracts';
import { editConfiguration } from '../configuration/configuration-store';
import {
  addSynonymWord,
  checkSynonym,
  errorKey,
  removeSynonymGroup,
  removeSynonymWord,
  synonymEntry,
} from './fine-tuning-edits';
import { DeleteGroupModal } from './delete-group-modal';
import { ListEditorModal } from './list-editor-modal';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { fineTuningActions, SYNONYM_GROUP_PARAM } from './urls';

const HEADING_ID = 'fine-tuning-synonyms';

/** The group a `group` parameter names, or 'new' without one (or with one that is no index). */
function groupOf(param: string | null): number | 'new' {
  const index = param === null ? Number.NaN : Number(param);
  return Number.isInteger(index) && index >= 0 ? index : 'new';
}

/**
 * Synonym groups; a group is edited in a modal linked as `?action=edit-synonyms&group=<index>`
 * (no group: a new one) and deleted after a confirmation.
 */
export function SynonymSection({ fineTuning }: { fineTuning: FineTuning }) {
  const { t } = useTranslation();
  const editor = useUrlDialog(fineTuningActions.synonyms);
  /** The group in the modal: 'new' until its first word creates it. */
  const editing = editor.opened ? groupOf(editor.param(SYNONYM_GROUP_PARAM)) : null;
  const [confirming, setConfirming] = useState<number | null>(null);
  /**
   * The group this modal's first word created, while the address still says 'new': the address
   * changes through a navigation that React may render only after the next word is typed (a
   * loaded machine, a fast typist), and that word must join the group, not start its own.
   */
  const created = useRef<number | null>(null);
  const groups = fineTuning.synonyms;
  const editedWords = typeof editing === 'number' ? (groups[editing] ?? []) : [];

  const add = (typed: string) => {
    const group = editing === 'new' ? created.current : editing;
    const problem = checkSynonym(fineTuning, typed, group);
    if (problem) return t(errorKey('synonyms', problem));
    const word = synonymEntry(typed);
    // The group index is read from the draft the word goes into, not from this render's props.
    let added: number | null = null;
    editConfiguration('fineTuning', (current) => {
      const next = addSynonymWord(current, group, word);
      added = next.group;
      return next.fineTuning;
    });
    if (added === null) return null;
    if (editing === 'new') created.current = added;
    if (added !== editing) editor.update({ [SYNONYM_GROUP_PARAM]: added });
    return null;
  };
  const remove = (word: string) => {
    if (typeof editing !== 'number') return;
    editConfiguration('fineTuning', (current) => removeSynonymWord(current, editing, word));
    // The emptied group is gone, so the modal has nothing left to edit.
    if (editedWords.length <= 1) editor.close();
  };

  return (
    <Card withBorder component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id={HEADING_ID}>
            {t('fineTuning.synonyms.title')}
          </Title>
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              created.current = null;
              editor.open();
            }}
          >
            {t('fineTuning.synonyms.add')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('fineTuning.synonyms.description')}
        </Text>
        {groups.length === 0 ? <Text size="sm">{t('fineTuning.synonyms.empty')}</Text> : null}
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {groups.map((words, index) => (
            <Group component="li" key={words.join(' ')} justify="space-between" wrap="nowrap">
              <Group gap={6}>
                {words.map((word) => (
                  <Badge key={word} variant="outline" tt="none">
                    {word}
                  </Badge>
                ))}
              </Group>
              <Group gap={4} wrap="nowrap">
                <Button
                  variant="subtle"
                  size="xs"
                  aria-label={t('fineTuning.synonyms.editGroup', { words: words.join(', ') })}
                  onClick={() => editor.open({ [SYNONYM_GROUP_PARAM]: index })}
                >
                  <IconPencil size={16} aria-hidden />
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={t('fineTuning.synonyms.deleteGroup', { words: words.join(', ') })}
                  onClick={() => setConfirming(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
      <ListEditorModal
        opened={editing !== null}
        onClose={() => {
          created.current = null;
          editor.close();
        }}
        title={t('fineTuning.synonyms.modalTitle')}
        inputLabel={t('fineTuning.synonyms.input')}
        placeholder={t('fineTuning.synonyms.placeholder')}
        hint={t('fineTuning.synonyms.hint')}
        items={editedWords}
        emptyText={t('fineTuning.synonyms.emptyGroup')}
        removeLabel={(item) => t('fineTuning.synonyms.remove', { item })}
        onAdd={add}
        onRemove={remove}
      />
      <DeleteGroupModal
        words={confirming === null ? null : (groups[confirming] ?? null)}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming !== null) {
            editConfiguration('fineTuning', (current) => removeSynonymGroup(current, confirming));
          }
          setConfirming(null);
        }}
      />
    </Card>
  );
}
