import { ActionIcon, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  SORT_DIRECTIONS,
  tieBreakerCandidates,
  withoutTieBreaker,
  withTieBreaker,
  type SortDirection,
  type SortValue,
} from '@trova/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortLabel } from '../../../lib/format/sort-label';

/**
 * "Refine sorting" (`?action=refine-sorting&option=<position>`): the tie-breakers of one sort option,
 * further fields with a direction applied in order when the option's own key ties
 * (docs/product/layout-design.md#sorting). Each addition or removal is one edit.
 */
export function RefineSortingModal(props: {
  opened: boolean;
  onClose: () => void;
  /** Undefined when the address names no sort option. */
  value: SortValue | undefined;
  fields: readonly string[];
  onChange: (value: SortValue) => void;
}) {
  const { t } = useTranslation();
  const [field, setField] = useState('');
  const [direction, setDirection] = useState<SortDirection>('ASC');
  const { value } = props;
  const candidates = value ? tieBreakerCandidates(value, props.fields) : [];
  const chosen = candidates.includes(field) ? field : (candidates[0] ?? '');

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('layoutDesign.refine.title', { label: sortLabel(t, value?.label ?? '') })}
      centered
    >
      {value ? (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('layoutDesign.refine.help')}
          </Text>
          {value.selectedList.length === 0 ? (
            <Text size="sm">{t('layoutDesign.refine.none')}</Text>
          ) : (
            <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {value.selectedList.map((item) => (
                <Group key={item.label} component="li" justify="space-between">
                  <Text>
                    {item.label} · {t(`layoutDesign.directions.${item.sort}`)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('layoutDesign.refine.remove', { field: item.label })}
                    onClick={() => props.onChange(withoutTieBreaker(value, item.label))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          {candidates.length > 0 ? (
            <Group align="flex-end">
              <NativeSelect
                label={t('layoutDesign.refine.field')}
                value={chosen}
                data={candidates}
                onChange={(event) => setField(event.currentTarget.value)}
              />
              <NativeSelect
                label={t('layoutDesign.refine.direction')}
                value={direction}
                data={SORT_DIRECTIONS.map((item) => ({
                  value: item,
                  label: t(`layoutDesign.directions.${item}`),
                }))}
                onChange={(event) => setDirection(event.currentTarget.value as SortDirection)}
              />
              <Button onClick={() => props.onChange(withTieBreaker(value, chosen, direction))}>
                {t('layoutDesign.refine.add')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('layoutDesign.refine.noFields')}
            </Text>
          )}
        </Stack>
      ) : (
        <Text>{t('layoutDesign.refine.unknown')}</Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={props.onClose}>{t('layoutDesign.common.done')}</Button>
      </Group>
    </Modal>
  );
}
