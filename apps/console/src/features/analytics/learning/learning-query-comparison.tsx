import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LEARNING_CHANGES_DEPTH, type LearningChanges } from '@trova/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format/number-format';
import {
  type ListedProduct,
  type Move,
  movesAfter,
  movesBefore,
  orderChanged,
} from './learning-moves';

type ComparedQuery = LearningChanges['queries'][number];

/** A product's move as a word, never a colour alone (docs/product/accessibility.md). */
function MoveBadge({ move }: { move: Move }) {
  const { t } = useTranslation();
  const depth = LEARNING_CHANGES_DEPTH;
  switch (move.kind) {
    case 'same':
      return null;
    case 'up':
      return (
        <Badge color="green" variant="light" tt="none">
          {t('analytics.learning.moves.up', { count: move.by })}
        </Badge>
      );
    case 'down':
      return (
        <Badge color="orange" variant="light" tt="none">
          {t('analytics.learning.moves.down', { count: move.by })}
        </Badge>
      );
    case 'new':
      return (
        <Badge color="blue" variant="light" tt="none">
          {t('analytics.learning.moves.new', { depth })}
        </Badge>
      );
    case 'out':
      return (
        <Badge color="gray" variant="light" tt="none">
          {t('analytics.learning.moves.out', { depth })}
        </Badge>
      );
  }
}

function RankedList(props: {
  title: string;
  products: readonly ListedProduct[];
  moves: readonly Move[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={id}>
        {props.title}
      </Text>
      {props.products.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('analytics.learning.noProducts')}
        </Text>
      ) : (
        <List type="ordered" size="sm" spacing={4} aria-labelledby={id}>
          {props.products.map((product, index) => (
            <List.Item key={product.id}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" lineClamp={1} title={product.id}>
                  {product.title}
                </Text>
                <MoveBadge move={props.moves[index] ?? { kind: 'same' }} />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * One top query: its first products without learning and with it side by side, each product of
 * the second list marked with how far it moved, and those learning pushed out of the top marked
 * in the first (docs/product/learning.md#what-an-owner-sees).
 */
export function LearningQueryComparison({ compared }: { compared: ComparedQuery }) {
  const { t } = useTranslation();
  const titleId = useId();
  const changed = orderChanged(compared.before, compared.after);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h4" id={titleId}>
              {compared.query}
            </Title>
            <Badge color={changed ? 'green' : 'gray'} variant="outline" tt="none">
              {changed ? t('analytics.learning.changed') : t('analytics.learning.unchanged')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('analytics.learning.searches', {
              count: compared.searches,
              value: formatCount(compared.searches),
            })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RankedList
            title={t('analytics.learning.before')}
            products={compared.before}
            moves={movesBefore(compared.before, compared.after)}
          />
          <RankedList
            title={t('analytics.learning.after')}
            products={compared.after}
            moves={movesAfter(compared.before, compared.after)}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
