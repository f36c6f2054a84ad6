import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { Card } from '@trova/contracts';
import { useTranslation } from 'react-i18next';

interface SortableCardProps {
  card: Card;
  name: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}

/**
 * One saved card: dragged by its handle (pointer, or Space and arrows), moved by its up and down
 * buttons, deleted after a confirmation.
 */
export function SortableCard({
  card,
  name,
  index,
  count,
  disabled,
  onMove,
  onDelete,
}: SortableCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: card.id,
    disabled,
  });
  const expiry = `${String(card.month).padStart(2, '0')}/${card.year}`;
  return (
    <Paper
      withBorder
      px="sm"
      py={6}
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('billing.cards.drag', { card: name })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {t('billing.cards.expires', { expiry })}
        </Text>
        {index === 0 ? <Badge variant="light">{t('billing.cards.default')}</Badge> : null}
        <Group gap={4} ml="auto" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('billing.cards.moveUp', { card: name })}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('billing.cards.moveDown', { card: name })}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <IconArrowDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('billing.cards.delete', { card: name })}
            onClick={onDelete}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
