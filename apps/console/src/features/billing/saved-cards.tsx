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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { Card } from '@trova/contracts';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toast/toast';
import { useUrlDialog } from '../../lib/url/use-url-dialog';
import { cardName, moveCard } from './card-order';
import { useCards, useDeleteCard, useReorderCards } from './cards.queries';
import { SortableCard } from './sortable-card';
import { deleteCardAction } from './urls';

function DeleteCardDialog({ card, onClose }: { card: Card | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteCard();
  const confirm = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      showToast({ kind: 'success', message: t('billing.cards.deleted') });
      onClose();
    } catch {
      showToast({ kind: 'danger', message: t('billing.cards.deleteFailed') });
    }
  };
  return (
    <Modal
      opened={card !== undefined}
      onClose={onClose}
      title={t('billing.cards.deleteTitle')}
      centered
    >
      <Text mb="md">
        {card ? t('billing.cards.deleteBody', { card: cardName(card, t) }) : null}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('billing.cards.keep')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => card && void confirm(card.id)}
        >
          {t('billing.cards.deleteConfirm')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Saved cards of an automatic plan (docs/product/billing.md#cards): the first is charged first;
 * the order changes by dragging or by the up and down buttons, and a card is deleted after a
 * confirmation (`?action=delete-card&option=<id>`).
 */
export function SavedCards() {
  const { t } = useTranslation();
  const cards = useCards(true);
  const reorder = useReorderCards();
  const dialog = useUrlDialog(deleteCardAction);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = cards.data ?? [];
  const nameOf = (id: string | number) => {
    const card = list.find((item) => item.id === id);
    return card ? cardName(card, t) : String(id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('billing.cards.picked', { card: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('billing.cards.over', { card: nameOf(active.id), other: nameOf(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t('billing.cards.dropped', { card: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('billing.cards.cancelled', { card: nameOf(active.id) }),
  };
  const move = (from: number, to: number) => {
    reorder.mutate(moveCard(list, from, to), {
      onError: () => showToast({ kind: 'danger', message: t('billing.cards.reorderFailed') }),
    });
  };
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      list.findIndex((card) => card.id === active.id),
      list.findIndex((card) => card.id === over.id),
    );
  };

  let content;
  if (cards.isPending) {
    content = <Loader size="sm" aria-label={t('billing.loading')} />;
  } else if (cards.isError) {
    content = (
      <Alert color="red" role="alert" title={t('billing.cards.loadError')}>
        <Button variant="light" size="xs" onClick={() => void cards.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (list.length === 0) {
    content = <Text c="dimmed">{t('billing.cards.empty')}</Text>;
  } else {
    content = (
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={drop}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('billing.cards.instructions') },
        }}
      >
        <SortableContext items={list.map((card) => card.id)} strategy={verticalListSortingStrategy}>
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((card, index) => (
              <SortableCard
                key={card.id}
                card={card}
                name={cardName(card, t)}
                index={index}
                count={list.length}
                disabled={reorder.isPending}
                onMove={move}
                onDelete={() => dialog.open({ option: card.id })}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    );
  }

  const toDelete = dialog.opened
    ? list.find((card) => card.id === dialog.param('option'))
    : undefined;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="billing-cards-title">
      <Stack gap="sm">
        <Title order={3} id="billing-cards-title">
          {t('billing.cards.title')}
        </Title>
        {content}
      </Stack>
      <DeleteCardDialog card={toDelete} onClose={dialog.close} />
    </Paper>
  );
}
