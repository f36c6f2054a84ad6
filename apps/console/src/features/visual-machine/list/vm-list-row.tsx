import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCopy, IconGripVertical, IconPencil } from '@tabler/icons-react';
import type { Validity } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatVmDate } from '../editor/scheduling';
import type { VmListItem } from '../vm-lists.queries';
import { visibilityOf } from './vm-list-rules';

/** The visibility column: always visible, or the chosen dates in `dd mmm yyyy HH:MM`. */
export function VisibilityText({ validity }: { validity: Validity }) {
  const { t, i18n } = useTranslation();
  const visibility = visibilityOf(validity);
  const date = (seconds: number) => formatVmDate(seconds, i18n.language);
  let text: string;
  if (visibility.kind === 'always') text = t('vm.list.alwaysVisible');
  else if (visibility.kind === 'unset') text = t('vm.list.noDates');
  else if (visibility.to === null) text = t('vm.list.from', { from: date(visibility.from) });
  else text = t('vm.list.range', { from: date(visibility.from), to: date(visibility.to) });
  return <Text size="sm">{text}</Text>;
}

export interface VmListRowProps<T extends VmListItem> {
  item: T;
  validity: Validity;
  /** Why the item needs attention (e.g. a product no longer available), or null. */
  warning: string | null;
  /** Dragging is off while the list is filtered. */
  draggable: boolean;
  editHref: string;
  busy: boolean;
  onToggle: (isActive: boolean) => void;
  onCopy: () => void;
}

/**
 * One row of a Visual Machine list: drag handle, name, enable toggle, visibility, copy and edit.
 * The handle takes the keyboard too (Space picks up, arrows move, Space drops).
 */
export function VmListRow<T extends VmListItem>(props: VmListRowProps<T>) {
  const { t } = useTranslation();
  const { item } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: !props.draggable,
  });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : undefined,
      }}
    >
      <Table.Td w={44}>
        {props.draggable ? (
          <ActionIcon
            variant="subtle"
            aria-label={t('vm.list.move', { name: item.name })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={500}>{item.name}</Text>
          {props.warning ? (
            <Tooltip label={props.warning}>
              <IconAlertTriangle
                size={16}
                color="var(--mantine-color-orange-6)"
                role="img"
                aria-label={props.warning}
              />
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={item.isActive}
          disabled={props.busy}
          onChange={(event) => props.onToggle(event.currentTarget.checked)}
          aria-label={t('vm.list.active', { name: item.name })}
        />
      </Table.Td>
      <Table.Td>
        <VisibilityText validity={props.validity} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={props.busy}
            onClick={props.onCopy}
            aria-label={t('vm.list.copy', { name: item.name })}
          >
            <IconCopy size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            component={Link}
            to={props.editHref}
            aria-label={t('vm.list.edit', { name: item.name })}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
