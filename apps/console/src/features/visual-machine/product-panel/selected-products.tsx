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
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical, IconX } from '@tabler/icons-react';
import type { VmProduct } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format/number-format';
import { moveItem } from '../list/vm-list-rules';
import { ProductImage } from './product-image';

interface RowProps {
  product: VmProduct;
  orderable: boolean;
  onRemove: () => void;
}

function SelectedRow({ product, orderable, onRemove }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: product.id,
    disabled: !orderable,
  });
  return (
    <Paper
      withBorder
      px="xs"
      py={4}
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group gap="xs" wrap="nowrap">
        {orderable ? (
          <ActionIcon
            variant="subtle"
            aria-label={t('vm.picker.move', { title: product.title })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        ) : null}
        <ProductImage src={product.image} alt="" size={36} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" truncate>
            {product.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatPrice(product.price)}
          </Text>
        </Stack>
        {product.isAlive ? null : (
          <Badge color="orange" variant="light">
            {t('vm.picker.unavailable')}
          </Badge>
        )}
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('vm.picker.remove', { title: product.title })}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

export interface SelectedProductsProps {
  products: readonly VmProduct[];
  /** Pin keeps the chosen order: its products drag (pointer or keyboard). */
  orderable: boolean;
  onChange: (products: VmProduct[]) => void;
}

/**
 * The products chosen for an action, in their order; removable, and orderable for a pin
 * (docs/product/visual-machine.md#product-picker). A product no longer in the catalogue says so.
 * @example <SelectedProducts products={action.products} orderable={action.type === 'pin'} onChange={set} />
 */
export function SelectedProducts({ products, orderable, onChange }: SelectedProductsProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(products, String(active.id), String(over.id)));
  };
  if (products.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('vm.picker.noneChosen')}
      </Text>
    );
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{ screenReaderInstructions: { draggable: t('vm.list.dragInstructions') } }}
    >
      <SortableContext
        items={products.map((product) => product.id)}
        strategy={verticalListSortingStrategy}
      >
        <Stack
          gap={4}
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('vm.picker.chosen', { count: products.length })}
        >
          {products.map((product) => (
            <SelectedRow
              key={product.id}
              product={product}
              orderable={orderable}
              onRemove={() => onChange(products.filter((chosen) => chosen.id !== product.id))}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
