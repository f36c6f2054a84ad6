import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FineTuning } from '@trova/contracts';
import { editConfiguration } from '../configuration/configuration-store';
import {
  addListItem,
  checkListItem,
  errorKey,
  removeListItem,
  type ListKind,
} from './fine-tuning-edits';
import { ListEditorModal } from './list-editor-modal';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { fineTuningActions } from './urls';

/** Excluded IPs or stop words: the list at a glance, edited in a modal linked as `?action=`. */
export function WordListSection({ kind, fineTuning }: { kind: ListKind; fineTuning: FineTuning }) {
  const { t } = useTranslation();
  const editor = useUrlDialog(fineTuningActions[kind]);
  const items = fineTuning[kind];
  const headingId = `fine-tuning-${kind}`;

  const add = (value: string) => {
    const problem = checkListItem(kind, fineTuning, value);
    if (problem) return t(errorKey(kind, problem));
    editConfiguration('fineTuning', (current) => addListItem(kind, current, value));
    return null;
  };

  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {t(`fineTuning.${kind}.title`)}
          </Title>
          <Button variant="light" size="xs" onClick={() => editor.open()}>
            {t(`fineTuning.${kind}.edit`)}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`fineTuning.${kind}.description`)}
        </Text>
        {items.length === 0 ? (
          <Text size="sm">{t(`fineTuning.${kind}.empty`)}</Text>
        ) : (
          <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={item}>
                <Badge variant="outline" tt="none">
                  {item}
                </Badge>
              </li>
            ))}
          </Group>
        )}
      </Stack>
      <ListEditorModal
        opened={editor.opened}
        onClose={editor.close}
        title={t(`fineTuning.${kind}.title`)}
        inputLabel={t(`fineTuning.${kind}.input`)}
        placeholder={t(`fineTuning.${kind}.placeholder`)}
        items={items}
        emptyText={t(`fineTuning.${kind}.empty`)}
        removeLabel={(item) => t(`fineTuning.${kind}.remove`, { item })}
        onAdd={add}
        onRemove={(item) =>
          editConfiguration('fineTuning', (current) => removeListItem(kind, current, item))
        }
      />
    </Card>
  );
}
