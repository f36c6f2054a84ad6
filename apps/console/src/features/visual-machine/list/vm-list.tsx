import { useState, type ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, Group, Loader, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { Validity } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VmListItem } from '../vm-lists.queries';
import { VmListRow } from './vm-list-row';
import { allActive, filterByName, isFiltering, moveItem } from './vm-list-rules';

/** Texts that name what the list holds ("campaigns", "banner campaigns"…). */
export interface VmListLabels {
  /** The search box's placeholder, with the number of items. */
  searchPlaceholder: string;
  newItem: string;
  /** Shown when the list has no item yet. */
  empty: string;
  /** Accessible name of the table. */
  table: string;
}

export interface VmListProps<T extends VmListItem> {
  items: readonly T[];
  labels: VmListLabels;
  newHref: string;
  editHref: (item: T) => string;
  validityOf: (item: T) => Validity;
  /** A warning marker's text for an item that needs attention, or null. */
  warningOf?: (item: T) => string | null;
  onToggle: (item: T, isActive: boolean) => void;
  /** Sets every item and saves the whole list. */
  onToggleAll: (isActive: boolean) => void;
  /** The whole list in its new order, saved at once. */
  onReorder: (items: T[]) => void;
  onCopy: (item: T) => void;
  /** A save or re-read is under way: toggles and copies wait for it. */
  busy: boolean;
  /** Controls beside enable/disable all (the banners' dynamic blocks). */
  extra?: ReactNode;
  /**
   * A filter of the screen's own (the recommendations' "only old data"), on top of the search: like
   * the search, it hides enable/disable all and stops dragging, since both act on the whole list.
   */
  narrow?: { keep: (item: T) => boolean; label: string } | null;
}

/**
 * The list pattern of the Visual Machine (docs/product/visual-machine.md#lists), shared by
 * campaigns, banner campaigns and recommendations: a search box counting the items, New, an
 * enable/disable-all switch hidden while searching, and rows that drag to reorder only while the
 * list is not filtered. The screen owns the calls; every change is handed up to be saved at once.
 * @example <VmList items={campaigns} labels={labels} newHref="/visualMachine/campaigns/new" … />
 */
export function VmList<T extends VmListItem>(props: VmListProps<T>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { narrow } = props;
  const filtering = isFiltering(search) || Boolean(narrow);
  const shown = filterByName(props.items, search).filter((item) => narrow?.keep(item) ?? true);
  const drop = ({ active, over }: DragEndEvent) => {
    if (filtering || !over || active.id === over.id) return;
    props.onReorder(moveItem(props.items, String(active.id), String(over.id)));
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={props.labels.searchPlaceholder}
          aria-label={props.labels.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          miw={280}
        />
        <Group>
          {props.extra}
          {filtering || props.items.length === 0 ? null : (
            <Switch
              label={t('vm.list.enableAll')}
              checked={allActive(props.items)}
              disabled={props.busy}
              onChange={(event) => props.onToggleAll(event.currentTarget.checked)}
            />
          )}
          {props.busy ? <Loader size="xs" aria-label={t('vm.list.saving')} /> : null}
          <Button component={Link} to={props.newHref} leftSection={<IconPlus size={16} />}>
            {props.labels.newItem}
          </Button>
        </Group>
      </Group>
      {narrow ? (
        <Text size="sm" c="dimmed" role="status">
          {narrow.label}
        </Text>
      ) : null}
      {isFiltering(search) ? (
        <Text size="sm" c="dimmed" role="status">
          {t('vm.list.resultsFor', { text: search.trim() })}
        </Text>
      ) : null}
      {props.items.length === 0 ? (
        <Text c="dimmed">{props.labels.empty}</Text>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={drop}
          accessibility={{
            screenReaderInstructions: { draggable: t('vm.list.dragInstructions') },
          }}
        >
          <Table aria-label={props.labels.table} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th aria-label={t('vm.list.columns.order')} />
                <Table.Th>{t('vm.list.columns.name')}</Table.Th>
                <Table.Th>{t('vm.list.columns.active')}</Table.Th>
                <Table.Th>{t('vm.list.columns.visibility')}</Table.Th>
                <Table.Th>{t('vm.list.columns.options')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <SortableContext
              items={shown.map((item) => item.id)}
              strategy={verticalListSortingStrategy}
            >
              <Table.Tbody>
                {shown.map((item) => (
                  <VmListRow
                    key={item.id}
                    item={item}
                    validity={props.validityOf(item)}
                    warning={props.warningOf?.(item) ?? null}
                    draggable={!filtering}
                    editHref={props.editHref(item)}
                    busy={props.busy}
                    onToggle={(isActive) => props.onToggle(item, isActive)}
                    onCopy={() => props.onCopy(item)}
                  />
                ))}
              </Table.Tbody>
            </SortableContext>
          </Table>
          {shown.length === 0 ? <Text c="dimmed">{t('vm.list.noMatch')}</Text> : null}
        </DndContext>
      )}
    </Stack>
  );
}
