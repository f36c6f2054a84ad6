import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { moveActiveFacet, type LayoutFacet } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

function SortableFacet({ facet }: { facet: LayoutFacet }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: facet.name,
  });
  return (
    <Paper
      withBorder
      px="sm"
      py={4}
      component="li"
      ref={setNodeRef}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: transition,
      }}
    >
      <Group gap="xs">
        <ActionIcon
          variant="subtle"
          aria-label={t('layoutDesign.facetOrder.drag', { facet: facet.label })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text>{facet.label}</Text>
        <Text c="dimmed" size="sm">
          {facet.name}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * "Change facet order" (`?action=facet-order`): active facets are dragged among themselves, by
 * pointer or by keyboard (Space picks up, arrows move, Space drops); hidden facets keep their place
 * (docs/product/layout-design.md#facets). Each drop is one edit.
 */
export function FacetOrderModal(props: {
  opened: boolean;
  onClose: () => void;
  facets: readonly LayoutFacet[];
  onChange: (facets: LayoutFacet[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const active = props.facets.filter((facet) => facet.active);
  const hidden = props.facets.filter((facet) => !facet.active);
  const labelOf = (id: string | number) =>
    props.facets.find((facet) => facet.name === id)?.label ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active: item }) =>
      t('layoutDesign.facetOrder.picked', { facet: labelOf(item.id) }),
    onDragOver: ({ active: item, over }) =>
      over
        ? t('layoutDesign.facetOrder.over', { facet: labelOf(item.id), other: labelOf(over.id) })
        : undefined,
    onDragEnd: ({ active: item }) =>
      t('layoutDesign.facetOrder.dropped', { facet: labelOf(item.id) }),
    onDragCancel: ({ active: item }) =>
      t('layoutDesign.facetOrder.cancelled', { facet: labelOf(item.id) }),
  };
  const drop = ({ active: item, over }: DragEndEvent) => {
    if (!over || item.id === over.id) return;
    const from = props.facets.findIndex((facet) => facet.name === item.id);
    const to = props.facets.findIndex((facet) => facet.name === over.id);
    props.onChange(moveActiveFacet(props.facets, from, to));
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('layoutDesign.facetOrder.title')}
      centered
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('layoutDesign.facetOrder.help')}
        </Text>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={drop}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('layoutDesign.facetOrder.instructions') },
          }}
        >
          <SortableContext
            items={active.map((facet) => facet.name)}
            strategy={verticalListSortingStrategy}
          >
            <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
              {active.map((facet) => (
                <SortableFacet key={facet.name} facet={facet} />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        {hidden.length > 0 ? (
          <Text size="sm" c="dimmed">
            {t('layoutDesign.facetOrder.hidden', {
              facets: hidden.map((facet) => facet.label).join(', '),
            })}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={props.onClose}>{t('layoutDesign.common.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
